import type { DbState } from './db/types';

/**
 * Calls `write` with the latest state at most once per `waitMs` after changes (a burst of calls is one write);
 * `flush()` writes a pending change at once (on leaving the page, on the server's shutdown). The browser's
 * localStorage and the server's state file both save through it.
 */
export function createDebouncedWriter(write: (state: DbState) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: DbState | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const state = pending;
    pending = null;
    if (state) write(state);
  };
  return {
    schedule(state: DbState) {
      pending = state;
      if (timer === null) {
        timer = setTimeout(flush, waitMs);
        // In Node, a pending write does not keep the process alive: shutdown flushes it.
        if (typeof timer === 'object' && 'unref' in timer) timer.unref();
      }
    },
    flush,
  };
}
