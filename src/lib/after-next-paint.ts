/** Calls `then` once the browser has drawn a frame (`step` says when within it), or after `maxWaitMs`; at once on a hidden page. */
const whenDrawn = (step: (resolve: () => void) => void, maxWaitMs: number) =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    step(resolve);
    setTimeout(resolve, maxWaitMs);
  });

/**
 * Resolves once the browser has painted the current page: a second animation frame begins only after the first
 * was drawn. A hidden page (a background tab, a prerender) draws nothing and resolves at once; a browser that
 * draws no frame within `maxWaitMs` resolves all the same.
 */
export const afterNextPaint = (maxWaitMs: number) => whenDrawn((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), maxWaitMs);

/**
 * Resolves in the task that follows the next frame: what a press changes at once (its own control) is drawn first,
 * and the larger work it asks for starts right after, not a frame later. The press's next paint is what INP times:
 * work started here is not part of it. Hidden page and `maxWaitMs` as `afterNextPaint`.
 */
export const rightAfterNextPaint = (maxWaitMs: number) => whenDrawn((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)), maxWaitMs);
