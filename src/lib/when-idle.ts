/** Longest wait for an idle moment: a page that keeps the browser busy still gets what waited. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` when the browser is next idle (at most `timeoutMs` later); returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: soon after the current task.
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
