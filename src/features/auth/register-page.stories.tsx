import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegisterPage from './register-page';
import { sessionStore } from '../../session/session-store';
import { DEMO_CUSTOMER, inLocaleRoute, signInGuest } from '../../session/story-session';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Session/RegisterPage',
  component: RegisterPage,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/register' },
  beforeEach: [signInGuest],
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    for (const label of [/Full name/, /E-mail/, /Phone number/]) await expect(canvas.getByRole('textbox', { name: label })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: msg('auth.gender.male') })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: msg('auth.gender.female') })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /terms/ })).not.toBeChecked();
    // The terms open in a new tab, so what was typed here stays.
    const terms = canvas.getByRole('link', { name: /terms and conditions/ });
    await expect(terms).toHaveAttribute('href', '/en/terms-and-conditions');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: msg('auth.login.link') })).toHaveAttribute('href', '/en/login');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إنشاء الحساب' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /الشروط والأحكام/ })).toHaveAttribute('href', '/ar/terms-and-conditions');
  },
};

/** Too-short name and password, passwords that differ, terms unchecked; gender is optional, so no message for it. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'A');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.register.submit') }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordsMatch'))).toBeVisible();
    await expect(canvas.queryByText(msg('validation.gender'))).not.toBeInTheDocument();
    await expect(canvas.getByText(msg('validation.terms'))).toBeVisible();
  },
};

/** The demo customer's e-mail is taken: the server's 422 lands on the e-mail field. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Demo Again');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), '01012345678');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'Secret@123');
    await userEvent.click(canvas.getByRole('radio', { name: msg('auth.gender.female') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.register.submit') }));
    await expect(await canvas.findByText('The email has already been taken.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Demo Again');
    await expect(sessionStore.role).toBe('guest');
  },
};

/** A new shopper registers without giving a gender and is signed in. */
export const Registers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Salma Youssef');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), `salma-${Date.now()}@example.com`);
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), '01055512345');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'Secret@123');
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.register.submit') }));
    await waitFor(() => expect(sessionStore.role).toBe('customer'));
    await expect(sessionStore.user?.name).toBe('Salma Youssef');
    await expect(sessionStore.user?.gender ?? null).toBeNull();
  },
};
