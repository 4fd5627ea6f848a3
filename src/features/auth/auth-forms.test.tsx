import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
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
});
