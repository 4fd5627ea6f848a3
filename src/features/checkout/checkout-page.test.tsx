/**
 * Issue 15: a 401 during checkout ends the customer's session (the HTTP layer does that), and everything the
 * shopper chose or typed at checkout is still there after logging in again: the step, the payment method,
 * the notes and a new address being typed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { addToCart, clearCart, getCart, setCartAddress } from '../../api/generated/endpoints/cart/cart';
import { listProducts } from '../../api/generated/endpoints/catalog/catalog';
import { login } from '../../api/generated/endpoints/session/session';
import { connectHttp } from '../../api/http/http-hooks';
import { sessionActions, sessionStore } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import CheckoutPage from './checkout-page';
import { checkoutActions, storedCheckout } from './checkout-store';

const signInCustomer = async () => {
  const { data } = await login({ email: 'demo@niletech.eg', password: 'Demo@1234' }, { silent: true });
  sessionActions.signIn({ ...data.record, role: 'customer' });
};

/** The demo customer with one product in the cart and, when asked, their first saved address chosen. */
const customerWithCart = async ({ shipToSaved }: { shipToSaved: boolean }) => {
  connectHttp({ getAccessToken: () => sessionStore.token });
  await startGuestSession();
  await signInCustomer();
  await clearCart({ silent: true });
  const { data: list } = await listProducts({ perPage: 20 }, { silent: true });
  const product = list.records.find((row) => row.stock > 5)!;
  await addToCart(product.id, { quantity: 1 }, undefined, { silent: true });
  const { data } = await getCart({ 'with[]': ['addresses'] }, { silent: true });
  if (shipToSaved) await setCartAddress(data.addresses![0]!.id, undefined, { silent: true });
};

/** The next cart read answers 401, as for a token the server no longer accepts. */
const revokeOnNextCartRead = () =>
  mockServer.use(http.get('*/cart', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }), { once: true }));

beforeEach(() => {
  // The payment method's instructions are a Fluent MessageBar, which measures itself (jsdom has no ResizeObserver).
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  checkoutActions.finish();
  checkoutActions.setContact({ email: '' });
});

describe('checkout across a 401 and a new login', () => {
  it('keeps the step, the payment method and the notes', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    await customerWithCart({ shipToSaved: true });
    const first = renderWithApp(<CheckoutPage />, { path: '/en/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: /Fawry/ }));
    await user.type(screen.getByRole('textbox', { name: /Order notes/ }), 'Ring twice');

    revokeOnNextCartRead();
    await act(() => first.queryClient.invalidateQueries());
    await waitFor(() => expect(sessionStore.role).toBe('guest'));
    expect(storedCheckout.read()).toMatchObject({ step: 'payment', notes: 'Ring twice', paymentMethodId: expect.any(Number) });
    first.unmount();

    // Logged in again (the login page's redirect brings the shopper back to checkout).
    await signInCustomer();
    renderWithApp(<CheckoutPage />, { path: '/en/checkout' });
    expect(await screen.findByRole('heading', { name: 'Payment method', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Fawry/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Order notes/ })).toHaveValue('Ring twice');
  });

  it('keeps a new address being typed', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    await customerWithCart({ shipToSaved: false });
    const first = renderWithApp(<CheckoutPage />, { path: '/en/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const form = within(screen.getByRole('form', { name: 'New shipping address' }));
    await user.type(form.getByRole('textbox', { name: 'Address title' }), 'Office');
    await user.type(form.getByRole('textbox', { name: /Detailed address/ }), '5 Tahrir Sq');

    revokeOnNextCartRead();
    await act(() => first.queryClient.invalidateQueries());
    await waitFor(() => expect(sessionStore.role).toBe('guest'));
    first.unmount();

    await signInCustomer();
    renderWithApp(<CheckoutPage />, { path: '/en/checkout' });
    const again = within(await screen.findByRole('form', { name: 'New shipping address' }));
    expect(again.getByRole('textbox', { name: 'Address title' })).toHaveValue('Office');
    expect(again.getByRole('textbox', { name: /Detailed address/ })).toHaveValue('5 Tahrir Sq');
  });
});

describe('a receipt for every payment method (spec section 5)', () => {
  /** The payment step's methods, in the server's order: the first once needed no receipt (cash on delivery). */
  const methodRadios = async () => within(await screen.findByRole('radiogroup', { name: /How would you like to pay/ })).getAllByRole('radio');

  it('asks for the receipt on the first method too, keeping the method and the notes', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    await customerWithCart({ shipToSaved: true });
    renderWithApp(<CheckoutPage />, { path: '/en/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const [first] = await methodRadios();
    await user.click(first!);
    await user.type(screen.getByRole('textbox', { name: /Order notes/ }), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByText('Please upload receipt')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Review order' })).toBeNull();
    expect((await methodRadios())[0]).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Order notes/ })).toHaveValue('Ring twice');
  });

  it('the review step without its receipt (lost with a reload) shows the payment step saying why', { timeout: 60_000 }, async () => {
    await customerWithCart({ shipToSaved: true });
    const { data } = await getCart({ 'with[]': ['paymentMethods'] }, { silent: true });
    checkoutActions.choosePaymentMethod(data.paymentMethods![0]!.id);
    checkoutActions.setNotes('Ring twice');
    checkoutActions.goTo('review');
    renderWithApp(<CheckoutPage />, { path: '/en/checkout' });
    expect(await screen.findByRole('heading', { name: 'Payment method', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Please upload receipt')).toBeVisible();
    expect((await methodRadios())[0]).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Order notes/ })).toHaveValue('Ring twice');
  });
});
