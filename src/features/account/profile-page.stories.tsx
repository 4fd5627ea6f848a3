import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '../../session/session-store';
import { apiInStoryLocale, DEMO_CUSTOMER, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import ProfilePage from './profile-page';

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(canvas.getByText('Products purchased')).toBeVisible();
    await expect(canvas.getByText('In compare list')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue(DEMO_CUSTOMER.name);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Profile', current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حفظ التغييرات' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'التنقل في الحساب' })).toBeVisible();
  },
};

/** The mock's new customer (the demo customer with nothing yet): every total is zero. */
export const NewCustomer: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('0')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue(DEMO_CUSTOMER.name);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Full name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'M');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Phone number/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Enter a valid phone number (10 to 15 digits)')).toBeVisible();
  },
};

/** Saving updates the stored user and says so. */
export const Saves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mona H. Hassan');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Your profile was updated')).toBeVisible());
    await expect(sessionStore.user?.name).toBe('Mona H. Hassan');
  },
};

export const SaveFailed: Story = {
  parameters: { mockRequests: [{ method: 'PATCH', path: '*/profile', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('An unexpected error occurred. Please try again later.')).toBeVisible());
  },
};
