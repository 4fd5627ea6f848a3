import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import ChangePasswordPage from './change-password-page';

const meta = {
  title: 'Account/ChangePasswordPage',
  component: ChangePasswordPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile/change-password' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof ChangePasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByLabelText(/Current password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^New password/)).toBeVisible();
    await expect(canvas.getByLabelText(/Confirm new password/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Change password', current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/change-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'تغيير كلمة المرور' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تغيير كلمة المرور' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Passwords must match')).toBeVisible();
  },
};

/** A wrong current password: the server's 422 lands on that field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Current password/), 'Not@mine1');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Secret@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The current password is incorrect.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'PATCH', path: '*/profile/password', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Current password/), 'Demo@1234');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Secret@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('An unexpected error occurred. Please try again later.')).toBeVisible());
  },
};
