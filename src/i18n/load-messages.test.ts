import { describe, expect, it, vi } from 'vitest';
import { loadMessagesOrEnglish, type Messages } from './load-messages';

const english: Messages = { 'app.name': 'Nile Tech' };

describe('loading the message catalogue at start', () => {
  it('falls back to English, with a warning, when the Arabic chunk fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(async (locale: string) => {
      if (locale === 'ar') throw new TypeError('Failed to fetch dynamically imported module');
      return english;
    });
    await expect(loadMessagesOrEnglish('ar', load)).resolves.toBe(english);
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['ar', 'en']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('lets the start-up failure screen take over when English fails too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(loadMessagesOrEnglish('ar', load)).rejects.toThrow('offline');
    await expect(loadMessagesOrEnglish('en', load)).rejects.toThrow('offline');
    warn.mockRestore();
  });

  it('loads the real catalogues', async () => {
    const ar = await loadMessagesOrEnglish('ar');
    expect(Object.keys(ar).length).toBeGreaterThan(100);
  });
});
