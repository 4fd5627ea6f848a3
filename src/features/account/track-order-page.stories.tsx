import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInGuest } from '../../session/story-session';
import TrackOrderPage from './track-order-page';

const meta = {
  title: 'Account/TrackOrderPage',
  component: TrackOrderPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/track-order' },
  beforeEach: [apiInStoryLocale, signInGuest],
} satisfies Meta<typeof TrackOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest looks an order up by its number. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Track an order' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Order number' })).toBeChecked();
    const input = canvas.getByRole('textbox', { name: 'Order number' });
    await expect(input).toHaveAttribute('placeholder', 'NT-240001');
    await userEvent.type(input, 'NT-240006');
    await userEvent.click(canvas.getByRole('button', { name: 'Track' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Order NT-240006' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Order timeline' })).toBeVisible();
  },
};

/** `?orderNumber=` fills the form and shows the order straight away. */
export const FromLink: Story = {
  parameters: { path: '/en/track-order?orderNumber=NT-240001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Order number' })).toHaveValue('NT-240001');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Order NT-240001' })).toBeVisible();
    await expect(canvas.getAllByText('Delivered').length).toBeGreaterThan(0);
  },
};

/** What a stranger sees: progress, items and the city; no name, street, phone, e-mail or price. */
export const NothingPersonal: Story = {
  parameters: { path: '/en/track-order?orderNumber=NT-240006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Order NT-240006' })).toBeVisible();
    await expect(canvas.getByText(/^Shipping to /)).toBeVisible();
    await expect(canvas.getByText('Items')).toBeVisible();
    await expect(canvasElement.querySelectorAll('li').length).toBeGreaterThan(0);
    // What the page shows and reads out (the breadcrumbs' JSON-LD data is not shown text).
    const shown = canvasElement.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('script').forEach((script) => script.remove());
    const text = shown.textContent ?? '';
    await expect(text).not.toMatch(/EGP|@|\+?20\d{9,}|01\d{9}/);
  },
};

export const ByTrackingNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tracking number' }));
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await expect(input).toHaveAttribute('placeholder', 'AWB1234567890');
    await userEvent.type(input, 'AWB5024865734');
    await userEvent.click(canvas.getByRole('button', { name: 'Track' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Order NT-240006' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/track-order?orderNumber=NT-240006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'تتبع طلب' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'الطلب NT-240006' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تتبع' })).toBeVisible();
  },
};

/** Submitted empty. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Track' }));
    await expect(await canvas.findByText('Enter an order number or a tracking number')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { path: '/en/track-order?orderNumber=NT-999999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not find an order with that number')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    path: '/en/track-order?orderNumber=NT-240006',
    msw: [http.get('*/orders/track', async () => { await delay('infinite'); return HttpResponse.json({}); })],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Track' })).toBeDisabled());
  },
};

export const Failed: Story = {
  parameters: {
    path: '/en/track-order?orderNumber=NT-240006',
    msw: [http.get('*/orders/track', () => HttpResponse.json({ success: false, message: 'Server down' }, { status: 500 }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Request failed')).toBeVisible();
  },
};
