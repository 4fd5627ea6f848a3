import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Address } from '../../api/generated/model';
import { ApiError } from '../../api/http/api-error';
import { apiInStoryLocale, signInGuest } from '../../session/story-session';
import { AddressForm } from './address-form';
import { inLocale, msg, msgStart } from '../../i18n/story-messages';
import { NOT_A_COURIER_PHONE, placeTitle } from '../../../.storybook/mock-texts';

/** The mock's Cairo (government 1) and Nasr City (city 1). */
const sampleAddress: Address = {
  id: 1,
  title: 'Home',
  first_name: 'Mona',
  last_name: 'Hassan',
  address: '14 Abbas El Akkad St., Building 7, Floor 3, Apt 12',
  phone: '01012345678',
  email: 'demo@niletech.eg',
  government_id: 1,
  city_id: 1,
  government: { id: 1, title: 'Cairo' },
  city: { id: 1, government_id: 1, title: 'Nasr City' },
  is_default: true,
};

/** Governments and cities are cached for the tab: start each story without them. */
const forgetLocations = () => {
  const clear = () => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('storefront.governments.') || key.startsWith('storefront.cities.')) sessionStorage.removeItem(key);
  };
  clear();
  return clear;
};

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  args: { submitLabel: 'Save address', onSubmit: fn(async () => undefined), onCancel: fn() },
  // A session: POST /addresses/validate answers shoppers (guests at checkout too).
  beforeEach: [apiInStoryLocale, forgetLocations, signInGuest],
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const governmentSelect = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: msgStart('address.form.government') });
const citySelect = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: msgStart('address.city') });

/** A new address: the city waits for a government. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: msgStart('address.form.title') })).toHaveAttribute('placeholder', msg('address.titlePlaceholder'));
    await waitFor(() => expect(governmentSelect(canvasElement)).toBeEnabled());
    await expect(citySelect(canvasElement)).toBeDisabled();
    await userEvent.selectOptions(governmentSelect(canvasElement), placeTitle('Giza'));
    await waitFor(() => expect(citySelect(canvasElement)).toBeEnabled());
    await expect(canvas.getByRole('option', { name: placeTitle('Mohandessin') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: msg('common.cancel') })).toBeEnabled();
  },
};

/** Editing: every field filled, government and city chosen. */
export const Edit: Story = {
  args: { address: sampleAddress },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: msgStart('address.form.title') })).toHaveValue(sampleAddress.title);
    await waitFor(() => expect(governmentSelect(canvasElement)).toBeEnabled());
    await expect(governmentSelect(canvasElement)).toHaveDisplayValue(placeTitle('Cairo'));
    await waitFor(() => expect(citySelect(canvasElement)).toBeEnabled());
    await expect(citySelect(canvasElement)).toHaveDisplayValue(placeTitle('Nasr City'));
    await expect(canvas.getByRole('checkbox', { name: msg('address.makeDefault') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Home', government_id: 1, city_id: 1, is_default: true })));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { address: { ...sampleAddress, title: 'المنزل', government: { id: 1, title: 'القاهرة' }, city: { id: 1, government_id: 1, title: 'مدينة نصر' } }, submitLabel: 'حفظ العنوان' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(governmentSelect(canvasElement)).toHaveDisplayValue(placeTitle('Cairo')));
    await expect(canvas.getByRole('button', { name: args.submitLabel })).toBeVisible();
  },
};

/** Submitted empty: the spec section 5 messages; nothing is saved. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await expect(await canvas.findByText(msg('validation.firstNameMin', { min: 2 }))).toBeVisible();
    await expect(canvas.getByText(msg('validation.lastNameMin', { min: 2 }))).toBeVisible();
    await expect(canvas.getByText(msg('validation.government'))).toBeVisible();
    await expect(canvas.getByText(msg('validation.city'))).toBeVisible();
    await expect(canvas.getByText(msg('validation.phone'))).toBeVisible();
    await expect(canvas.getAllByText(msg('validation.required'))).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses a field (422): its message lands under that field. */
export const ServerFieldErrors: Story = {
  args: {
    address: sampleAddress,
    onSubmit: fn(async () => {
      throw new ApiError({ kind: 'http', status: 422, serverMessage: 'Validation failed', fieldErrors: { phone: 'This phone number is not reachable.' } });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(citySelect(canvasElement)).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await expect(await canvas.findByText('This phone number is not reachable.')).toBeVisible();
  },
};

/**
 * POST /addresses/validate refuses the phone (a Cairo landline passes the client's pattern, but couriers call
 * mobiles): the server's message under the phone field, the field focused, what was typed kept, nothing saved.
 */
export const ValidateRefusesPhone: Story = {
  args: { address: { ...sampleAddress, phone: '0223456789' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(citySelect(canvasElement)).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await expect(await canvas.findByText(inLocale(NOT_A_COURIER_PHONE))).toBeVisible();
    const phone = canvas.getByRole('textbox', { name: msgStart('auth.phone') });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue('0223456789');
    await expect(canvas.getByRole('textbox', { name: msgStart('address.form.title') })).toHaveValue(sampleAddress.title);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidateRefusesPhoneArabic: Story = {
  globals: { locale: 'ar' },
  args: { ...ValidateRefusesPhone.args, submitLabel: 'حفظ العنوان' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(citySelect(canvasElement)).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await expect(await canvas.findByText(inLocale(NOT_A_COURIER_PHONE))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The check itself fails (500): nothing saved, everything typed kept (the HTTP layer's toast says why; unit-tested in address-form.test.tsx). */
export const ValidateFails: Story = {
  args: { address: sampleAddress },
  parameters: { mockRequests: [{ method: 'POST', path: '*/addresses/validate', status: 500 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(citySelect(canvasElement)).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: msgStart('address.form.title') })).toHaveValue(sampleAddress.title);
  },
};

/** Governments still loading: both selects wait. */
export const LoadingLocations: Story = {
  parameters: { mockRequests: [{ path: '*/governments', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(governmentSelect(canvasElement)).toBeDisabled();
    await expect(citySelect(canvasElement)).toBeDisabled();
  },
};

/** Editing while the governorates still load: the saved governorate and city show at once, disabled until the list arrives. */
export const EditWhileLocationsLoad: Story = {
  args: { address: sampleAddress },
  parameters: LoadingLocations.parameters,
  play: async ({ canvasElement, args }) => {
    // The record's own titles (this sample's are English) until the lists arrive.
    await expect(governmentSelect(canvasElement)).toHaveDisplayValue(args.address?.government?.title ?? '');
    await expect(governmentSelect(canvasElement)).toBeDisabled();
    await waitFor(() => expect(citySelect(canvasElement)).toHaveDisplayValue(args.address?.city?.title ?? ''));
  },
};

/** Governments fail: 'Failed to fetch governorates and cities' with a retry that recovers. */
export const LocationsFailed: Story = {
  parameters: {
    msw: [http.get('*/governments', () => HttpResponse.json({ success: false, message: 'Server down' }, { status: 500 }), { once: true })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('address.locationsFailed'))).toBeVisible();
    await expect(governmentSelect(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: msg('common.retry') }));
    await waitFor(() => expect(governmentSelect(canvasElement)).toBeEnabled());
    await expect(canvas.queryByText(msg('address.locationsFailed'))).toBeNull();
  },
};
