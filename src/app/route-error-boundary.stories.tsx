import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouterFallback } from './route-error-boundary';
import { inLocaleRoute } from '../session/story-session';
import { localePath, msg } from '../i18n/story-messages';

const meta = {
  title: 'App/RouterFallback',
  component: RouterFallback,
  decorators: [inLocaleRoute()],
  args: { error: new Error('Cannot read properties of undefined (reading "records")') },
} satisfies Meta<typeof RouterFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: msg('router.fallback.title') })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: msg('breadcrumbs.label') })).getByRole('link', { name: msg('breadcrumbs.home') })).toHaveAttribute('href', localePath('/'));
    await expect(canvas.queryByText(/reading "records"/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: msg('router.fallback.show') }));
    await expect(canvas.getByText(/reading "records"/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('router.fallback.hide') }));
    await expect(canvas.queryByText(/reading "records"/)).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: msg('router.fallback.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('router.fallback.show') }));
    await expect(canvas.getByRole('button', { name: msg('router.fallback.hide') })).toBeVisible();
  },
};
