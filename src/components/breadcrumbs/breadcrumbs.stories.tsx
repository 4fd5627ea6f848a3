import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';
import { inLocaleRoute } from '../../session/story-session';

const meta = {
  title: 'Shared/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: [{ label: 'Orders', href: '/profile/orders' }, { label: 'Order #1024' }] },
  // The app's `/:locale` router, so the links read as in the shop.
  decorators: [inLocaleRoute()],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/en/profile/orders');
    await expect(canvas.getByText('Order #1024')).toHaveAttribute('aria-current', 'page');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { items: [{ label: 'الطلبات', href: '/profile/orders' }, { label: 'طلب رقم 1024' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar/');
  },
};

export const OnlyHome: Story = { args: { items: [] } };
