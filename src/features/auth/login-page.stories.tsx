import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoginPage from './login-page';
import { sessionStore } from '../../session/session-store';
import { DEMO_CUSTOMER, inLocaleRoute, signInGuest } from '../../session/story-session';
import { inLocale, localePath, msg, msgStart } from '../../i18n/story-messages';
import { CREDENTIALS_MISMATCH, expectFailureToast } from '../../../.storybook/mock-texts';

const meta = {
  title: 'Session/LoginPage',
  component: LoginPage,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/login' },
  beforeEach: [signInGuest],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.login.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.email') })).toBeVisible();
    await expect(canvas.getByLabelText(msgStart('auth.password'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('auth.forget.link') })).toHaveAttribute('href', localePath('/forget-password'));
    await expect(canvas.getByRole('link', { name: msg('auth.register.link') })).toHaveAttribute('href', localePath('/register'));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.login.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await expect(await canvas.findByText(msg('validation.email'))).toBeVisible();
  },
};

/** Submitted empty: the spec section 5 messages under each field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await expect(await canvas.findByText(msg('validation.email'))).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordRequired'))).toBeVisible();
  },
};

/** A wrong password: the server's 422 lands on the e-mail field and what was typed stays. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await expect(await canvas.findByText(inLocale(CREDENTIALS_MISMATCH))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.email') })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(sessionStore.role).toBe('guest');
  },
};

/** The demo customer logs in; the session becomes a customer's. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await waitFor(() => expect(sessionStore.role).toBe('customer'));
    await expect(sessionStore.user?.email).toBe(DEMO_CUSTOMER.email);
  },
};

/** While the login request runs, the button is disabled with a spinner. */
export const Submitting: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/login', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: msg('auth.login.submit') })).toBeDisabled());
  },
};

/** The mock's slow network: the button is busy while the login runs, then the customer is signed in. */
export const Slow: Story = {
  parameters: { mockScenario: 'slow-network' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: msg('auth.login.submit') })).toBeDisabled());
    await waitFor(() => expect(sessionStore.role).toBe('customer'), { timeout: 10_000 });
  },
};

/** The server fails: the HTTP layer toasts its message. */
export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/login', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await expectFailureToast(canvasElement);
    await expect(sessionStore.role).toBe('guest');
  },
};
