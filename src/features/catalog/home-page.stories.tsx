import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import HomePage from './home-page';
import { RECENTLY_VIEWED_KEY, recentlyViewed } from '../../session/recently-viewed';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';
import { seedTitle } from '../../../.storybook/mock-texts';

const meta = {
  title: 'Catalog/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen', path: '/en/' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home's product cards are drawn when their sections come into view (decision 037): brings them there. */
const scrollToBestSellers = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('heading', { level: 2, name: msg('home.bestSellers') })).scrollIntoView();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: msgPattern('home.slideOf', { number: 1 }, ['count']) })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('home.categories') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('home.bestSellers') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('home.brands') })).toBeVisible();
    const categories = canvas.getByRole('list', { name: msg('home.categories') });
    await expect(within(categories).getByRole('link', { name: seedTitle.category('laptops') })).toHaveAttribute('href', '/categories/laptops');
    // Brands and best sellers are drawn once the browser is idle after the first render (decision 028) and their
    // sections come into view (decision 037).
    await scrollToBestSellers(canvasElement);
    await expect(within(await canvas.findByRole('list', { name: msg('home.brands') })).getAllByRole('link').length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.getAllByTestId('product-card').length).toBeGreaterThan(0));
    // So are the offers' cards (decision 031): each offer keeps its countdown above, and no skeleton stays.
    const offers = canvas.getByRole('heading', { level: 2, name: msg('home.offers') }).closest('section');
    await waitFor(() => expect(offers?.querySelectorAll('[data-testid="product-skeleton"]')).toHaveLength(0));
    const offerCards = within(offers as HTMLElement).getAllByTestId('product-card');
    await expect(offerCards.length).toBeGreaterThan(0);
    await expect(within(offers as HTMLElement).getAllByText(msg('home.offerEndsIn'))).toHaveLength(offerCards.length);
    const seeAll = canvas.getAllByRole('link', { name: msg('home.seeAll') }).map((link) => link.getAttribute('href'));
    await expect(seeAll).toEqual(expect.arrayContaining(['/categories', '/shop?sortBy=best_selling', '/brands']));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('home.categories') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('home.bestSellers') })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: seedTitle.category('laptops') })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: msg('home.seeAll') }).length).toBeGreaterThanOrEqual(3);
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/home', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: msg('home.categories') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('home.offers') })).toBeVisible();
    await expect(canvas.getAllByRole('status', { name: msg('common.loading') })).toHaveLength(4);
    await expect(canvas.queryByTestId('product-card')).toBeNull();
  },
};

/** The mock's empty catalogue: no products to offer or sell; the categories and brands still lead on, no blank section. */
export const Empty: Story = {
  parameters: { mockScenario: 'empty-catalogue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(await canvas.findByRole('list', { name: msg('home.categories') })).findAllByRole('link')).not.toHaveLength(0);
    await waitFor(() => expect(canvas.queryByRole('status', { name: msg('common.loading') })).toBeNull());
    // Sections with nothing in them are left out (decision 023).
    await expect(canvas.queryByRole('heading', { level: 2, name: msg('home.bestSellers') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: msg('home.offers') })).toBeNull();
    await expect(canvas.queryByTestId('product-card')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
  },
};

/** The mock's slow network (1.5 to 3 s a call): the sections' skeletons stand until home's answer comes. */
export const Slow: Story = {
  parameters: { mockScenario: 'slow-network' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status', { name: msg('common.loading') }).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('group', { name: msgPattern('home.slideOf', { number: 1 }, ['count']) }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The server is down: the toast and the server error screen; Reload brings the home page. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('heading', { name: msg('home.bestSellers') })).toBeVisible();
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
    await expect(section.getByRole('heading', { level: 2, name: msg('recentlyViewed.title') })).toBeVisible();
    await waitFor(() => expect(section.getAllByTestId('product-card')).toHaveLength(2));
    const titles = [seedTitle.product(6), seedTitle.product(1)];
    await expect(section.getAllByRole('link', { name: (name) => titles.includes(name) }).map((link) => link.textContent)).toEqual(titles);
    // Last on the page: nothing of the home's own sections comes after it.
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.at(-1)).toBe(msg('recentlyViewed.title'));
  },
};

/** Home answers `{}` (spec section 8: ignored silently): no empty sections, one note leading to the shop. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/home', () => HttpResponse.json({}))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('home.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('home.empty.shop') })).toHaveAttribute('href', '/shop');
    await expect(canvas.queryByRole('heading', { level: 2, name: msg('home.bestSellers') })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2, name: msg('home.categories') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
  },
};

export const MalformedAnswerArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/', msw: [http.get('*/home', () => HttpResponse.json(null))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('home.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('home.empty.shop') })).toBeVisible();
  },
};
