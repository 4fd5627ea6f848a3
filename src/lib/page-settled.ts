import { whenIdle } from './use-after-idle';

/**
 * How long the page must have finished no download before it counts as settled: longer than the quiet the JS budgets
 * measure a page's load to (scripts/bench/js-budget.ts, 1 s), so that what waits for it is never part of the load.
 */
export const PAGE_SETTLED_QUIET_MS = 2000;

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded, has finished no download for PAGE_SETTLED_QUIET_MS, and the browser is idle: the
 * moment for work that helps the shopper's next step and must not compete with this page's own (decision 039). Once
 * per page load. A browser without resource timing observers counts from the call.
 */
export function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
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
      if (document.readyState === 'complete' && quiet >= PAGE_SETTLED_QUIET_MS) {
        observer?.disconnect();
        whenIdle(resolve);
      } else {
        setTimeout(check, Math.max(100, PAGE_SETTLED_QUIET_MS - quiet));
      }
    };
    check();
  });
  return settled;
}
