/** The mock worker's storage and the page's keeper of it: what the mock saves is kept by the page, the last write winning. */
import { describe, expect, it, vi } from 'vitest';
import { bridgedStorage, type StorageWrite } from './bridged-storage';
import { createStorageKeeper } from './storage-keeper';

describe('bridgedStorage', () => {
  it('reads the page\'s entries and sends each change back, a removal too', () => {
    const writes: StorageWrite[] = [];
    const storage = bridgedStorage('session', (write) => writes.push(write));
    storage.fill({ 'storefront.mock-latency': '800' });
    expect(storage.getItem('storefront.mock-latency')).toBe('800');
    expect(writes).toEqual([]);
    storage.setItem('storefront.mock-latency', '0');
    storage.removeItem('storefront.mock-scenario');
    expect(storage.getItem('storefront.mock-latency')).toBe('0');
    expect(writes).toEqual([
      { area: 'session', key: 'storefront.mock-latency', value: '0' },
      { area: 'session', key: 'storefront.mock-scenario', value: null },
    ]);
  });
});

describe('createStorageKeeper', () => {
  it('writes when the page is next idle, the last change of a key winning, and at once when flushed', () => {
    vi.useFakeTimers();
    try {
      localStorage.clear();
      const keeper = createStorageKeeper({ local: localStorage, session: sessionStorage });
      keeper.write({ area: 'local', key: 'storefront.mock-db', value: '{"a":1}' });
      keeper.write({ area: 'local', key: 'storefront.mock-db', value: '{"a":2}' });
      expect(localStorage.getItem('storefront.mock-db')).toBeNull();
      vi.runAllTimers();
      expect(localStorage.getItem('storefront.mock-db')).toBe('{"a":2}');
      keeper.write({ area: 'local', key: 'storefront.mock-db', value: null });
      keeper.flush();
      expect(localStorage.getItem('storefront.mock-db')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('warns, and goes on, when the page\'s storage is full', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined } as unknown as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keeper = createStorageKeeper({ local: full, session: full });
    keeper.write({ area: 'local', key: 'storefront.mock-db', value: '{}' });
    expect(() => keeper.flush()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[mock api] could not save the mock database', expect.any(DOMException));
  });
});
