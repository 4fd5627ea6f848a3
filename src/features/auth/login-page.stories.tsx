import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoginPage from './login-page';
import { sessionStore } from '../../session/session-store';
import { DEMO_CUSTOMER, inLocaleRoute, signInGuest } from '../../session/story-session';

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeVisible();
    await expect(canvas.getByLabelText(/Password/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/forget-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByText('يلزم إدخال بريد إلكتروني صالح')).toBeVisible();
  },
};

/** Submitted empty: the spec section 5 messages under each field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('A valid e-mail address is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

/** A wrong password: the server's 422 lands on the e-mail field and what was typed stays. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('These credentials do not match our records.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(sessionStore.role).toBe('guest');
  },
};

/** The demo customer logs in; the session becomes a customer's. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStore.role).toBe('customer'));
    await expect(sessionStore.user?.email).toBe(DEMO_CUSTOMER.email);
  },
};

/** While the login request runs, the button is disabled with a spinner. */
export const Submitting: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/login', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled());
  },
};

/** The mock's slow network: the button is busy while the login runs, then the customer is signed in. */
export const Slow: Story = {
  parameters: { mockScenario: 'slow-network' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled());
    await waitFor(() => expect(sessionStore.role).toBe('customer'), { timeout: 10_000 });
  },
};

/** The server fails: the HTTP layer toasts its message. */
export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/login', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_CUSTOMER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('An unexpected error occurred. Please try again later.')).toBeVisible());
    await expect(sessionStore.role).toBe('guest');
  },
};
