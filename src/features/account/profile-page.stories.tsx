import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '../../session/session-store';
import { apiInStoryLocale, DEMO_CUSTOMER, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import ProfilePage from './profile-page';
import { msg, msgStart } from '../../i18n/story-messages';
import { expectFailureToast } from '../../../.storybook/mock-texts';

const meta = {
  title: 'Account/ProfilePage',
  component: ProfilePage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's totals and details, editable in place. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('account.profile.title') })).toBeVisible();
    await expect(canvas.getByText(msg('account.profile.purchased'))).toBeVisible();
    await expect(canvas.getByText(msg('account.profile.compare'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.name') })).toHaveValue(DEMO_CUSTOMER.name);
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.email') })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(canvas.getByRole('radio', { name: msg('auth.gender.female') })).toBeChecked();
    await expect(canvas.getByRole('link', { name: msg('account.nav.profile'), current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('account.profile.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('account.profile.save') })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: msg('account.nav.label') })).toBeVisible();
  },
};

/** The mock's new customer (the demo customer with nothing yet): every total is zero. */
export const NewCustomer: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('0')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: msgStart('auth.name') })).toHaveValue(DEMO_CUSTOMER.name);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: msgStart('auth.name') }));
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.name') }), 'M');
    await userEvent.clear(canvas.getByRole('textbox', { name: msgStart('auth.phone') }));
    await userEvent.type(canvas.getByRole('textbox', { name: msgStart('auth.phone') }), '123');
    await userEvent.click(canvas.getByRole('button', { name: msg('account.profile.save') }));
    await expect(await canvas.findByText(msg('validation.nameMin', { min: 2 }))).toBeVisible();
    await expect(canvas.getByText(msg('validation.phone'))).toBeVisible();
  },
};

/** Saving updates the stored user and says so. */
export const Saves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: msgStart('auth.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mona H. Hassan');
    await userEvent.click(canvas.getByRole('button', { name: msg('account.profile.save') }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(msg('account.profile.saved'))).toBeVisible());
    await expect(sessionStore.user?.name).toBe('Mona H. Hassan');
  },
};

export const SaveFailed: Story = {
  parameters: { mockRequests: [{ method: 'PATCH', path: '*/profile', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('account.profile.save') }));
    await expectFailureToast(canvasElement);
  },
};
