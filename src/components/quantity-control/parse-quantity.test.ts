import { describe, expect, it } from 'vitest';
import { parseQuantity } from './parse-quantity';

describe('parseQuantity', () => {
  it('reads whole numbers in Latin and Arabic-Indic digits, with spaces around', () => {
    expect(parseQuantity('3', 5)).toEqual({ kind: 'ok', quantity: 3 });
    expect(parseQuantity(' 4 ', 5)).toEqual({ kind: 'ok', quantity: 4 });
    expect(parseQuantity('٣', 5)).toEqual({ kind: 'ok', quantity: 3 });
    expect(parseQuantity('۱۲', 20)).toEqual({ kind: 'ok', quantity: 12 });
    expect(parseQuantity('007', 20)).toEqual({ kind: 'ok', quantity: 7 });
  });

  it('lowers more than the most allowed to it', () => {
    expect(parseQuantity('99', 5)).toEqual({ kind: 'capped', quantity: 5 });
    expect(parseQuantity('٩٩', 5)).toEqual({ kind: 'capped', quantity: 5 });
  });

  it('refuses empty, zero, negative, decimal and non-numeric input', () => {
    for (const text of ['', '  ', '0', '-2', '2.5', '1e3', 'abc', '3x', '+1']) expect(parseQuantity(text, 5)).toEqual({ kind: 'invalid' });
  });
});
