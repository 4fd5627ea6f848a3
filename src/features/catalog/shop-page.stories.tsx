import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ShopPage from './shop-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { lastNumberIn, msgPattern } from '../../i18n/story-message-patterns';
import { seedTitle } from '../../../.storybook/mock-texts';

const meta = {
  title: 'Catalog/ShopPage',
  component: ShopPage,
  parameters: { layout: 'fullscreen', path: '/en/shop' },
} satisfies Meta<typeof ShopPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The listing's total: the summary's last number ("1 to 12 of 96 products"). */
const totalOf = lastNumberIn;
const summaryText = () => msgPattern('shop.summary', { from: 1 }, ['to', 'total']);
const samsung = (name: string) => name.startsWith(seedTitle.brand('samsung'));

/** Every product, all filter groups; choosing a brand narrows the list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('bottomBar.shop') })).toBeVisible();
    await canvas.findAllByTestId('product-card', {}, { timeout: 5000 });
    const summary = canvas.getByText(summaryText());
    const before = totalOf(summary.textContent);
    const filters = within(canvas.getByRole('complementary', { name: msg('shop.filters') }));
    // The panel is a chunk of its own (decision 031): it follows the listing's first render.
    for (const group of ['categories', 'brands', 'price', 'tags'].map((name) => msg(`shop.filters.${name}`))) await expect(await filters.findByRole('group', { name: group })).toBeVisible();
    await userEvent.click(filters.getByRole('checkbox', { name: samsung }));
    await expect(filters.getByRole('checkbox', { name: samsung })).toBeChecked();
    await waitFor(() => expect(totalOf(canvas.getByText(summaryText()).textContent)).toBeLessThan(before));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/shop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible();
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(await within(canvas.getByRole('complementary', { name: 'التصفية' })).findByRole('checkbox', { name: /^سامسونج/ })).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/products', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('product-skeleton')).toHaveLength(8);
  },
};

export const Empty: Story = {
  parameters: { path: '/en/shop?price=1-2' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(msg('shop.empty'))).toBeVisible();
  },
};

/** The mock's empty catalogue: the shop says it has nothing (never an error screen, never a blank grid). */
export const EmptyCatalogue: Story = {
  parameters: { mockScenario: 'empty-catalogue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('shop.empty'))).toBeVisible();
    await expect(canvas.queryByTestId('product-card')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
  },
};

/** The mock's slow network (1.5 to 3 s a call): the grid's skeletons hold its place until the products come. */
export const Slow: Story = {
  parameters: { mockScenario: 'slow-network' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('product-skeleton')).toHaveLength(8);
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await expect(canvas.queryAllByTestId('product-skeleton')).toHaveLength(0);
  },
};

/** The server is down: the heading, filters and sort stay usable around the error screen; Reload fills the page. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('errorScreen.serverError.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: msg('bottomBar.shop') })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: msg('shop.filters') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: msg('shop.sort') })).toBeEnabled();
    await expectServerErrorThenRecovery(canvasElement, async () => {
      await expect((await canvas.findAllByTestId('product-card')).length).toBeGreaterThan(0);
      await expect(await within(canvas.getByRole('complementary', { name: msg('shop.filters') })).findByRole('group', { name: msg('catalog.brands') })).toBeVisible();
    });
  },
};

/**
 * The server answers 200 with something that is not a listing (a proxy's text page): ignored silently (spec
 * section 8) — the empty state, no error screen, no route error boundary.
 */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/products', () => HttpResponse.text('Service Unavailable'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('shop.empty'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: msg('bottomBar.shop') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: msg('shop.pagination') })).toBeNull();
  },
};

/** The answer's `data` is null: the same empty state. */
export const NullData: Story = {
  parameters: { msw: [http.get('*/products', () => HttpResponse.json({ success: true, message: '', data: null }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(msg('shop.empty'))).toBeVisible();
  },
};
