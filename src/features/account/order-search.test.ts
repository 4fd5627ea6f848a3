import { describe, expect, it } from 'vitest';
import { parseOrderSearch } from './order-search';

describe('parseOrderSearch', () => {
  it('takes the number as printed, without its letters, in any case, with spaces or a leading #', () => {
    expect(parseOrderSearch('NT-240006')).toEqual({ kind: 'ok', id: 'NT-240006' });
    expect(parseOrderSearch('  nt-240006 ')).toEqual({ kind: 'ok', id: 'NT-240006' });
    expect(parseOrderSearch('nt240006')).toEqual({ kind: 'ok', id: 'NT240006' });
    expect(parseOrderSearch('nt 240006')).toEqual({ kind: 'ok', id: 'NT-240006' });
    expect(parseOrderSearch('# NT 240 006')).toEqual({ kind: 'ok', id: 'NT-240006' });
    expect(parseOrderSearch('240 006')).toEqual({ kind: 'ok', id: '240006' });
    expect(parseOrderSearch('#240006')).toEqual({ kind: 'ok', id: '240006' });
    expect(parseOrderSearch('NT–240006')).toEqual({ kind: 'ok', id: 'NT-240006' });
  });

  it('turns Arabic-Indic and Extended Arabic-Indic digits into Latin ones', () => {
    expect(parseOrderSearch('٢٤٠٠٠٦')).toEqual({ kind: 'ok', id: '240006' });
    expect(parseOrderSearch('NT-۲۴۰۰۰۶')).toEqual({ kind: 'ok', id: 'NT-240006' });
  });

  it('is empty for nothing or blanks, and refuses what cannot be an order number', () => {
    expect(parseOrderSearch('')).toEqual({ kind: 'empty' });
    expect(parseOrderSearch('   ')).toEqual({ kind: 'empty' });
    for (const text of ['NT-', 'abc', '24 0006x', '12.5', '-240006', 'NT--240006', 'طلب', '240006; drop', '1'.repeat(21)]) {
      expect(parseOrderSearch(text), text).toEqual({ kind: 'invalid' });
    }
  });
});
