import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppMessages, loadMessagesOrEnglish, REST_MESSAGES_RETRY_MS, type Messages } from './load-messages';

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

describe("the app's catalogue and its second part (decision 037)", () => {
  afterEach(() => {
    vi.useRealTimers();
    globalThis.__storefrontRestMessages = undefined;
  });

  it('starts with the first part and adds the second to the same catalogue, once, when a chunk asks for it', async () => {
    const loadRest = vi.fn(async () => ({ 'cart.title': 'Your cart' }));
    const messages = await loadAppMessages('en', { load: async () => english, loadRest });
    expect(messages).toEqual(english);
    expect(messages).not.toBe(english);
    expect(loadRest).not.toHaveBeenCalled();
    await Promise.all([globalThis.__storefrontRestMessages?.(), globalThis.__storefrontRestMessages?.()]);
    expect(messages).toEqual({ ...english, 'cart.title': 'Your cart' });
    expect(loadRest).toHaveBeenCalledTimes(1);
  });

  it('never fails a chunk: offline, it tries again until the second part comes', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let online = false;
    const loadRest = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { 'cart.title': 'Your cart' };
    });
    const messages = await loadAppMessages('en', { load: async () => english, loadRest });
    let added = false;
    void globalThis.__storefrontRestMessages?.().then(() => (added = true));
    await vi.advanceTimersByTimeAsync(REST_MESSAGES_RETRY_MS);
    expect(added).toBe(false);
    online = true;
    await vi.advanceTimersByTimeAsync(REST_MESSAGES_RETRY_MS);
    expect(added).toBe(true);
    expect(messages).toMatchObject({ 'cart.title': 'Your cart' });
    warn.mockRestore();
  });
});

