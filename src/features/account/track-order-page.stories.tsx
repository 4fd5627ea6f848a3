import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInGuest } from '../../session/story-session';
import TrackOrderPage from './track-order-page';
import { rememberPlacedOrder } from './placed-orders';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

const meta = {
  title: 'Account/TrackOrderPage',
  component: TrackOrderPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/track-order' },
  beforeEach: [apiInStoryLocale, signInGuest],
} satisfies Meta<typeof TrackOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded NT-240006 is the demo customer's (demo@niletech.eg, 01012345678), tracking number AWB5024865734. */
const DEMO_EMAIL = 'demo@niletech.eg';

/** As if this tab had placed NT-240006 as a guest: its contact is known, so the page looks it up unasked. */
const placedInThisTab = () => {
  rememberPlacedOrder('NT-240006', DEMO_EMAIL);
  return () => sessionStorage.removeItem('storefront.placed-orders');
};

const fill = async (canvas: ReturnType<typeof within>, number: string, contact: string, numberLabel = msg('field.orderNumber')) => {
  await userEvent.type(canvas.getByRole('textbox', { name: numberLabel }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: msg('track.contact') }), contact);
  await userEvent.click(canvas.getByRole('button', { name: msg('track.submit') }));
};

/** A guest looks an order up by its number and the e-mail used on it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('account.nav.trackOrder') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: msg('field.orderNumber') })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: msg('field.orderNumber') })).toHaveAttribute('placeholder', 'NT-240001');
    await fill(canvas, 'NT-240006', 'Demo@NileTech.eg');
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
    await expect(canvas.getByRole('list', { name: msg('order.timeline') })).toBeVisible();
  },
};

/** `?orderNumber=` of an order this tab placed: filled and shown straight away. */
export const FromLinkOfThisTabsOrder: Story = {
  beforeEach: [placedInThisTab],
  parameters: { path: '/en/track-order?orderNumber=NT-240006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: msg('field.orderNumber') })).toHaveValue('NT-240006');
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
  },
};

/** `?orderNumber=` of any other order only fills the number: the contact is still asked for. */
export const FromLinkOfAnotherOrder: Story = {
  parameters: { path: '/en/track-order?orderNumber=NT-240001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: msg('field.orderNumber') })).toHaveValue('NT-240001');
    await expect(canvas.getByRole('textbox', { name: msg('track.contact') })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: msg('track.submit') }));
    await expect(await canvas.findByText(msg('track.contactRequired'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** What the owner sees: progress, items and the city; no name, street, phone or price. */
export const NothingPersonal: Story = {
  beforeEach: [placedInThisTab],
  parameters: { path: '/en/track-order?orderNumber=NT-240006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
    await expect(canvas.getByText(msgPattern('track.destination', {}, [], ['city']))).toBeVisible();
    await expect(canvas.getByText(msg('order.items'))).toBeVisible();
    await expect(canvasElement.querySelectorAll('li').length).toBeGreaterThan(0);
    // What the page shows and reads out (the breadcrumbs' JSON-LD data is not shown text).
    const shown = canvasElement.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('script').forEach((script) => script.remove());
    const text = shown.textContent ?? '';
    await expect(text).not.toMatch(/EGP|@|\+?20\d{9,}|01\d{9}/);
  },
};

/** By tracking number and the phone, typed as a shopper might. */
export const ByTrackingNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: msg('order.trackingNumber') }));
    await expect(canvas.getByRole('textbox', { name: msg('order.trackingNumber') })).toHaveAttribute('placeholder', 'AWB1234567890');
    await fill(canvas, 'AWB5024865734', '+20 101 234 5678', msg('order.trackingNumber'));
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: [placedInThisTab],
  parameters: { path: '/ar/track-order?orderNumber=NT-240006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('account.nav.trackOrder') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('track.submit') })).toBeVisible();
  },
};

/** Submitted empty: both fields say what they need. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('track.submit') }));
    await expect(await canvas.findByText(msg('validation.lookup'))).toBeVisible();
    await expect(canvas.getByText(msg('track.contactRequired'))).toBeVisible();
  },
};

/** A real number with someone else's e-mail reads exactly as a number that does not exist. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'NT-240006', 'someone@example.com');
    await expect(await canvas.findByText(msg('track.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** The server's limit (429): asked to wait, in words. */
export const TooManyLookups: Story = {
  parameters: {
    msw: [http.get('*/orders/track', () => HttpResponse.json({ success: false, message: 'Too many order lookups.' }, { status: 429, headers: { 'Retry-After': '42' } }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'NT-240006', DEMO_EMAIL);
    await expect(await canvas.findByText(msg('track.tooMany'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: [placedInThisTab],
  parameters: {
    path: '/en/track-order?orderNumber=NT-240006',
    mockRequests: [{ path: '*/orders/track', delayMs: 'infinite' }],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: msg('track.submit') })).toBeDisabled());
  },
};

export const Failed: Story = {
  beforeEach: [placedInThisTab],
  parameters: {
    path: '/en/track-order?orderNumber=NT-240006',
    mockRequests: [{ path: '*/orders/track', status: 500 }],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(msg('error.requestFailed'))).toBeVisible();
  },
};
