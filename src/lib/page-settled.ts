import { whenIdle } from './when-idle';

/**
 * How long the page must have finished no download before it counts as settled: longer than the quiet the JS budgets
 * measure a page's load to (scripts/bench/js-budget.ts, 1 s), so that what waits for it is never part of the load.
 */
export const PAGE_SETTLED_QUIET_MS = 2000;

/**
 * Resolves once the page has finished no download for `quietMs` (counted from the call at the earliest) and
 * `ready()` holds, then at the browser's next idle moment. A browser without resource timing observers counts from
 * the call.
 */
export function downloadsQuiet(quietMs: number, ready: () => boolean = () => true): Promise<void> {
  return new Promise((resolve) => {
    let lastDownload = performance.now();
    const observer =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')
        ? new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lastDownload = Math.max(lastDownload, (entry as PerformanceResourceTiming).responseEnd);
          })
        : undefined;
    observer?.observe({ type: 'resource', buffered: true });
    const check = () => {
      const quiet = performance.now() - lastDownload;
      if (ready() && quiet >= quietMs) {
        observer?.disconnect();
        whenIdle(resolve);
      } else {
        setTimeout(check, Math.max(100, quietMs - quiet));
      }
    };
    check();
  });
}

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded, has finished no download for PAGE_SETTLED_QUIET_MS, and the browser is idle: the
 * moment for work that helps the shopper's next step and must not compete with this page's own (decision 039). Once
 * per page load.
 */
export function pageSettled(): Promise<void> {
  settled ??= downloadsQuiet(PAGE_SETTLED_QUIET_MS, () => document.readyState === 'complete');
  return settled;
}
