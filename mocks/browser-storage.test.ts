import { describe, expect, it, vi } from 'vitest';
import { createDebouncedSaver, hasSavedState, MOCK_DB_STORAGE_KEY, saveState } from './browser-storage';
import { loadState } from './saved-state';
import { seedState, SCHEMA_VERSION } from './db/seed';
import { TEST_EPOCH } from './testing/test-db';

describe('browser persistence of the mock db', () => {
  it('restores a saved state of the current schema version', () => {
    const state = seedState({ now: TEST_EPOCH });
    expect(hasSavedState(window.localStorage)).toBe(false);
    saveState(window.localStorage, state);
    expect(hasSavedState(window.localStorage)).toBe(true);
    expect(loadState(window.localStorage)).toEqual(state);
  });

  it('ignores a corrupted or outdated saved state so a fresh seed starts cleanly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(MOCK_DB_STORAGE_KEY, '{not json');
    expect(loadState(window.localStorage)).toBeNull();
    window.localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify({ ...seedState({ now: TEST_EPOCH }), schemaVersion: SCHEMA_VERSION - 1 }));
    expect(loadState(window.localStorage)).toBeNull();
    window.localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify({ schemaVersion: SCHEMA_VERSION, products: 'nope' }));
    expect(loadState(window.localStorage)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[2]?.[0])).toContain('reset to a fresh seed');
    expect(window.localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull();
    window.localStorage.removeItem(MOCK_DB_STORAGE_KEY);
    expect(loadState(window.localStorage)).toBeNull();
    warn.mockRestore();
  });

  it('saves once after a burst of changes, and at once on flush', () => {
    vi.useFakeTimers();
    try {
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      const saver = createDebouncedSaver(window.localStorage, 300);
      const state = seedState({ now: TEST_EPOCH });
      saver.schedule(state);
      saver.schedule(state);
      expect(setItem).not.toHaveBeenCalled();
      vi.advanceTimersByTime(300);
      expect(setItem).toHaveBeenCalledTimes(1);
      saver.schedule(state);
      saver.flush();
      expect(setItem).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
