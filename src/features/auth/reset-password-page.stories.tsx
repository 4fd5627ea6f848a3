import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ResetPasswordPage from './reset-password-page';
import { resetActions, resetStore } from './reset-store';
import { DEMO_CUSTOMER, inLocaleRoute, signInGuest } from '../../session/story-session';
import { inLocale, localePath, msg, msgStart } from '../../i18n/story-messages';
import { CODE_INVALID } from '../../../.storybook/mock-texts';

/** The e-mail forget-password captured; the resend countdown starts at a minute. */
const captured = () => {
  resetActions.captured(DEMO_CUSTOMER.email, 60);
  return () => resetActions.finished();
};

const meta = {
  title: 'Session/ResetPasswordPage',
  component: ResetPasswordPage,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/reset-password' },
  beforeEach: [signInGuest, captured],
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.reset.title') })).toBeVisible();
    await expect(canvas.getByText(msg('auth.reset.intro', { email: DEMO_CUSTOMER.email }))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.reset.code') })).toBeVisible();
    // A minute, counting down (a loaded machine may have taken a few of its seconds to draw the page).
    await expect(canvas.getByText(/^(01:00|00:[0-5]\d)$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('auth.reset.resend') })).toBeNull();
    await expect(canvas.getByRole('link', { name: msg('auth.reset.changeEmail') })).toHaveAttribute('href', localePath('/forget-password'));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.reset.title') })).toBeVisible();
    // The countdown's sentence; its time is Default's check.
    await expect(canvas.getByRole('status')).toHaveTextContent(msg('auth.reset.resendIn', { time: '' }).trim());
  },
};

/** The countdown has run out: a new code can be requested. */
export const CanResend: Story = {
  beforeEach: () => {
    resetActions.captured(DEMO_CUSTOMER.email, 0);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = canvas.getByRole('button', { name: msg('auth.reset.resend') });
    await userEvent.click(resend);
    await expect(await within(canvasElement.ownerDocument.body).findByText(msg('auth.reset.resent'))).toBeInTheDocument();
    await expect(resetStore.resendAt).toBeGreaterThan(Date.now());
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.reset.code') }), '12');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.reset.verify') }));
    await expect(await canvas.findByText(msg('validation.code'))).toBeVisible();
    await expect(canvas.queryByLabelText(msgStart('auth.newPassword'))).toBeNull();
  },
};

/** A well-formed but wrong code: POST /otp/verify answers 422; its message lands on the code field, which keeps the code and the focus. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: msgStart('auth.reset.code') });
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.reset.verify') }));
    await expect(await within(code.closest('.fui-Field') as HTMLElement).findByRole('alert')).toHaveTextContent(inLocale(CODE_INVALID));
    await expect(code).toHaveValue('000000');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.queryByLabelText(msgStart('auth.newPassword'))).toBeNull();
    await expect(resetStore.email).toBe(DEMO_CUSTOMER.email);
  },
};

const codeAccepted = { msw: [http.post('*/otp/verify', () => HttpResponse.json({ success: true, message: 'The code is valid', data: { valid: true } }))] };

/** The code was accepted: it stays shown (read-only, with Change code) and the new password is asked for. */
export const CodeVerified: Story = {
  parameters: codeAccepted,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.reset.code') }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.reset.verify') }));
    await expect(await canvas.findByText(msg('auth.reset.codeVerified'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.reset.code') })).toHaveAttribute('readonly');
    const password = canvas.getByLabelText(msgStart('auth.newPassword'));
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'Secret@123');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.newPasswordConfirmation')), 'Other@123');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.reset.submit') }));
    await expect(await canvas.findByText(msg('validation.passwordsMatch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.reset.changeCode') }));
    await expect(canvas.queryByLabelText(msgStart('auth.newPassword'))).toBeNull();
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.reset.code') })).not.toHaveAttribute('readonly');
  },
};

export const CodeVerifiedArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { ...codeAccepted, path: '/ar/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.reset.code') }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.reset.verify') }));
    await expect(await canvas.findByText(msg('auth.reset.codeVerified'))).toBeVisible();
    await expect(canvas.getByLabelText(msgStart('auth.newPassword'))).toBeVisible();
  },
};

/** The check itself fails (500): the server's message in a toast, the shopper stays on the code with what was typed. */
export const VerifyFails: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/otp/verify', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: msgStart('auth.reset.code') });
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.reset.verify') }));
    await expect(code).toHaveValue('123456');
    await expect(canvas.queryByLabelText(msgStart('auth.newPassword'))).toBeNull();
  },
};
