import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm, parseSearchTerm, searchHref } from './search-term';

describe('search term in the address', () => {
  it('reads q, trimmed, with inner runs of spaces collapsed', () => {
    expect(parseSearchTerm('?q=%20galaxy%20%20%20s24%20')).toBe('galaxy s24');
    expect(parseSearchTerm('q=iphone')).toBe('iphone');
    expect(parseSearchTerm('?brands=apple')).toBe('');
    expect(parseSearchTerm('')).toBe('');
  });
  it('keeps at most 200 characters (the contract’s searchQuery limit), never splitting a character', () => {
    expect(normalizeSearchTerm('😀'.repeat(300))).toBe('😀'.repeat(200));
  });
  it('writes the results page of a term, and reads back the same words (Arabic too)', () => {
    expect(searchHref('  usb  c ')).toBe('/search?q=usb+c');
    for (const term of ['سماعات بلوتوث', 'C&A 100% <b>', 'a+b']) {
      expect(parseSearchTerm(searchHref(term).split('?')[1] ?? '')).toBe(term);
    }
  });
});
