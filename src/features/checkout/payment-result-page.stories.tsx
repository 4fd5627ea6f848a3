import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer, signInGuest } from '../../session/story-session';
import PaymentResultPage from './payment-result-page';
import { rememberPlacedOrder } from '../account/placed-orders';
import { msg } from '../../i18n/story-messages';

/**
 * The result page reads the order from the API. The demo customer's seeded orders: 5 (NT-240005) paid,
 * 8 (NT-240008) payment pending, 10 (NT-240010) payment failed.
 */
const meta = {
  title: 'Checkout/PaymentResult',
  component: PaymentResultPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen' },
  beforeEach: [apiInStoryLocale],
} satisfies Meta<typeof PaymentResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Successful: Story = {
  beforeEach: [signInDemoCustomer],
  parameters: { path: '/en/checkout/result?result=successful&order=NT-240005&id=5&guest=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('payment.successful.title') })).toBeVisible();
    await expect(canvas.getByText('NT-240005')).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('payment.viewOrder') })).toBeVisible();
  },
};

/** The address claims success; the order's payment failed: the page says what the API says. */
export const FailedWhateverTheAddressClaims: Story = {
  beforeEach: [signInDemoCustomer],
  parameters: { path: '/en/checkout/result?result=successful&order=NT-240010&id=10&guest=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('payment.failed.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('payment.failed.retry') })).toBeVisible();
  },
};

/** The order number shown is the API's, not the address's `order`. */
export const ForgedOrderNumber: Story = {
  beforeEach: [signInDemoCustomer],
  parameters: { path: '/en/checkout/result?result=successful&order=Call%20%2B20100%20for%20refund&id=5&guest=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('NT-240005')).toBeVisible();
    await expect(canvas.queryByText(/Call \+20100/)).toBeNull();
  },
};

/** A customer's address with no real id, or with another's order: the neutral page, nothing about the order. */
export const BadIdIsNeutral: Story = {
  beforeEach: [signInDemoCustomer],
  parameters: { path: '/en/checkout/result?result=successful&order=NT-240005&id=javascript:alert(1)&guest=0' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: msg('payment.unknown.title') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: msg('payment.viewOrder') })).toBeNull();
  },
};

export const UnknownOrderIsNeutral: Story = {
  beforeEach: [signInDemoCustomer],
  parameters: { path: '/en/checkout/result?result=successful&order=NT-249999&id=9999&guest=0' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: msg('payment.unknown.title') })).toBeVisible();
  },
};

/** A guest opening the result address of an order this tab did not place: no result, a way to tracking. */
export const GuestWithAnothersOrderIsNeutral: Story = {
  beforeEach: [signInGuest],
  parameters: { path: '/en/checkout/result?result=successful&order=NT-240001&id=1&guest=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: msg('payment.unknown.title') })).toBeVisible();
    await expect(canvas.queryByText(msg('payment.successful.title'))).toBeNull();
    await expect(canvas.getByRole('button', { name: msg('account.nav.trackOrder') })).toBeVisible();
  },
};

/** The guest's own order (this tab placed it: its e-mail is remembered), payment under review. */
export const WarningForGuest: Story = {
  beforeEach: [
    signInGuest,
    () => {
      rememberPlacedOrder('NT-240008', 'demo@niletech.eg');
      return () => sessionStorage.removeItem('storefront.placed-orders');
    },
  ],
  parameters: { path: '/en/checkout/result?result=warning&order=NT-240008&id=8&guest=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('payment.warning.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('payment.trackOrder') })).toBeVisible();
  },
};

export const ArabicSuccessful: Story = {
  globals: { locale: 'ar' },
  beforeEach: [signInDemoCustomer],
  parameters: { path: '/ar/checkout/result?result=successful&order=NT-240005&id=5&guest=0' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'شكرًا لك! تم تقديم طلبك.' })).toBeVisible();
  },
};
