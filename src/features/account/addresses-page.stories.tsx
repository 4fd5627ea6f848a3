import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled, apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import AddressesPage from './addresses-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg, msgStart } from '../../i18n/story-messages';
import { placeTitle } from '../../../.storybook/mock-texts';

/** Governments are cached for the tab: start every story without them so the API (or its override) answers. */
const forgetLocations = () => {
  const clear = () => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('storefront.governments.') || key.startsWith('storefront.cities.')) sessionStorage.removeItem(key);
  };
  clear();
  return clear;
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A dialog once it has finished animating in. */
const openedDialog = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await animationsSettled(canvasElement.ownerDocument);
  return dialog;
};

const meta = {
  title: 'Account/AddressesPage',
  component: AddressesPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile/addresses' },
  beforeEach: [apiInStoryLocale, forgetLocations, signInDemoCustomer],
} satisfies Meta<typeof AddressesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's three addresses, Home the default (their titles and streets are the customer's own words, the same in both languages). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('address.pageTitle') })).toBeVisible();
    const home = await canvas.findByRole('group', { name: 'Home' });
    await expect(within(home).getByText(msg('address.default'))).toBeVisible();
    // Each field in its own isolate (decision 051).
    await expect(within(home).getByText('14 Abbas El Akkad St., Building 7, Floor 3, Apt 12').tagName).toBe('BDI');
    await expect(within(home).getByText(placeTitle('Nasr City')).tagName).toBe('BDI');
    await expect(canvas.getByRole('group', { name: 'Work' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: "Parents' home" })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: msg('common.edit') })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: msg('address.add') })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/addresses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('address.pageTitle') })).toBeVisible();
    await expect(await canvas.findByText(msg('address.default'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: msg('common.edit') })).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/addresses', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(msg('common.loading'))).toBeVisible();
  },
};

/** A customer with no saved address. */
export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('address.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('address.add') })).toBeEnabled();
  },
};

/** The server is down: the error screen, never a false "empty"; Reload brings the data. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('group', { name: 'Work' })).toBeVisible();
    }),
};

/** 'Add address' opens the new-address dialog with the governments loaded. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: msg('address.add') }));
    const dialog = await openedDialog(canvasElement, msg('address.createTitle'));
    await expect(within(dialog).getByRole('textbox', { name: msgStart('address.form.title') })).toHaveValue('');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: msgStart('address.form.government') })).toBeEnabled());
    await expect(within(dialog).getByRole('option', { name: placeTitle('Cairo') })).toBeInTheDocument();
    await expect(within(dialog).getByRole('combobox', { name: msgStart('address.city') })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: msg('common.cancel') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The modal hid the page from assistive technology; wait until it is given back.
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
  },
};

/** Editing fills the form with the address, its government and city. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const home = await within(canvasElement).findByRole('group', { name: 'Home' });
    await userEvent.click(within(home).getByRole('button', { name: msg('common.edit') }));
    const dialog = await openedDialog(canvasElement, msg('address.editTitle'));
    await expect(within(dialog).getByRole('textbox', { name: msgStart('address.form.title') })).toHaveValue('Home');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: msgStart('address.city') })).toBeEnabled());
    await expect(within(dialog).getByRole('combobox', { name: msgStart('address.form.government') })).toHaveDisplayValue(placeTitle('Cairo'));
    await expect(within(dialog).getByRole('combobox', { name: msgStart('address.city') })).toHaveDisplayValue(placeTitle('Nasr City'));
    await expect(within(dialog).getByRole('checkbox', { name: msg('address.makeDefault') })).toBeChecked();
  },
};

/** Counts the address form's own calls for its lists (the stateful mock still answers them). */
const locationCalls = { count: 0 };
const countLocationCalls = [
  http.get('*/governments', () => {
    locationCalls.count += 1;
  }),
  http.get('*/cities', () => {
    locationCalls.count += 1;
  }),
];

/**
 * GET /addresses?withGovernments&withCities (spec section 7): the address book brought every governorate and
 * city, so the edit form shows them, and another governorate's cities, with no GET /governments or /cities.
 */
