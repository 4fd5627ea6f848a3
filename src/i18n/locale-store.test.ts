import { describe, expect, it, vi } from 'vitest';
import { decodeLocale, encodeLocale, setLocale } from './locale-store';

describe('remembered locale', () => {
  it('is stored obfuscated, not as a plain locale code', () => {
    setLocale('ar');
    const stored = localStorage.getItem('sf.lc');
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('ar');
    expect(decodeLocale(stored ?? undefined)).toBe('ar');
  });

  it('round-trips both locales', () => {
    expect(decodeLocale(encodeLocale('en'))).toBe('en');
    expect(decodeLocale(encodeLocale('ar'))).toBe('ar');
  });

  it('ignores tampered or corrupted values', () => {
    expect(decodeLocale('not base64 ***')).toBeUndefined();
    expect(decodeLocale(btoa('fr'))).toBeUndefined();
    expect(decodeLocale(encodeLocale('en').slice(2))).toBeUndefined();
    expect(decodeLocale(undefined)).toBeUndefined();
  });
});

describe('remembered locale on start', () => {
  it.each([
    ['a plain code', 'ar'],
    ['base64 of a plain code', btoa('ar')],
    ['an unsupported locale', btoa('rf:elin')],
    ['garbage', '%%%'],
  ])('drops %s with a warning and starts in English', async (_name, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('sf.lc', text);
    vi.resetModules();
    const { localeStore } = await import('./locale-store');
    expect(localeStore.locale).toBe('en');
    expect(localStorage.getItem('sf.lc')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('starts in the remembered locale', async () => {
    localStorage.setItem('sf.lc', encodeLocale('ar'));
    vi.resetModules();
    const { localeStore } = await import('./locale-store');
    expect(localeStore.locale).toBe('ar');
  });
});
