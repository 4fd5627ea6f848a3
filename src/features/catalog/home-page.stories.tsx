import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import HomePage from './home-page';
import { RECENTLY_VIEWED_KEY, recentlyViewed } from '../../session/recently-viewed';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';

const meta = {
  title: 'Catalog/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen', path: '/en/' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home's product cards are drawn when their sections come into view (decision 037): brings them there. */
const scrollToBestSellers = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('heading', { level: 2, name: 'Best sellers' })).scrollIntoView();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Featured brands' })).toBeVisible();
    const categories = canvas.getByRole('list', { name: 'Shop by category' });
    await expect(within(categories).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/categories/laptops');
    // Brands and best sellers are drawn once the browser is idle after the first render (decision 028) and their
    // sections come into view (decision 037).
    await scrollToBestSellers(canvasElement);
    await expect(within(await canvas.findByRole('list', { name: 'Featured brands' })).getAllByRole('link').length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.getAllByTestId('product-card').length).toBeGreaterThan(0));
    // So are the offers' cards (decision 031): each offer keeps its countdown above, and no skeleton stays.
    const offers = canvas.getByRole('heading', { level: 2, name: 'Limited-time offers' }).closest('section');
    await waitFor(() => expect(offers?.querySelectorAll('[data-testid="product-skeleton"]')).toHaveLength(0));
    const offerCards = within(offers as HTMLElement).getAllByTestId('product-card');
    await expect(offerCards.length).toBeGreaterThan(0);
    await expect(within(offers as HTMLElement).getAllByText('Offer ends in')).toHaveLength(offerCards.length);
    const seeAll = canvas.getAllByRole('link', { name: 'See all' }).map((link) => link.getAttribute('href'));
    await expect(seeAll).toEqual(expect.arrayContaining(['/categories', '/shop?sortBy=best_selling', '/brands']));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'تسوّق حسب القسم' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'الأكثر مبيعًا' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'أجهزة اللابتوب' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'عرض الكل' }).length).toBeGreaterThanOrEqual(3);
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/home', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Limited-time offers' })).toBeVisible();
    await expect(canvas.getAllByRole('status', { name: 'Loading…' })).toHaveLength(4);
    await expect(canvas.queryByTestId('product-card')).toBeNull();
  },
};

/** The mock's empty catalogue: no products to offer or sell; the categories and brands still lead on, no blank section. */
export const Empty: Story = {
  parameters: { mockScenario: 'empty-catalogue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(await canvas.findByRole('list', { name: 'Shop by category' })).findAllByRole('link')).not.toHaveLength(0);
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading…' })).toBeNull());
    // Sections with nothing in them are left out (decision 023).
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Best sellers' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Limited-time offers' })).toBeNull();
    await expect(canvas.queryByTestId('product-card')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Server error' })).toBeNull();
  },
};

/** The mock's slow network (1.5 to 3 s a call): the sections' skeletons stand until home's answer comes. */
export const Slow: Story = {
  parameters: { mockScenario: 'slow-network' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('group', { name: /^1 of \d+$/ }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The server is down: the toast and the server error screen; Reload brings the home page. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('heading', { name: 'Best sellers' })).toBeVisible();
    }),
};

/** This device opened two products before: "Recently viewed" comes last, most recent first. */
export const WithRecentlyViewed: Story = {
  beforeEach: () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([6, 1]));
    recentlyViewed.reload();
    return () => recentlyViewed.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await scrollToBestSellers(canvasElement);
    const section = within(await canvas.findByTestId('recently-viewed'));
    await expect(section.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible();
    await waitFor(() => expect(section.getAllByTestId('product-card')).toHaveLength(2));
    await expect(section.getAllByRole('link', { name: /^Apple iPhone 16 Pro Max|^Samsung Galaxy S24 Ultra/ }).map((link) => link.textContent)).toEqual([
      'Apple iPhone 16 Pro Max 256GB Desert Titanium',
      'Samsung Galaxy S24 Ultra 5G 256GB Titanium Gray',
    ]);
    // Last on the page: nothing of the home's own sections comes after it.
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.at(-1)).toBe('Recently viewed');
  },
};

/** Home answers `{}` (spec section 8: ignored silently): no empty sections, one note leading to the shop. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/home', () => HttpResponse.json({}))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing to show here right now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Best sellers' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Shop by category' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Server error' })).toBeNull();
  },
};

export const MalformedAnswerArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/', msw: [http.get('*/home', () => HttpResponse.json(null))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا يوجد ما نعرضه هنا الآن')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تصفّح كل المنتجات' })).toBeVisible();
  },
};
