import { Button, Input, Field, Link } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthCard } from './auth-card';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Session/AuthCard',
  component: AuthCard,
  args: {
    title: 'Log in',
    intro: 'Welcome back. Log in to see your orders, wishlist and wallet.',
    footer: (
      <>
        <span>New here?</span>
        <Link href="#register">Create an account</Link>
      </>
    ),
    children: (
      <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
        <Field label="E-mail">
          <Input type="email" />
        </Field>
        <Button type="submit" appearance="primary">
          Log in
        </Button>
      </form>
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByText(args.intro as string)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تسجيل الدخول',
    intro: 'مرحبًا بعودتك.',
    footer: <Link href="#register">إنشاء حساب</Link>,
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: args.title })).toBeVisible();
  },
};

/** Title and form only: no intro, no footer. */
export const Minimal: Story = {
  args: { intro: undefined, footer: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // Only the breadcrumbs' way home: no footer links.
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([msg('breadcrumbs.home')]);
  },
};
