import { ROUTER_PENDING_MIN_MS } from '../../lib/constants';

/** When the pending indicator appeared (null while hidden). */
let shownAt: number | null = null;

export const pendingGate = {
  shown() {
    shownAt = Date.now();
  },
  hidden() {
    shownAt = null;
  },
  /** Resolves once the pending indicator (if showing) has been visible for ROUTER_PENDING_MIN_MS, so it never flickers. */
  settle(): Promise<void> {
    if (shownAt === null) return Promise.resolve();
    const remaining = shownAt + ROUTER_PENDING_MIN_MS - Date.now();
    return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
  },
};
