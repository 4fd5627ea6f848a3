/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls inside the window are
 * folded into one trailing call with the latest arguments. `cancel()` drops a pending trailing call.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  const run = (args: Args) => {
    last = Date.now();
    pendingArgs = undefined;
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pendingArgs) run(pendingArgs);
    }, Math.max(remaining, 0));
  };

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return throttled;
}
