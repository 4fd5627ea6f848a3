import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegisterPage from './register-page';
import { sessionStore } from '../../session/session-store';
import { DEMO_CUSTOMER, inLocaleRoute, signInGuest } from '../../session/story-session';
import { inLocale, localePath, msg, msgStart, msgTagText } from '../../i18n/story-messages';
import { EMAIL_TAKEN } from '../../../.storybook/mock-texts';

const meta = {
  title: 'Session/RegisterPage',
  component: RegisterPage,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/register' },
  beforeEach: [signInGuest],
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms check box: its sentence, the linked words read as text. */
const termsAgreement = () => msgStart('auth.termsLinked', { link: (chunks) => chunks.join('') });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.register.title') })).toBeVisible();
    for (const label of [msgStart('auth.name'), msgStart('auth.email'), msgStart('auth.phone')]) await expect(canvas.getByRole('textbox', { name: label })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: msg('auth.gender.male') })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: msg('auth.gender.female') })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: termsAgreement() })).not.toBeChecked();
    // The terms open in a new tab, so what was typed here stays.
    const terms = canvas.getByRole('link', { name: new RegExp(msgTagText('auth.termsLinked')) });
    await expect(terms).toHaveAttribute('href', localePath('/terms-and-conditions'));
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: msg('auth.login.link') })).toHaveAttribute('href', localePath('/login'));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('auth.register.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('auth.register.submit') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(msgTagText('auth.termsLinked')) })).toHaveAttribute('href', localePath('/terms-and-conditions'));
  },
};

/** Too-short name and password, passwords that differ, terms unchecked; gender is optional, so no message for it. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.name') }), 'A');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), 'short');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.passwordConfirmation')), 'other');
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.register.submit') }));
    await expect(await canvas.findByText(msg('validation.nameMin', { min: 2 }))).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordMin', { min: 8 }))).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordsMatch'))).toBeVisible();
    await expect(canvas.queryByText(msg('validation.gender'))).not.toBeInTheDocument();
    await expect(canvas.getByText(msg('validation.terms'))).toBeVisible();
  },
};

/** The demo customer's e-mail is taken: the server's 422 lands on the e-mail field. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.name') }), 'Demo Again');
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), DEMO_CUSTOMER.email);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.phone') }), '01012345678');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.passwordConfirmation')), 'Secret@123');
    await userEvent.click(canvas.getByRole('radio', { name: msg('auth.gender.female') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: termsAgreement() }));
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.register.submit') }));
    await expect(await canvas.findByText(inLocale(EMAIL_TAKEN))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.name') })).toHaveValue('Demo Again');
    await expect(sessionStore.role).toBe('guest');
  },
};

/** A new shopper registers without giving a gender and is signed in. */
export const Registers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.name') }), 'Salma Youssef');
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.email') }), `salma-${Date.now()}@example.com`);
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.phone') }), '01055512345');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.password')), 'Secret@123');
    await userEvent.type(canvas.getByLabelText(msgStart('auth.passwordConfirmation')), 'Secret@123');
    await userEvent.click(canvas.getByRole('checkbox', { name: termsAgreement() }));
    await userEvent.click(canvas.getByRole('button', { name: msg('auth.register.submit') }));
    await waitFor(() => expect(sessionStore.role).toBe('customer'));
    await expect(sessionStore.user?.name).toBe('Salma Youssef');
    await expect(sessionStore.user?.gender ?? null).toBeNull();
  },
};
