import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let settle: () => void = () => undefined;
let interact: () => void = () => undefined;
let quietAfterInteraction: () => void = () => undefined;
vi.mock('../../lib/page-settled', () => ({
  pageSettled: () => new Promise<void>((resolve) => (settle = resolve)),
  downloadsQuiet: () => new Promise<void>((resolve) => (quietAfterInteraction = resolve)),
}));
vi.mock('../../lib/first-interaction', () => ({
  firstInteraction: () => new Promise<void>((resolve) => (interact = resolve)),
}));

/** Lets the promise callbacks run. */
const flush = async () => {
  for (let step = 0; step < 4; step += 1) await Promise.resolve();
};

/** Lets the browser's idle moment come (jsdom has no requestIdleCallback: `whenIdle` uses a timer). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A stand-in IntersectionObserver: the test says which elements come on screen. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  show(element: Element, isIntersecting = true) {
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('prefetchWhenSeen', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeObserver.current = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('watches a link only once the page has settled, the visitor has interacted and what that started is over, and fetches once when it comes on screen', async () => {
    const { prefetchWhenSeen } = await import('./viewport-prefetch');
    const link = document.createElement('a');
    const prefetch = vi.fn();
    prefetchWhenSeen(link, prefetch);
    settle();
    await flush();
    expect(FakeObserver.current, 'settled, but nobody there yet').toBeUndefined();

    interact();
    await flush();
    expect(FakeObserver.current, 'the first tap’s own downloads are not over').toBeUndefined();
    quietAfterInteraction();
    await flush();
    const observer = FakeObserver.current as FakeObserver | undefined;
    expect(observer?.observed.has(link)).toBe(true);

    observer?.show(link, false);
    await idle();
    expect(prefetch).not.toHaveBeenCalled();
    observer?.show(link);
    observer?.show(link);
    expect(prefetch, 'not in the frame that shows the link').not.toHaveBeenCalled();
    expect(observer?.observed.has(link)).toBe(false);
    await idle();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('drops a seen link that left the page before the idle moment came', async () => {
    const { prefetchWhenSeen } = await import('./viewport-prefetch');
    const gone = document.createElement('a');
    const kept = document.createElement('a');
    const prefetchGone = vi.fn();
    const prefetchKept = vi.fn();
    const cancel = prefetchWhenSeen(gone, prefetchGone);
    prefetchWhenSeen(kept, prefetchKept);
    settle();
    interact();
    await flush();
    quietAfterInteraction();
    await flush();
    FakeObserver.current?.show(gone);
    FakeObserver.current?.show(kept);
    cancel();
    await idle();
    expect(prefetchGone).not.toHaveBeenCalled();
    expect(prefetchKept).toHaveBeenCalledTimes(1);
  });

  it('forgets a link that left the page before it was seen', async () => {
    const { prefetchWhenSeen } = await import('./viewport-prefetch');
    const gone = document.createElement('a');
    const kept = document.createElement('a');
    const prefetchGone = vi.fn();
    const cancel = prefetchWhenSeen(gone, prefetchGone);
    prefetchWhenSeen(kept, vi.fn());
    cancel();

    settle();
    interact();
    await flush();
    quietAfterInteraction();
    await flush();
    const observer = FakeObserver.current as FakeObserver | undefined;
    expect(observer?.observed.has(gone)).toBe(false);
    expect(observer?.observed.has(kept)).toBe(true);
    observer?.show(gone);
    await idle();
    expect(prefetchGone).not.toHaveBeenCalled();
  });
});