export const FormUsesAddressBookLists: Story = {
  parameters: { msw: countLocationCalls },
  beforeEach: () => {
    locationCalls.count = 0;
  },
  play: async ({ canvasElement }) => {
    const home = await within(canvasElement).findByRole('group', { name: 'Home' });
    await userEvent.click(within(home).getByRole('button', { name: msg('common.edit') }));
    const dialog = await openedDialog(canvasElement, msg('address.editTitle'));
    const government = within(dialog).getByRole('combobox', { name: msgStart('address.form.government') });
    const city = within(dialog).getByRole('combobox', { name: msgStart('address.city') });
    await waitFor(() => expect(city).toBeEnabled());
    await expect(government).toHaveDisplayValue(placeTitle('Cairo'));
    await expect(city).toHaveDisplayValue(placeTitle('Nasr City'));
    await userEvent.selectOptions(government, placeTitle('Alexandria'));
    await waitFor(() => expect(within(city).getByRole('option', { name: placeTitle('Smouha') })).toBeInTheDocument());
    await expect(locationCalls.count).toBe(0);
  },
};

export const FormUsesAddressBookListsArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/addresses', msw: countLocationCalls },
  beforeEach: () => {
    locationCalls.count = 0;
  },
  play: async ({ canvasElement }) => {
    const edit = await within(canvasElement).findAllByRole('button', { name: msg('common.edit') });
    await userEvent.click(edit[0]!);
    const dialog = await openedDialog(canvasElement, msg('address.editTitle'));
    const government = within(dialog).getByRole('combobox', { name: msgStart('address.form.government') });
    const city = within(dialog).getByRole('combobox', { name: msgStart('address.city') });
    await waitFor(() => expect(city).toBeEnabled());
    await expect(government).toHaveDisplayValue(placeTitle('Cairo'));
    await userEvent.selectOptions(government, placeTitle('Alexandria'));
    await waitFor(() => expect(within(city).getAllByRole('option').length).toBeGreaterThan(1));
    await expect(locationCalls.count).toBe(0);
  },
};

/** Delete asks first. */
export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    const work = await within(canvasElement).findByRole('group', { name: 'Work' });
    await userEvent.click(within(work).getByRole('button', { name: msg('common.delete') }));
    const dialog = await openedDialog(canvasElement, msg('address.deleteTitle'));
    // Visible once the dialog's fade-in has run (the animation may start after openedDialog looked).
    // The address's title as its user typed it, isolated inside the sentence.
    await waitFor(() => expect(within(dialog).getByText('Work', { selector: 'bdi' })).toBeVisible());
    await expect(dialog).toHaveTextContent(msg('address.deleteBody', { title: 'Work' }));
    await expect(within(dialog).getByRole('button', { name: msg('common.delete') })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: msg('common.cancel') })).toBeEnabled();
  },
};

/**
 * Governments fail to load: the form says so and offers a retry. (Add address pressed while the address book,
 * which brings the lists, has not answered yet: the form asks for them itself.)
 */
export const LocationsFailed: Story = {
  parameters: {
    mockRequests: [
      { path: '*/addresses', delayMs: 'infinite' },
      { path: '*/governments', status: 500 },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: msg('address.add') }));
    const dialog = await openedDialog(canvasElement, msg('address.createTitle'));
    await expect(await within(dialog).findByText(msg('address.locationsFailed'))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: msg('common.retry') })).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: msgStart('address.form.government') })).toBeDisabled();
  },
};

/** Saving a new address closes the dialog and shows it in the book (last: it changes the mock's data). */
export const CreatesAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('address.add') }));
    const dialog = await openedDialog(canvasElement, msg('address.createTitle'));
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: msgStart('address.form.title') }), 'Summer house');
    await userEvent.type(form.getByRole('textbox', { name: msgStart('address.firstName') }), 'Mona');
    await userEvent.type(form.getByRole('textbox', { name: msgStart('address.lastName') }), 'Hassan');
    await waitFor(() => expect(form.getByRole('combobox', { name: msgStart('address.form.government') })).toBeEnabled());
    await userEvent.selectOptions(form.getByRole('combobox', { name: msgStart('address.form.government') }), placeTitle('Alexandria'));
    await waitFor(() => expect(form.getByRole('combobox', { name: msgStart('address.city') })).toBeEnabled());
    await userEvent.selectOptions(form.getByRole('combobox', { name: msgStart('address.city') }), placeTitle('Smouha'));
    await userEvent.type(form.getByRole('textbox', { name: msgStart('address.detail') }), '3 Corniche Rd., Floor 4');
    await userEvent.type(form.getByRole('textbox', { name: msgStart('auth.phone') }), '01012345678');
    await userEvent.click(form.getByRole('button', { name: msg('address.save') }));
    await waitFor(() => expect(body(canvasElement).getByText(msg('address.saved'))).toBeVisible());
    await expect(await canvas.findByRole('group', { name: 'Summer house' })).toBeVisible();
  },
};
