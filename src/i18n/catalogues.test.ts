import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

const arabicLetters = /[\u0600-\u06FF]/;

describe('message catalogues', () => {
  it('hold the same keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('%s: every message is non-empty, valid ICU', (_, messages) => {
    for (const [key, message] of Object.entries(messages)) {
      expect(message.trim(), key).not.toBe('');
      expect(() => parse(message), key).not.toThrow();
    }
  });

  it('write Arabic in Arabic, not English or transliteration', () => {
    const words = (message: string) => message.replace(/\{[^{}]*\}/g, ' ');
    const notArabic = Object.entries(ar).filter(([, message]) => !arabicLetters.test(message) && /[a-z]{3,}/i.test(words(message)));
    expect(notArabic).toEqual([]);
  });
});
