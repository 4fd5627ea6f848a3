import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Order, OrderItem } from '../../api/generated/model';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiInStoryLocale, DEMO_ORDER_ID, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import OrderDetailPage from './order-detail-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
    await expect(canvas.getByText(msg('order.status.processing'))).toBeVisible();
    await expect(canvas.getByText('Aramex')).toBeVisible();
    await expect(canvas.getByText(/^AWB\d{10}$/)).toBeVisible();
    await expect(canvas.getByText(msg('order.wallet'))).toBeVisible();
    const items = canvas.getByRole('table', { name: msg('order.items') });
    await expect(within(items).getAllByText(msgPattern('order.sku', {}, [], ['sku'])).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(/EGP/);
    await expect(canvas.getByRole('button', { name: msg('order.print') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('order.track') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('account.nav.orders'), current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: `/ar/profile/orders/${DEMO_ORDER_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('order.track') })).toBeVisible();
    await expect(canvas.getByRole('table', { name: msg('order.items') })).toBeVisible();
  },
};

/** A cancelled order whose payment failed: not shipped, no tracking number. */
export const CancelledUnpaid: Story = {
  parameters: { path: '/en/profile/orders/10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: msg('order.numberHeading', { number: 'NT-240010' }) })).toBeVisible();
    await expect(canvas.getByText(msg('order.status.cancelled'))).toBeVisible();
    await expect(canvas.getByText(msg('order.status.failed'))).toBeVisible();
    await expect(canvas.getByText(msg('order.notShipped'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/orders/:orderId', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('orders.detail') })).toBeVisible();
    await expect(canvas.getByLabelText(msg('common.loading'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('order.print') })).toBeNull();
  },
};

/** The order cannot load (server down): the page keeps its heading, the error screen stands in; Reload brings it. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: msg('orders.detail') })).toBeVisible();
    await expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByTestId('order-total')).toBeVisible();
    });
  },
};

const MOBILE = { viewport: { value: 'phone', isRotated: false } } as const;

/** Phones: each item is a row — name and SKU, "quantity × price" on its own line, the line total at the end. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('list', { name: msg('order.items') });
    await expect(canvas.queryByRole('table', { name: msg('order.items') })).toBeNull();
    for (const item of within(items).getAllByRole('listitem')) {
      const name = within(item).getByRole('link');
      // A card: the product first, then Quantity, Price and Total as label: value pairs below its name.
      const quantity = within(item).getByText(msg('order.quantity')).nextElementSibling!;
      await expect(quantity).toHaveTextContent(/^\d+$/);
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
    const items = await canvas.findByRole('list', { name: msg('order.items') });
    for (const item of within(items).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    // Amounts taken off carry their minus in front, inside the left-to-right isolate.
    await expect(canvas.getAllByText(/^\u2066-EGP\s[\d,]+(\.\d{2})?\u2069$/, { selector: 'dd' }).length).toBeGreaterThan(0);
  },
};

/** Three items whose SKUs now have 40, 3 and 0 in stock (spec section 3, order item "SKU stock"). */
const itemWithStock = (id: number, title: string, skuStock: number): OrderItem => ({
  id,
  product: { id, slug: `item-${id}`, title, image: '' },
  quantity: 1,
  price: 1000,
  total: 1000,
  sku: `NT-${id}00`,
  sku_stock: skuStock,
});
const orderWithStocks: Order = {
  id: 77,
  number: 'NT-240077',
  date: '2026-11-20T10:00:00Z',
  status: 'Completed',
  payment_status: 'Paid',
  shipment_status: 'Delivered',
  items_count: 3,
  total: 3000,
  carrier: null,
  tracking_number: null,
  items: [itemWithStock(1, 'Plenty Phone', 40), itemWithStock(2, 'Scarce Charger', 3), itemWithStock(3, 'Gone Cable', 0)],
  subtotal: 3000,
  tax: 0,
  shipping: 0,
  discount: 0,
  wallet_amount: 0,
  payment_method: null,
  shipping_address: null,
  timeline: [],
};
const stockOrder = { msw: [http.get('*/orders/:orderId', () => HttpResponse.json({ success: true, message: '', data: { record: orderWithStocks } }))] };

/** Each item says how many of its SKU the shop has now, in the product page's stock words. */
export const SkuStock: Story = {
  parameters: { ...stockOrder, path: '/en/profile/orders/77' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('table', { name: msg('order.items') });
    const stockOf = (title: string) => within(within(items).getByRole('link', { name: title }).closest('tr') as HTMLElement).getByTestId('sku-stock');
    await expect(stockOf('Plenty Phone')).toHaveTextContent(new RegExp(`^${msg('stock.inStock')}$`));
    await expect(stockOf('Scarce Charger')).toHaveTextContent(new RegExp(`^${msg('stock.low', { count: 3 })}$`));
    await expect(stockOf('Gone Cable')).toHaveTextContent(new RegExp(`^${msg('stock.out')}$`));
  },
};

export const SkuStockMobileArabic: Story = {
  globals: { ...MOBILE, locale: 'ar' },
  parameters: { ...stockOrder, path: '/ar/profile/orders/77' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('list', { name: msg('order.items') });
    const rows = within(items).getAllByRole('listitem');
    await expect(within(rows[0] as HTMLElement).getByTestId('sku-stock')).toHaveTextContent(msg('stock.inStock'));
    await expect(within(rows[1] as HTMLElement).getByTestId('sku-stock')).toHaveTextContent(msg('stock.low', { count: 3 }));
    await expect(within(rows[2] as HTMLElement).getByTestId('sku-stock')).toHaveTextContent(msg('stock.out'));
    for (const row of rows) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
