import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiInStoryLocale, DEMO_ORDER_ID, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import OrderDetailPage from './order-detail-page';
import { expectServerErrorThenRecovery, serverOutage } from '../../components/error-screen/story-failures';

const meta = {
  title: 'Account/OrderDetailPage',
  component: OrderDetailPage,
  decorators: [inLocaleRoute('/profile/orders/:id')],
  parameters: { layout: 'fullscreen', path: `/en/profile/orders/${DEMO_ORDER_ID}` },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof OrderDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Order NT-240006: processing, paid, in transit with Aramex, partly paid from the wallet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order NT-240006' })).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText('Aramex')).toBeVisible();
    await expect(canvas.getByText(/^AWB\d{10}$/)).toBeVisible();
    await expect(canvas.getByText('Paid from wallet')).toBeVisible();
    const items = canvas.getByRole('table', { name: 'Items' });
    await expect(within(items).getAllByText(/^SKU /).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(/EGP/);
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Track order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orders', current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: `/ar/profile/orders/${DEMO_ORDER_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الطلب NT-240006' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تتبع الطلب' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'المنتجات' })).toBeVisible();
  },
};

/** A cancelled order whose payment failed: not shipped, no tracking number. */
export const CancelledUnpaid: Story = {
  parameters: { path: '/en/profile/orders/10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order NT-240010' })).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('Not shipped yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [http.get('*/orders/:orderId', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print' })).toBeNull();
  },
};

/** The order cannot load (server down): the page keeps its heading, the error screen stands in; Reload brings it. */
export const Failed: Story = {
  ...serverOutage('*/orders/:orderId', 'Orders are unavailable right now'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expectServerErrorThenRecovery(canvasElement, 'Orders are unavailable right now', async () => {
      await expect(await within(canvasElement).findByTestId('order-total')).toBeVisible();
    });
  },
};

const MOBILE = { viewport: { value: 'mobile2', isRotated: false } } as const;

/** Phones: each item is a row — name and SKU, "quantity × price" on its own line, the line total at the end. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('list', { name: 'Items' });
    await expect(canvas.queryByRole('table', { name: 'Items' })).toBeNull();
    for (const item of within(items).getAllByRole('listitem')) {
      const name = within(item).getByRole('link');
      const quantity = within(item).getByText(/^\d+ × \u2066EGP\s[\d,]+(\.\d{2})?\u2069$/);
      // The name and the quantity never run together: the quantity line starts below the name.
      await expect(quantity.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom - 1);
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(/EGP/);
  },
};

export const MobileArabic: Story = {
  globals: { ...MOBILE, locale: 'ar' },
  parameters: { path: `/ar/profile/orders/${DEMO_ORDER_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('list', { name: 'المنتجات' });
    for (const item of within(items).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    // Amounts taken off carry their minus in front, inside the left-to-right isolate.
    await expect(canvas.getAllByText(/^\u2066-EGP\s[\d,]+(\.\d{2})?\u2069$/, { selector: 'dd' }).length).toBeGreaterThan(0);
  },
};
