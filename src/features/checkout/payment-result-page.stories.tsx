import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PaymentResultPage from './payment-result-page';

const meta = { title: 'Checkout/PaymentResult', component: PaymentResultPage } satisfies Meta<typeof PaymentResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Successful: Story = {
  parameters: { path: '/en/checkout/result?result=successful&order=NT-240123&id=123&guest=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
    await expect(canvas.getByText('NT-240123')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View your order' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { path: '/en/checkout/result?result=failed&order=NT-240124&id=124&guest=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your payment has failed. Please try again.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to checkout' })).toBeVisible();
  },
};

export const WarningForGuest: Story = {
  parameters: { path: '/en/checkout/result?result=warning&order=NT-240125&id=125&guest=1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Track your order' })).toBeVisible();
  },
};

export const ArabicSuccessful: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/checkout/result?result=successful&order=NT-240123&id=123&guest=1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'شكرًا لك! تم تقديم طلبك.' })).toBeVisible();
  },
};
