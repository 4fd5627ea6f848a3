/**
 * Resolves once the browser has painted the current page: a second animation frame begins only after the first
 * was drawn. A hidden page (a background tab, a prerender) draws nothing and resolves at once; a browser that
 * draws no frame within `maxWaitMs` resolves all the same.
 */
export const afterNextPaint = (maxWaitMs: number) =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    setTimeout(resolve, maxWaitMs);
  });
