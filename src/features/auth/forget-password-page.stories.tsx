import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ForgetPasswordPage from './forget-password-page';
import { resetActions, resetStore } from './reset-store';
import { DEMO_CUSTOMER, inLocaleRoute, signInGuest } from '../../session/story-session';
import { localePath, msg, msgStart } from '../../i18n/story-messages';
import { expectFailureToast } from '../../../.storybook/mock-texts';

const meta = {
  title: 'Session/ForgetPasswordPage',
  component: ForgetPasswordPage,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/forget-password' },
  beforeEach: [
    signInGuest,
    () => {
      resetActions.finished();
      return () => resetActions.finished();
    },
  ],
} satisfies Meta<typeof ForgetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.forget.title') })).toBeVisible();
    await expect(canvas.getByText(msg('auth.forget.intro'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('auth.forget.submit') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: msg('auth.backToLogin') })).toHaveAttribute('href', localePath('/login'));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/forget-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.forget.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('auth.forget.submit') })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.forget.submit') }));
    await expect(await canvas.findByText(msg('validation.email'))).toBeVisible();
  },
};

/** The code is sent: the e-mail and the resend time are kept for the reset step. */
export const SendsCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.forget.submit') }));
    await waitFor(() => expect(resetStore.email).toBe(DEMO_CUSTOMER.email));
    await expect(resetStore.resendAt).toBeGreaterThan(Date.now());
  },
};

export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/forget-password', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.forget.submit') }));
    await expectFailureToast(canvasElement);
    await expect(resetStore.email).toBeNull();
  },
};
