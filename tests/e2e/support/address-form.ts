import { expect, type Locator } from '@playwright/test';

/** Fills checkout's "New shipping address" form (English labels): the first governorate and its first city. */
export async function fillNewAddress(form: Locator, { phone = '01012345678' }: { phone?: string } = {}) {
  await form.getByRole('textbox', { name: 'Address title' }).fill('Home');
  await form.getByRole('textbox', { name: 'First name' }).fill('Guest');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Shopper');
  await form.getByRole('textbox', { name: /Detailed address/ }).fill('12 Nile St, floor 3');
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await form.getByRole('combobox', { name: 'Governorate' }).selectOption({ index: 1 });
  // The cities arrive for the chosen governorate.
  await expect(form.getByRole('combobox', { name: 'City' }).locator('option')).not.toHaveCount(1);
  await form.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
}
