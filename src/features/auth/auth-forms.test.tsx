import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { localeStore } from '../../i18n/locale-store';
import { Route } from 'wouter';
import { forgetPassword } from '../../api/generated/endpoints/session/session';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { toastBus } from '../../components/toast/toast-bus';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import ResetPasswordPage from './reset-password-page';
import { resetActions } from './reset-store';
import { sessionActions, sessionStore } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';

const inLocale = (ui: React.ReactElement) => (
  <Route path="/:locale" nest>
    {ui}
  </Route>
);

beforeEach(async () => {
  await startGuestSession();
});
afterEach(() => {
  sessionActions.clearCredentials();
  resetActions.finished();
});

describe('login form', () => {
  it('shows the spec section 5 messages when submitted empty', async () => {
    renderWithApp(inLocale(<LoginPage />), { path: '/en/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('A valid e-mail address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('puts a 422 on the e-mail field and keeps what was typed', async () => {
    renderWithApp(inLocale(<LoginPage />), { path: '/en/login' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'demo@niletech.eg');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('demo@niletech.eg');
    expect(sessionStore.role).toBe('guest');
  });

  it('says a wrong password on the form only: no toast repeats it', async () => {
    const shown = vi.fn();
    const unsubscribe = toastBus.subscribe(shown, (work) => work);
    try {
      renderWithApp(inLocale(<LoginPage />), { path: '/en/login' });
      await userEvent.type(screen.getByLabelText(/E-mail/), 'demo@niletech.eg');
      await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(shown).not.toHaveBeenCalled();
      expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    } finally {
      unsubscribe();
    }
  });

  it('signs the customer in', async () => {
    renderWithApp(inLocale(<LoginPage />), { path: '/en/login' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'demo@niletech.eg');
    await userEvent.type(screen.getByLabelText(/Password/), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStore.role).toBe('customer'));
    expect(sessionStore.user?.email).toBe('demo@niletech.eg');
  });

  it('shows Arabic messages in Arabic', async () => {
    renderWithApp(inLocale(<LoginPage />), { path: '/ar/login', locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('يلزم إدخال بريد إلكتروني صالح')).toBeInTheDocument();
  });
});

describe('register form', () => {
  it('requires matching passwords, 8 characters and the terms', async () => {
    renderWithApp(inLocale(<RegisterPage />), { path: '/en/register' });
    await userEvent.type(screen.getByLabelText(/Full name/), 'A');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
  });

  it('maps a taken e-mail (422) onto the e-mail field', async () => {
    renderWithApp(inLocale(<RegisterPage />), { path: '/en/register' });
    await userEvent.type(screen.getByLabelText(/Full name/), 'Demo Again');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'demo@niletech.eg');
    await userEvent.type(screen.getByLabelText(/Phone number/), '01012345678');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret@123');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'Secret@123');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Demo Again');
  });
});

describe('reset password', () => {
  it('goes back to forget-password when no e-mail was captured', async () => {
    const { location } = renderWithApp(inLocale(<ResetPasswordPage />), { path: '/en/reset-password' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/en/forget-password'));
  });

  it('shows the resend countdown in minutes and seconds', () => {
    resetActions.captured('demo@niletech.eg', 60);
    renderWithApp(inLocale(<ResetPasswordPage />), { path: '/en/reset-password' });
    expect(screen.getByText(/01:00|00:59/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  });

  const sendCode = async (email: string) => {
    const { data } = await forgetPassword({ email });
    resetActions.captured(data.email, data.resend_after);
    return mockServer.db.state.outbox.filter((message) => message.email === email).at(-1)!.code;
  };

  it('checks the code with POST /otp/verify before asking for the new password; a wrong code stays typed, focused, with its message', async () => {
    const shown = vi.fn();
    const unsubscribe = toastBus.subscribe(shown, (work) => work);
    try {
      const code = await sendCode('omar@niletech.eg');
      const wrong = code === '111111' ? '222222' : '111111';
      renderWithApp(inLocale(<ResetPasswordPage />), { path: '/en/reset-password' });
      expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
      const codeField = screen.getByLabelText(/One-time code/);
      await userEvent.type(codeField, wrong);
      await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
      expect(await screen.findByText('The code is invalid or has expired')).toBeInTheDocument();
      expect(codeField).toHaveValue(wrong);
      expect(codeField).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(codeField).toHaveFocus());
      expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(shown).not.toHaveBeenCalled();

      await userEvent.clear(codeField);
      await userEvent.type(codeField, code);
      await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
      expect(await screen.findByText('Code verified. Choose your new password.')).toBeInTheDocument();
      const password = screen.getByLabelText(/^New password/);
      await waitFor(() => expect(password).toHaveFocus());
      await userEvent.type(password, 'Fresh@1234');
      await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh@1234');
      await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
      await waitFor(() => expect(mockServer.db.state.users.find((user) => user.email === 'omar@niletech.eg')?.password).toBe('Fresh@1234'));
    } finally {
      unsubscribe();
    }
  });

  it('says a malformed code without asking the server', async () => {
    await sendCode('omar@niletech.eg');
    renderWithApp(inLocale(<ResetPasswordPage />), { path: '/en/reset-password' });
    await userEvent.type(screen.getByLabelText(/One-time code/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('A valid one-time code is required')).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('goes back to the code, with the message on it, when the code expires between the two steps', async () => {
    const code = await sendCode('omar@niletech.eg');
    renderWithApp(inLocale(<ResetPasswordPage />), { path: '/en/reset-password' });
    const codeField = screen.getByLabelText(/One-time code/);
    await userEvent.type(codeField, code);
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Fresh@1234');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh@1234');
    for (const row of mockServer.db.state.otps) row.expiresAt = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The code is invalid or has expired')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(codeField).toHaveValue(code);
    expect(codeField).not.toHaveAttribute('readonly');
    await waitFor(() => expect(codeField).toHaveFocus());
  });

  it("after too many wrong codes (429) says so under the code field, in the page's words, with no toast, even for the right code", async () => {
    const shown = vi.fn();
    onTestFinished(toastBus.subscribe(shown, (work) => work));
    const code = await sendCode('omar@niletech.eg');
    for (const row of mockServer.db.state.otps) row.failedAttempts = 5;
    renderWithApp(inLocale(<ResetPasswordPage />), { path: '/en/reset-password' });
    const codeField = screen.getByLabelText(/One-time code/);
    await userEvent.type(codeField, code);
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Too many wrong codes. Request a new code and try again.')).toBeInTheDocument();
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).not.toHaveBeenCalled();
  });

  it('shows the Arabic step in Arabic, with the server message in Arabic', async () => {
    await sendCode('omar@niletech.eg');
    localeStore.locale = 'ar';
    onTestFinished(() => {
      localeStore.locale = 'en';
    });
    renderWithApp(inLocale(<ResetPasswordPage />), { path: '/ar/reset-password', locale: 'ar' });
    await userEvent.type(screen.getByLabelText(/الرمز لمرة واحدة/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'تحقق من الرمز' }));
    expect(await screen.findByText('الكود غير صحيح أو انتهت صلاحيته')).toBeInTheDocument();
  });
});
