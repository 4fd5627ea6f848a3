import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useComingIntoView } from './use-coming-into-view';

/** A stand-in IntersectionObserver the test drives: what is observed, with which margin, and when it intersects. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  intersect(element: Element, isIntersecting: boolean) {
    this.report([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Lower() {
  const [watch, coming] = useComingIntoView<HTMLElement>();
  return (
    <>
      <section ref={watch} aria-label="offers" />
      <section ref={watch} aria-label="best sellers" />
      <p>{coming ? 'drawn' : 'waiting'}</p>
    </>
  );
}

describe('useComingIntoView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.made = [];
  });

  it('waits until one of its elements comes within a quarter screen below the viewport, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Lower />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const [observer] = FakeObserver.made;
    expect(FakeObserver.made).toHaveLength(1);
    expect(observer?.options?.rootMargin).toBe('0% 0% 25% 0%');
    expect(observer?.observed.size).toBe(2);
    // Farther away: still waiting.
    act(() => observer?.intersect(screen.getByLabelText('offers'), false));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observer?.intersect(screen.getByLabelText('best sellers'), true));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });

  it('comes as soon as the page is scrolled, wherever its elements are', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Lower />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('draws at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Lower />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
