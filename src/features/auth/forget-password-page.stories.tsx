import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ForgetPasswordPage from './forget-password-page';
import { resetActions, resetStore } from './reset-store';
import { DEMO_CUSTOMER, inLocaleRoute, signInGuest } from '../../session/story-session';

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByText('Enter your e-mail and we will send you a one-time code to reset your password.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/en/login');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/forget-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إرسال الرمز' })).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('A valid e-mail address is required')).toBeVisible();
  },
};

/** The code is sent: the e-mail and the resend time are kept for the reset step. */
export const SendsCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(resetStore.email).toBe(DEMO_CUSTOMER.email));
    await expect(resetStore.resendAt).toBeGreaterThan(Date.now());
  },
};

export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/forget-password', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('An unexpected error occurred. Please try again later.')).toBeVisible());
    await expect(resetStore.email).toBeNull();
  },
};
