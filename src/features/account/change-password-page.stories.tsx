import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import ChangePasswordPage from './change-password-page';
import { inLocale, msg, msgStart } from '../../i18n/story-messages';
import { CURRENT_PASSWORD_WRONG, expectFailureToast } from '../../../.storybook/mock-texts';

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
    await expect(canvas.getByRole('heading', { level: 1, name: msg('account.password.title') })).toBeVisible();
    await expect(canvas.getByLabelText(msgStart('account.password.current'))).toHaveValue('');
    await expect(canvas.getByLabelText(msgStart('auth.newPassword'))).toBeVisible();
    await expect(canvas.getByLabelText(msgStart('auth.newPasswordConfirmation'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('account.password.save') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: msg('account.nav.changePassword'), current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/change-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('account.password.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('account.password.save') })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(msgStart('auth.newPassword')), 'short');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.newPasswordConfirmation')), 'other');
    await userEvent.click(canvas.getByRole('button', { name: msg('account.password.save') }));
    await expect(await canvas.findByText(msg('validation.passwordRequired'))).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordMin', { min: 8 }))).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordsMatch'))).toBeVisible();
  },
};

/** A wrong current password: the server's 422 lands on that field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(msgStart('account.password.current')), 'Not@mine1');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.newPassword')), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.newPasswordConfirmation')), 'Secret@123');
    await userEvent.click(canvas.getByRole('button', { name: msg('account.password.save') }));
    await expect(await canvas.findByText(inLocale(CURRENT_PASSWORD_WRONG))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'PATCH', path: '*/profile/password', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(msgStart('account.password.current')), 'Demo@1234');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.newPassword')), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.newPasswordConfirmation')), 'Secret@123');
    await userEvent.click(canvas.getByRole('button', { name: msg('account.password.save') }));
    await expectFailureToast(canvasElement);
  },
};
