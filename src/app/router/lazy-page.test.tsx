import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, retryFailedPages } from './lazy-page';
import { PageLoadBoundary } from './page-load-boundary';
import { usePageArrivals } from './page-arrivals';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>chunk failed</p> : this.props.children;
  }
}

const visit = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <PageLoadBoundary page={Page}>
            <Page />
          </PageLoadBoundary>
        </Suspense>
      </Boundary>
    </IntlProvider>,
  );

const failedOnce = (page: () => ReactNode) =>
  vi
    .fn<() => Promise<{ default: () => ReactNode }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: page });

describe('lazyPage', () => {
  it('says in place that the chunk failed, with Try again, which asks for it again and draws the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failedOnce(() => <h1>Shop</h1>);
    const Page = lazyPage(load);
    visit(Page);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.queryByText('chunk failed')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws the page when its chunk arrives by another way after the failure (a link to it followed again)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(failedOnce(() => <h1>Shop</h1>));
    visit(Page);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await act(() => Page.preload());
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  });

  it("leaves an error of the page's own to the route's boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(async () => ({
      default: () => {
        throw new Error('render failed');
      },
    }));
    visit(Page);
    expect(await screen.findByText('chunk failed')).toBeInTheDocument();
  });

  it('loads the chunk again on the next visit after a failed load', async () => {
    // React reports the error the boundary caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failedOnce(() => <h1>Shop</h1>);
    const Page = lazyPage(load);

    const first = visit(Page);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();
    // Within the same visit it is not fetched again (no loop while the network is down).
    expect(load).toHaveBeenCalledTimes(1);

    retryFailedPages();
    visit(Page);
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches a chunk once however often it is preloaded and shown', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Cart</h1> }));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    visit(Page);
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a page whose chunk is already loaded in the same render, without the fallback', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Shop</h1> }));
    await Page.preload();
    visit(Page);
    // No await: React.lazy suspended for a microtask even then, and React revealed the page 300 ms later.
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('lets a failed preload be retried', async () => {
    const load = vi.fn<() => Promise<{ default: () => ReactNode }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => <h1>Brands</h1> });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    visit(Page);
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeInTheDocument();
  });

  describe('a chunk that arrives while the fallback shows', () => {
    /** Renders Page under a boundary; `arrive` resolves its chunk. With `announced`, the boundary's holder reads the arrivals. */
    const pending = (announced: boolean) => {
      let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
      const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
      const Pages = () => (
        <Suspense fallback={<p>loading</p>}>
          <PageLoadBoundary page={Page}>
            <Page />
          </PageLoadBoundary>
        </Suspense>
      );
      function AnnouncedPages() {
        usePageArrivals();
        return <Pages />;
      }
      render(announced ? <AnnouncedPages /> : <Pages />);
      expect(screen.getByText('loading')).toBeInTheDocument();
      return () => arrive({ default: () => <h1>Shop</h1> });
    };
    /** What is drawn once the microtasks after the arrival have run, before any other task (React's scheduler). */
    const drawnInTheSameTask = async (arrive: () => void) => {
      const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        arrive();
        for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
        return screen.queryByRole('heading', { name: 'Shop' }) !== null;
      } finally {
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
      }
    };

    it('is drawn in the task it arrives in by the holder of the boundary, not in a later transition', async () => {
      expect(await drawnInTheSameTask(pending(true))).toBe(true);
      expect(screen.queryByText('loading')).toBeNull();
    });

    it('is left to a later task without it (what the holder is for)', async () => {
      expect(await drawnInTheSameTask(pending(false))).toBe(false);
      expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    });
  });
});
