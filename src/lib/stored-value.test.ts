import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readStoredValue, storedValue } from './stored-value';

const schema = z.object({ count: z.number().int().min(0), label: z.string().default('none') });

describe('storedValue', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('returns the fallback, without a warning, when nothing is stored', () => {
    const value = storedValue({ key: 'k', schema });
    expect(value.read()).toBeUndefined();
    expect(value.read({ count: 1, label: 'x' })).toEqual({ count: 1, label: 'x' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('round-trips a valid value and applies the schema defaults', () => {
    const value = storedValue({ key: 'k', schema });
    value.write({ count: 2 });
    expect(value.read()).toEqual({ count: 2, label: 'none' });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['the wrong type', '"a string"'],
    ['a field of the wrong type', '{"count":"2"}'],
    ['a value out of range', '{"count":-1}'],
    ['null', 'null'],
    ['an array', '[1,2]'],
  ])('drops %s with a warning and returns the fallback', (_name, text) => {
    localStorage.setItem('k', text);
    const value = storedValue({ key: 'k', schema });
    expect(value.read({ count: 0, label: 'default' })).toEqual({ count: 0, label: 'default' });
    expect(localStorage.getItem('k')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"k"');
  });

  it('keeps a legitimately stored null instead of replacing it by the fallback', () => {
    const value = storedValue({ key: 'k', schema: z.string().nullable() });
    value.write(null);
    expect(value.read('fallback')).toBeNull();
  });

  it('uses session storage when asked and leaves local storage alone', () => {
    const value = storedValue({ key: 'k', schema, area: 'session' });
    value.write({ count: 3, label: 'tab' });
    expect(sessionStorage.getItem('k')).not.toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    value.clear();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('decodes and encodes with custom codecs, dropping text the decoder rejects', () => {
    const options = {
      key: 'k',
      schema: z.enum(['en', 'ar']),
      decode: (text: string) => {
        if (!text.startsWith('v1:')) throw new Error('unknown format');
        return text.slice(3);
      },
      encode: (value: string) => `v1:${value}`,
    };
    storedValue(options).write('ar');
    expect(localStorage.getItem('k')).toBe('v1:ar');
    expect(readStoredValue(options)).toBe('ar');
    localStorage.setItem('k', 'ar');
    expect(readStoredValue(options)).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
    localStorage.setItem('k', 'v1:fr');
    expect(readStoredValue(options)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('behaves as empty when storage throws (private mode, sandboxed frame)', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const value = storedValue({ key: 'k', schema });
    expect(() => value.write({ count: 1 })).not.toThrow();
    expect(value.read({ count: 9, label: 'd' })).toEqual({ count: 9, label: 'd' });
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
