import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RECENTLY_VIEWED_KEY, recentlyViewed } from '../../../session/recently-viewed';
import { RecentlyViewedSection } from './recently-viewed-section';
import { msg } from '../../../i18n/story-messages';
import { mockErrorMessage } from '../../../../.storybook/scenario-plays';
import { seedTitle } from '../../../../.storybook/mock-texts';

/** Seeded products of the mock (mocks/db/seed), their titles in the story's language: 3 Galaxy A55, 1 Galaxy S24 Ultra, 6 iPhone 16 Pro Max (sold out). */
const [A55, S24, IPHONE] = [3, 1, 6];
const titles = (...ids: number[]) => ids.map((id) => seedTitle.product(id));

/** The device remembers these ids (most recent first) when the story starts; forgotten afterwards. */
const viewed = (ids: unknown) => () => {
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  recentlyViewed.reload();
  return () => recentlyViewed.clear();
};

const cardTitles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: msg('recentlyViewed.title') }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link').at(-1)?.textContent);

const meta = {
  title: 'Catalog/RecentlyViewedSection',
  component: RecentlyViewedSection,
  parameters: { layout: 'padded' },
  beforeEach: viewed([3, 1, 6]),
} satisfies Meta<typeof RecentlyViewedSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three products, in the order they were last opened (not the server's order), with fresh prices. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('recentlyViewed.title') })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('product-card')).toHaveLength(3));
    await expect(cardTitles(canvasElement)).toEqual(titles(A55, S24, IPHONE));
    await expect(canvas.getAllByText(msg('stock.out')).length).toBeGreaterThan(0);
  },
};

/** Arabic: titles and prices come in Arabic from the same stored ids; the row starts on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'شوهدت مؤخرًا' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('product-card')).toHaveLength(3));
    await expect(cardTitles(canvasElement)[0]).toContain('سامسونج جالاكسي A55');
  },
};

/** On a product page: the product on screen is not listed among the others. */
export const ExcludingCurrent: Story = {
  args: { excludeId: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByTestId('product-card')).toHaveLength(2));
    await expect(cardTitles(canvasElement)).toEqual(titles(A55, IPHONE));
  },
};

/** While the products load, skeletons hold the row's height (one per stored id). */
export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/products', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: msg('recentlyViewed.title') })).toBeVisible();
    await expect(canvas.getByRole('status', { name: msg('common.loading') })).toBeVisible();
    await expect(canvas.getAllByTestId('product-skeleton')).toHaveLength(3);
  },
};

/** Nothing viewed yet on this device: no section at all, and no request. */
export const NothingViewed: Story = {
  beforeEach: viewed([]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: msg('recentlyViewed.title') })).toBeNull();
  },
};

/** The only product viewed is the one on screen: nothing else to show. */
export const OnlyTheCurrentOne: Story = {
  beforeEach: viewed([1]),
  args: { excludeId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: msg('recentlyViewed.title') })).toBeNull();
  },
};

/** The stored products left the catalogue: the section hides once the server says so. */
export const NoLongerSold: Story = {
  beforeEach: viewed([999_001, 999_002]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: msg('recentlyViewed.title') })).toBeNull());
  },
};

/** The request failed: the side section hides quietly (no toast over the page the shopper came for). */
export const Failed: Story = {
  parameters: { mockRequests: [{ path: '*/products', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: msg('recentlyViewed.title') })).toBeNull());
    await expect(within(canvasElement.ownerDocument.body).queryByText(await mockErrorMessage(canvasElement.ownerDocument, 500))).toBeNull();
  },
};

/** Storage holds something else entirely (another version, another hand): dropped, nothing shown. */
export const HostileStoredValue: Story = {
  beforeEach: viewed({ ids: '<img src=x onerror=alert(1)>' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: msg('recentlyViewed.title') })).toBeNull();
    await expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  },
};
