import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ErrorPage from './error-page';
import { msg } from '../../i18n/story-messages';

const meta = { title: 'Layout/ErrorPage', component: ErrorPage, parameters: { path: '/en/forbidden' } } satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: msg('errorScreen.forbidden.title') })).toBeVisible();
  },
};
export const ServerError: Story = {
  parameters: { path: '/en/server-error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeVisible();
  },
};
export const Generic: Story = { parameters: { path: '/en/error' } };
export const OfflineArabic: Story = { parameters: { path: '/ar/offline' }, globals: { locale: 'ar' } };
