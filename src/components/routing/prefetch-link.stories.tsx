import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { prefetchPage, preloadPageChunk, type PageRoute } from '../../app/router/navigation';
import { linkPreloader, setLinkPreloader } from './link-preloader';
import { PrefetchLink } from './prefetch-link';

/** A stand-in route table: the page chunk and the data fetch are spies, so the story sees what a rest on the link starts. */
const loadChunk = fn(async () => ({ default: () => null }));
const prefetchData = fn(async () => undefined);

function Where() {
  const [location] = useLocation();
  return <output aria-label="Current address">{location}</output>;
}

const meta = {
  title: 'Shared/PrefetchLink',
  component: PrefetchLink,
  args: { href: '/products/samsung-galaxy-a35-5g-128gb', children: 'Samsung Galaxy A35 5G 128GB' },
  parameters: { path: '/en/' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Story />
        <Where />
      </div>
    ),
  ],
  beforeEach: () => {
    loadChunk.mockClear();
    prefetchData.mockClear();
    const table: PageRoute[] = [{ path: '/products/:slug', page: 'features/catalog/product-page.tsx', chunk: { preload: loadChunk }, loader: prefetchData }];
    const before = linkPreloader();
    setLinkPreloader({ intent: (href, client, parser) => prefetchPage(href, client, parser, table), seen: (href, parser) => preloadPageChunk(href, parser, table) });
    return () => setLinkPreloader(before);
  },
} satisfies Meta<typeof PrefetchLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Resting the pointer on the link fetches the page's chunk and its data; clicking navigates. */
export const HoverPrefetches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Samsung Galaxy A35 5G 128GB' });
    await expect(link).toHaveAttribute('href', '/products/samsung-galaxy-a35-5g-128gb');
    await userEvent.hover(link);
    // The hover asks for the page's data and chunk (a link seen on screen may also have asked once the page was idle).
    await waitFor(() => expect(prefetchData).toHaveBeenCalledWith(expect.objectContaining({ slug: 'samsung-galaxy-a35-5g-128gb' }), expect.anything(), ''));
    await expect(loadChunk).toHaveBeenCalled();
    await userEvent.click(link);
    await expect(canvas.getByLabelText('Current address')).toHaveTextContent('/products/samsung-galaxy-a35-5g-128gb');
  },
};

/** Keyboard focus prefetches too. */
export const FocusPrefetches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
    await waitFor(() => expect(prefetchData).toHaveBeenCalledTimes(1));
  },
};

/**
 * A finger on a phone (no hover): the press itself fetches, before the tap's click — in the task right after the
 * press's frame, not inside it (decision 069).
 */
export const PressPrefetches: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await expect(prefetchData, 'not inside the press').not.toHaveBeenCalled();
    await waitFor(() => expect(prefetchData).toHaveBeenCalledTimes(1));
    await expect(loadChunk).toHaveBeenCalledTimes(1);
  },
};

/** A pointer that only passes over (leaves before ROUTER_PRELOAD_DELAY_MS) fetches nothing. */
export const PassingOverDoesNothing: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    link.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(prefetchData).not.toHaveBeenCalled();
  },
};

/** An address no route matches: nothing is fetched. */
export const UnknownAddress: Story = {
  args: { href: '/nowhere', children: 'Nowhere' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'Nowhere' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(prefetchData).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  args: { children: 'سامسونج جالاكسي A35' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'سامسونج جالاكسي A35' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
