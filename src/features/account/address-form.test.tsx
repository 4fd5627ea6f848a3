/**
 * POST /addresses/validate before an address is saved: the server's field errors land inline on their
 * fields, everything typed stays, the first refused field gets the focus, nothing is saved and no toast
 * repeats what the fields say; a validation call that fails outright (500) toasts and saves nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { connectHttpToApp } from '../../app/connect-http-to-app';
import { createQueryClient } from '../../api/query-client';
import { toastBus, type ToastNotice } from '../../components/toast/toast-bus';
import { sessionActions } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import { AddressForm } from './address-form';

const PHONE_MESSAGE = 'Enter an Egyptian mobile number the courier can call (010, 011, 012 or 015).';

let toasts: Mock<(notice: ToastNotice) => void>;
let unsubscribe: () => void;
beforeEach(async () => {
  connectHttpToApp(createQueryClient());
  await startGuestSession();
  toasts = vi.fn<(notice: ToastNotice) => void>();
  unsubscribe = toastBus.subscribe(toasts, (work) => work);
});
afterEach(() => {
  unsubscribe();
  sessionActions.clearCredentials();
});

/** Types a value as a paste (one input event): the same path through the form, far cheaper than key by key. */
const put = async (user: ReturnType<typeof userEvent.setup>, element: Element, text: string) => {
  await user.click(element);
  await user.paste(text);
};

const fill = async (phone: string) => {
  const user = userEvent.setup();
  await put(user, screen.getByLabelText(/Address title/), 'Home');
  await put(user, screen.getByLabelText(/First name/), 'Nour');
  await put(user, screen.getByLabelText(/Last name/), 'Hassan');
  await put(user, screen.getByLabelText(/Detailed address/), '12 Nile St, floor 3');
  await put(user, screen.getByLabelText(/Phone number/), phone);
  const government = screen.getByRole('combobox', { name: /Governorate/ });
  await waitFor(() => expect(government).toBeEnabled());
  await user.selectOptions(government, within(government).getAllByRole('option')[1]!);
  const city = screen.getByRole('combobox', { name: /City/ });
  await waitFor(() => expect(city).toBeEnabled());
  await user.selectOptions(city, within(city).getAllByRole('option')[1]!);
  return user;
};

describe('address form: POST /addresses/validate before saving', () => {
  it('shows the server’s field error on the field, keeps what was typed, focuses it and saves nothing; fixed, it saves', { timeout: 60_000 }, async () => {
    const save = vi.fn(() => Promise.resolve());
    const validated = vi.fn();
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/addresses/validate')) validated();
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    renderWithApp(<AddressForm submitLabel="Save" onSubmit={save} />, { path: '/en/profile/addresses' });
    const user = await fill('0223456789'); // a Cairo landline: the client's pattern takes it, the server does not
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PHONE_MESSAGE)).toBeInTheDocument();
    const phone = screen.getByLabelText(/Phone number/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('0223456789');
    expect(screen.getByLabelText(/Detailed address/)).toHaveValue('12 Nile St, floor 3');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
    expect(validated).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toasts).not.toHaveBeenCalled();

    // Editing the field clears the server's message; the corrected address is checked again, then saved.
    await user.clear(phone);
    await put(user, phone, '01012345678');
    expect(screen.queryByText(PHONE_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(validated).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ phone: '01012345678', title: 'Home', address: '12 Nile St, floor 3' }));
  });

  it('sends what was typed without bidirectional controls (a right-to-left override would turn the next fields around)', { timeout: 60_000 }, async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithApp(<AddressForm submitLabel="Save" onSubmit={save} />, { path: '/en/profile/addresses' });
    const user = await fill('01012345678');
    await user.clear(screen.getByLabelText(/Last name/));
    await put(user, screen.getByLabelText(/Last name/), '\u202EHassan\u2066');
    await user.clear(screen.getByLabelText(/Detailed address/));
    await put(user, screen.getByLabelText(/Detailed address/), ' \u202D12 Nile St\u202C ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ last_name: 'Hassan', address: '12 Nile St', first_name: 'Nour' }));
    // The form keeps what was typed.
    expect(screen.getByLabelText(/Last name/)).toHaveValue('\u202EHassan\u2066');
  });

  it('counts only real letters: a name of two overrides is too short', { timeout: 60_000 }, async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithApp(<AddressForm submitLabel="Save" onSubmit={save} />, { path: '/en/profile/addresses' });
    const user = await fill('01012345678');
    await user.clear(screen.getByLabelText(/Last name/));
    await put(user, screen.getByLabelText(/Last name/), '\u202E\u202E');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Last name must be at least/)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves nothing and toasts the server message when the check itself fails (500), keeping what was typed', { timeout: 60_000 }, async () => {
    mockServer.use(http.post('*/addresses/validate', () => HttpResponse.json({ success: false, message: 'Address check unavailable' }, { status: 500 }), { once: true }));
    const save = vi.fn(() => Promise.resolve());
    renderWithApp(<AddressForm submitLabel="Save" onSubmit={save} />, { path: '/en/profile/addresses' });
    const user = await fill('01012345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledTimes(1));
    expect(toasts.mock.calls[0]![0]).toMatchObject({ intent: 'error', text: 'Address check unavailable' });
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('01012345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s Arabic message in Arabic', { timeout: 60_000 }, async () => {
    const { localeStore } = await import('../../i18n/locale-store');
    localeStore.locale = 'ar';
    try {
      const save = vi.fn(() => Promise.resolve());
      renderWithApp(<AddressForm submitLabel="حفظ" onSubmit={save} />, { path: '/ar/profile/addresses', locale: 'ar' });
      const user = userEvent.setup();
      await put(user, screen.getByLabelText(/عنوان/, { selector: 'input[name="title"]' }), 'المنزل');
      await put(user, screen.getByRole('textbox', { name: /الاسم الأول/ }), 'نور');
      await put(user, screen.getByRole('textbox', { name: /اسم العائلة/ }), 'حسن');
      await put(user, document.querySelector<HTMLInputElement>('input[name="address"]')!, '12 شارع النيل');
      await put(user, document.querySelector<HTMLInputElement>('input[name="phone"]')!, '0223456789');
      const [government, city] = screen.getAllByRole('combobox');
      await waitFor(() => expect(government).toBeEnabled());
      await user.selectOptions(government!, within(government!).getAllByRole('option')[1]!);
      await waitFor(() => expect(city).toBeEnabled());
      await user.selectOptions(city!, within(city!).getAllByRole('option')[1]!);
      await user.click(screen.getByRole('button', { name: 'حفظ' }));
      expect(await screen.findByText(/أدخل رقم هاتف محمول مصريًا/)).toBeInTheDocument();
      expect(save).not.toHaveBeenCalled();
    } finally {
      localeStore.locale = 'en';
    }
  });
});
