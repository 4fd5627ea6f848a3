import { describe, expect, it } from 'vitest';
import { latinRuns, startsRightToLeft, stripBidiControls } from './bidi';

describe('stripBidiControls', () => {
  it('drops every embedding, override and isolate control and keeps the rest', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    expect(stripBidiControls(`${controls.join('')}Hassan\u202E Ali`)).toBe('Hassan Ali');
    // Arabic letters, marks and the word joiner are text, not controls.
    expect(stripBidiControls('حسن \u200F22\u2060-A')).toBe('حسن \u200F22\u2060-A');
  });
});

describe('latinRuns', () => {
  it('cuts an Arabic title into its Latin runs and the text between them', () => {
    const title = 'لينوفو يوجا سليم 7 مقاس 14 بوصة بمعالج Ryzen 7 8840HS رام 16 جيجابايت SSD سعة 1 تيرابايت';
    const parts = latinRuns(title);
    expect(parts.filter((part) => part.latin).map((part) => part.text)).toEqual(['Ryzen 7 8840HS', 'SSD']);
    expect(parts.map((part) => part.text).join('')).toBe(title);
  });

  it('keeps a hyphenated model name (with its word joiner) in one run; digits alone are no run', () => {
    expect(latinRuns('لابتوب Core i7-\u20601355U سعة 512').filter((part) => part.latin).map((part) => part.text)).toEqual(['Core i7-\u20601355U']);
    expect(latinRuns('سعة 256 جيجابايت')).toEqual([{ text: 'سعة 256 جيجابايت', latin: false }]);
  });
});

describe('startsRightToLeft', () => {
  it('reads the first strong letter, as dir="auto" does', () => {
    expect(startsRightToLeft('سامسونج Galaxy')).toBe(true);
    expect(startsRightToLeft('256 Galaxy سامسونج')).toBe(false);
    expect(startsRightToLeft('2026')).toBe(false);
  });
});
