import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inLocaleRoute, signInDemoCustomer, signInGuest } from '../../session/story-session';
import { HeaderCompareButton } from './header-compare-button';
import { msg, storyIntl } from '../../i18n/story-messages';

const meta = {
  title: 'Compare/HeaderCompareButton',
  component: HeaderCompareButton,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/' },
  beforeEach: [signInDemoCustomer],
} satisfies Meta<typeof HeaderCompareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A customer comparing two products. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: msg('header.compare', { count: 2 }) })).toBeEnabled();
    // The visible count is decorative: the button's name carries it.
    await expect(canvas.getByText(storyIntl().formatNumber(2))).toBeVisible();
  },
};

export const CustomerArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'قائمة المقارنة، منتجان' })).toBeVisible();
  },
};

/** A guest hears they must log in. */
export const Guest: Story = {
  beforeEach: [signInGuest],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^[\d\u0660-\u0669]+$/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: msg('header.compare', { count: 0 }) }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(msg('compare.loginRequired'))).toBeVisible());
  },
};
