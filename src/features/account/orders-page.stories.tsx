import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer, signInNewCustomer } from '../../session/story-session';
import OrdersPage from './orders-page';
import { expectServerErrorThenRecovery, serverOutage } from '../../components/error-screen/story-failures';

const meta = {
  title: 'Account/OrdersPage',
  component: OrdersPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile/orders' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's 13 orders, 10 a page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'My orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByRole('link', { name: 'NT-240013' })).toHaveAttribute('href', '/en/profile/orders/13');
    await expect(canvas.getByText('1 to 10 of 13 orders')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orders', current: 'page' })).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('11 to 13 of 13 orders')).toBeVisible());
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'طلباتي' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [http.get('*/profile/orders', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading…')).toBeVisible();
  },
};

/** A customer who never ordered. */
export const Empty: Story = {
  beforeEach: [signInNewCustomer],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders found')).toBeVisible();
  },
};

/** The server is down: the HTTP layer toasts the server's message, the error screen stands in; Reload brings it. */
export const Failed: Story = {
  ...serverOutage('*/profile/orders', 'Orders are unavailable right now'),
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, 'Orders are unavailable right now', async () => {
      await expect(await within(canvasElement).findByRole('table', { name: 'My orders' })).toBeVisible();
    }),
};

const MOBILE = { viewport: { value: 'mobile2', isRotated: false } } as const;

/** Phones: one card per order, nothing cut — number, total, date and item count, then the two labelled badges. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'My orders' });
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    for (const card of cards) {
      // Nothing in a card is cut or spills sideways.
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      const number = within(card).getByRole('link', { name: /^NT-\d{6}$/ });
      // The order number stays on one line.
      await expect(number.getBoundingClientRect().height).toBeLessThan(30);
      await expect(within(card).getByText(/^EGP\s[\d,]+(\.\d{2})?$/)).toBeVisible();
      await expect(within(card).getByText(/\d{4} · \d+ items?$/)).toBeVisible();
    }
    await expect(within(list).getByRole('link', { name: 'NT-240013' })).toHaveAttribute('href', '/en/profile/orders/13');
    await expect(canvas.getByText('1 to 10 of 13 orders')).toBeVisible();
  },
};

export const MobileArabic: Story = {
  globals: { ...MOBILE, locale: 'ar' },
  parameters: { path: '/ar/profile/orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'طلباتي' });
    for (const card of within(list).getAllByRole('listitem')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      const number = within(card).getByRole('link', { name: /^NT-\d{6}$/ });
      // Left to right and whole: "NT-240013", never "-NT" / "240013".
      await expect(getComputedStyle(number).direction).toBe('ltr');
      await expect(number.getBoundingClientRect().height).toBeLessThan(30);
    }
    await expect(within(list).getAllByText('الدفع').length).toBe(10);
  },
};
