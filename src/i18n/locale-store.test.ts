import { describe, expect, it } from 'vitest';
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
