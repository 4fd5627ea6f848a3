import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '../../session/session-store';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import ComparePage from './compare-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

const meta = {
  title: 'Compare/ComparePage',
  component: ComparePage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/compare-list' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof ComparePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's two phones side by side on price, discount, availability, new, category, brand and shared specs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('compare.title') })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    for (const row of ['price', 'discount', 'availability', 'new', 'category', 'brand'].map((name) => msg(`compare.${name}`))) {
      await expect(within(table).getByRole('rowheader', { name: row })).toBeVisible();
    }
    await expect(within(table).getAllByRole('button', { name: msgPattern('compare.remove', {}, [], ['title']) })).toHaveLength(2);
    // Each product's column can go to the cart from here.
    await expect(within(table).getAllByRole('button', { name: (name) => [msg('product.addToCart'), msg('product.addToCart.short')].includes(name) || msgPattern('quantity.increment', {}, [], ['name']).test(name) })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: msg('compare.clear') })).toBeEnabled();
  },
};

/** Add to cart from a product's column: the control becomes the quantity in the cart. */
export const AddsToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const [add] = within(table).getAllByRole('button', { name: (name) => [msg('product.addToCart'), msg('product.addToCart.short')].includes(name) });
    await userEvent.click(add as HTMLElement);
    await expect(await within(table).findByRole('button', { name: msgPattern('quantity.increment', {}, [], ['name']) })).toBeVisible();
    await waitFor(() => expect(sessionStore.user?.totals.cartItems).toBeGreaterThan(0));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/compare-list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'مقارنة المنتجات' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'السعر' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^(أضف للسلة|زيادة الكمية .*)$/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'مسح الكل' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/compare-lists', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(msg('common.loading'))).toBeVisible();
    await expect(canvas.getAllByTestId('compare-skeleton-column')).toHaveLength(3);
    // Its rows keep a row's gap (12 px) between them.
    const [first, second] = Array.from(canvas.getByLabelText(msg('common.loading')).children, (row) => row.getBoundingClientRect());
    if (!first || !second) throw new Error('The skeleton has rows');
    await expect(Math.round(second.top - first.bottom)).toBe(12);
  },
};

export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('compare.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('compare.clear') })).toBeNull();
  },
};

/** The server is down: the error screen, never a false "empty"; Reload brings the data. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('table')).toBeVisible();
    }),
};

/** Removing one product leaves the other (last: it changes the mock's data). */
export const RemovesProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const [remove] = within(table).getAllByRole('button', { name: msgPattern('compare.remove', {}, [], ['title']) });
    await userEvent.click(remove as HTMLElement);
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('columnheader')).toHaveLength(1));
    await waitFor(() => expect(sessionStore.user?.totals.compareItems).toBe(1));
  },
};

/** The answer is not a list (spec section 8: ignored silently): the empty state, not an error. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/compare-lists', () => HttpResponse.text('<html>Bad gateway</html>'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('compare.empty'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
  },
};
