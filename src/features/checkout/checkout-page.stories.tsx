import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { getCart, removeCartAddress, setCartAddress } from '../../api/generated/endpoints/cart/cart';
import { PaymentMethodCode } from '../../api/generated/model';
import { governmentsStorageKey } from '../account/use-locations';
import { cartOptionsOf, createStoryCart, storyShopper, type StoryCartOptions } from '../cart/story-cart';
import { freshAnswersPerArgs, storyCartArgTypes } from '../cart/story-cart-controls';
import CheckoutPage from './checkout-page';
import { CHECKOUT_STEPS, checkoutActions, type CheckoutStep } from './checkout-store';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { localePath, msg } from '../../i18n/story-messages';
import { linkWords, msgPattern } from '../../i18n/story-message-patterns';
import { localeOrDefault } from '../../i18n/locales';
import { mockErrorMessage } from '../../../.storybook/scenario-plays';
import { seedTitle } from '../../../.storybook/mock-texts';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

const resetCheckout = () => {
  checkoutActions.finish();
  checkoutActions.setContact({ email: '' });
  checkoutActions.setAddressDraft(null);
};

interface CheckoutOptions extends StoryCartOptions {
  step?: CheckoutStep;
  /** Ship to the customer's first saved address (true) or to none (false). */
  shipToSaved?: boolean;
  method?: PaymentMethodCode;
  /** A receipt attached (the review step needs one: every method does, spec section 5). */
  receipt?: boolean;
}

/**
 * The loader: the story cart of `parameters.checkout` (see story-cart.ts), the shipping address set or removed
 * on the server, and the checkout's client state (step, payment method) as a shopper would have left it.
 */
const checkoutLoader = async ({ parameters, args }: { parameters: { checkout?: CheckoutOptions }; args: CheckoutOptions }) => {
  const { step, shipToSaved, method, receipt, ...cart } = { ...parameters.checkout, ...checkoutOptionsOf(args) };
  const loaded = await createStoryCart(cart);
  resetCheckout();
  if (shipToSaved !== undefined || method) {
    const { data } = await getCart({ 'with[]': ['addresses', 'paymentMethods'] }, { silent: true });
    if (shipToSaved && data.addresses?.[0]) await setCartAddress(data.addresses[0].id, undefined, { silent: true });
    if (shipToSaved === false) await removeCartAddress(undefined, { silent: true });
    const chosen = data.paymentMethods?.find((row) => row.code === method);
    if (chosen) checkoutActions.choosePaymentMethod(chosen.id);
  }
  if (receipt) checkoutActions.setReceipt(new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' }));
  if (step) checkoutActions.goTo(step);
  return loaded;
};

const CHECKOUT_KEYS = ['step', 'shipToSaved', 'method', 'receipt'] as const;
/** The checkout's own options among a story's args (what a control set), beside the cart's. */
const checkoutOptionsOf = (args: CheckoutOptions): CheckoutOptions => ({
  ...cartOptionsOf(args),
  ...Object.fromEntries(CHECKOUT_KEYS.filter((key) => args[key] !== undefined).map((key) => [key, args[key]])),
});

/** Shows where the page sent the shopper (the empty cart's redirect). */
function CurrentPath() {
  const [location] = useLocation();
  return <output data-testid="current-path">{location}</output>;
}

const meta = {
  title: 'Checkout/CheckoutPage',
  component: CheckoutPage,
  loaders: [checkoutLoader],
  beforeEach: (context) => {
    const cleanup = storyShopper(context);
    return () => {
      cleanup();
      resetCheckout();
    };
  },
  decorators: [freshAnswersPerArgs],
  // The page has no props: its controls set up the shopper, the cart and where in checkout they are.
  argTypes: {
    ...storyCartArgTypes,
    step: { control: 'radio', options: CHECKOUT_STEPS, description: 'The step the shopper is on.' },
    shipToSaved: { control: 'boolean', description: "Ship to the customer's first saved address (or to none)." },
    method: { control: 'select', options: Object.values(PaymentMethodCode), description: 'The payment method chosen.' },
    receipt: { control: 'boolean', description: 'A transfer receipt attached (the review step needs one).' },
  },
  parameters: { path: '/en/checkout' },
} satisfies Meta<CheckoutOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contact e-mail field (a required field's mark may follow its label); any e-mail field, the address form's too. */
const contactEmail = (name: string) => name.startsWith(msg('checkout.contact.email'));
const anEmail = (name: string) => contactEmail(name) || name.startsWith(msg('address.email'));
/** A payment method's radio, by the mock's title of the method (its description may follow). */
const method = (code: string) => (name: string) => name.startsWith(seedTitle.paymentMethod(code));

const addressForm = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: msg('checkout.newAddress') }));

/** Fills the new-address form with a valid address (the first governorate and its first city). */
const fillAddress = async (canvasElement: HTMLElement) => {
  const form = addressForm(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: msg('address.form.title') }), 'Home');
  await userEvent.type(form.getByRole('textbox', { name: msg('address.firstName') }), 'Guest');
  await userEvent.type(form.getByRole('textbox', { name: msg('address.lastName') }), 'Shopper');
  await userEvent.type(form.getByRole('textbox', { name: (name) => name.startsWith(msg('address.detail')) }), '12 Nile St, floor 3');
  await userEvent.type(form.getByRole('textbox', { name: msg('auth.phone') }), '01012345678');
  const governorate = form.getByRole('combobox', { name: msg('address.form.government') });
  await waitFor(() => expect(governorate).toBeEnabled());
  await userEvent.selectOptions(governorate, governorate.querySelectorAll('option')[1]!.value);
  const city = form.getByRole('combobox', { name: msg('address.city') });
  await waitFor(() => expect(city.querySelectorAll('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(city, city.querySelectorAll('option')[1]!.value);
};

/**
 * A guest with items and no address: the e-mail, the offer to log in (back to checkout), the address form with
 * one primary action (no 'default address' and no second e-mail for a guest; name and phone typed once).
 */
export const GuestAddressStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('checkout.title'), level: 1 })).toBeVisible();
    const steps = within(canvas.getByRole('navigation', { name: msg('checkout.steps') }));
    await expect(steps.getByText(msg('checkout.step.address')).closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('heading', { name: msg('checkout.contact') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: linkWords('checkout.contact.login') })).toHaveAttribute('href', expect.stringMatching(new RegExp(`/login\\?redirect=${encodeURIComponent(localePath('/checkout'))}$`)));
    await expect(canvas.getAllByRole('textbox', { name: anEmail })).toHaveLength(1);
    await expect(canvas.queryByRole('textbox', { name: msg('auth.name') })).toBeNull();
    await expect(canvas.getAllByRole('textbox', { name: msg('auth.phone') })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: msg('checkout.continuePayment') })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: msg('checkout.step.address'), level: 2 })).toBeVisible();
    const form = addressForm(canvasElement);
    await expect(form.getByRole('textbox', { name: msg('address.form.title') })).toBeVisible();
    await waitFor(() => expect(form.getByRole('combobox', { name: msg('address.form.government') })).toBeEnabled());
    await expect(form.getByRole('combobox', { name: msg('address.city') })).toBeDisabled();
    await expect(form.queryByRole('checkbox', { name: msg('address.makeDefault') })).toBeNull();
    await expect(canvas.getByRole('heading', { name: msg('cart.summary') })).toBeVisible();
  },
};

/**
 * Continue with nothing typed: every error on its field, the first one (the e-mail, at the top) focused.
 * Then with a filled, unsaved address: it is saved to the cart and the shopper is on the payment step.
 */
export const GuestContinuesWithTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: msg('checkout.title'), level: 1 });
    const form = addressForm(canvasElement);
    await waitFor(() => expect(form.getByRole('combobox', { name: msg('address.form.government') })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continuePayment') }));
    await expect((await form.findAllByText(msg('validation.required')))[0]).toBeVisible();
    await expect(form.getByText(msg('validation.government'))).toBeVisible();
    await expect(canvas.getByText(msg('validation.email'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: contactEmail })).toHaveFocus());

    await userEvent.type(canvas.getByRole('textbox', { name: contactEmail }), 'guest@example.com');
    await fillAddress(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continuePayment') }));
    await expect(await canvas.findByRole('heading', { name: msg('checkout.step.payment'), level: 2 })).toBeVisible();
    await expect(canvas.getByTestId('summary-shipping')).not.toHaveTextContent(msg('cart.shippingWithAddress'));
  },
};

/** The e-mail is right but the address is not complete: the first invalid address field is focused. */
export const GuestAddressIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: msg('checkout.title'), level: 1 });
    await userEvent.type(canvas.getByRole('textbox', { name: contactEmail }), 'guest@example.com');
    const form = addressForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: msg('address.form.title') }), 'Home');
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continuePayment') }));
    await waitFor(() => expect(form.getByRole('textbox', { name: msg('address.firstName') })).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: msg('checkout.step.address'), level: 2 })).toBeVisible();
  },
};

/**
 * A customer's saved addresses: continuing without one is refused, one is picked, and a new one may become the default.
 * The story ends where its name says, on the addresses with the first one chosen.
 */
export const CustomerSavedAddresses: Story = {
  parameters: { checkout: { customer: true, shipToSaved: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: msg('checkout.chooseAddress') });
    await expect(within(group).getAllByRole('radio').length).toBeGreaterThanOrEqual(1);
    await expect(canvas.queryByRole('heading', { name: msg('checkout.contact') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continuePayment') }));
    await expect(await canvas.findByText(msg('checkout.addressRequired'))).toBeVisible();
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    // A customer's new address may become the default one.
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.addAddress') }));
    await expect(addressForm(canvasElement).getByRole('checkbox', { name: msg('address.makeDefault') })).not.toBeChecked();
    await expect(addressForm(canvasElement).getByRole('textbox', { name: msg('address.email') })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: msg('checkout.continuePayment') })).toHaveLength(1);
    await userEvent.click(addressForm(canvasElement).getByRole('button', { name: msg('common.cancel') }));
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    await expect(canvas.queryByRole('heading', { name: msg('checkout.step.payment'), level: 2 })).toBeNull();
  },
};

/** A customer continues with a saved address chosen: the payment step. */
export const CustomerContinuesToPayment: Story = {
  parameters: { checkout: { customer: true, shipToSaved: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: msg('checkout.chooseAddress') });
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continuePayment') }));
    await expect(await canvas.findByRole('heading', { name: msg('checkout.step.payment'), level: 2 })).toBeVisible();
  },
};

const removeRequests = { count: 0 };
const countRemoves = http.delete('*/cart/address', () => {
  removeRequests.count += 1;
});

/**
 * DELETE /cart/address: a customer takes the shipping address off the cart. No address is chosen any more, the
 * summary no longer counts shipping, the first address has the focus, and continuing asks for an address.
 */
export const CustomerRemovesAddress: Story = {
  parameters: { checkout: { customer: true, shipToSaved: true }, msw: [countRemoves] },
  beforeEach: () => {
    removeRequests.count = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: msg('checkout.chooseAddress') });
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    const shipping = canvas.getByTestId('summary-shipping');
    await expect(shipping).not.toHaveTextContent(msg('cart.shippingWithAddress'));
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.removeAddress') }));
    await waitFor(() => expect(within(group).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false));
    await expect(removeRequests.count).toBe(1);
    await expect(shipping).toHaveTextContent(msg('cart.shippingWithAddress'));
    await expect(canvas.queryByRole('button', { name: msg('checkout.removeAddress') })).toBeNull();
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continuePayment') }));
    await expect(await canvas.findByText(msg('checkout.addressRequired'))).toBeVisible();
    // Choosing again sets it again.
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await waitFor(() => expect(shipping).not.toHaveTextContent(msg('cart.shippingWithAddress')));
  },
};

/** The removal fails: the server's message in a toast, the address still chosen, nothing lost. */
export const RemoveAddressFails: Story = {
  parameters: {
    checkout: { customer: true, shipToSaved: true },
    mockRequests: [{ method: 'DELETE', path: '*/cart/address', status: 500 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const serverError = await mockErrorMessage(canvasElement.ownerDocument, 500);
    const group = await canvas.findByRole('radiogroup', { name: msg('checkout.chooseAddress') });
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.removeAddress') }));
    await waitFor(() => expect(screen.getByText(serverError)).toBeVisible());
    await expect(within(group).getAllByRole('radio')[0]).toBeChecked();
    await expect(canvas.getByTestId('summary-shipping')).not.toHaveTextContent(msg('cart.shippingWithAddress'));
    await expect(canvas.getByRole('button', { name: msg('checkout.removeAddress') })).toBeEnabled();
  },
};

/** The same in Arabic: the button's words and the summary after the removal. */
export const ArabicRemovesAddress: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/checkout', checkout: { customer: true, shipToSaved: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'الشحن إلى' });
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'إزالة عنوان الشحن' }));
    await waitFor(() => expect(within(group).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false));
    await expect(canvas.queryByRole('button', { name: 'إزالة عنوان الشحن' })).toBeNull();
    await expect(canvas.getByTestId('summary-shipping')).toHaveTextContent('يُضاف عند اختيار العنوان');
  },
};

/** The governments could not be loaded: the form says so and offers to try again. */
export const LocationsUnavailable: Story = {
  beforeEach: ({ globals }) => sessionStorage.removeItem(governmentsStorageKey(localeOrDefault(globals.locale))),
  parameters: { mockRequests: [{ path: '*/governments', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('address.locationsFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('common.retry') })).toBeVisible();
    await expect(addressForm(canvasElement).getByRole('combobox', { name: msg('address.form.government') })).toBeDisabled();
  },
};

/** Spec section 5: review waits for an uploaded receipt (every method needs one); a wrong type is refused. */
export const PaymentWithReceipt: Story = {
  parameters: { checkout: { customer: true, shipToSaved: true, step: 'payment' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('checkout.step.payment'), level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: method('instapay') }));
    await expect(canvas.getByText(/niletech@instapay/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continueReview') }));
    await expect(await canvas.findByText(msg('validation.receipt'))).toBeVisible();
    const input = canvas.getByTestId('receipt-input');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await expect(await canvas.findByText(msg('receipt.type'))).toBeVisible();
    await expect(canvas.queryByTestId('receipt-preview')).toBeNull();
    await expect(canvas.getByRole('radio', { name: method('instapay') })).toBeChecked();
    fireEvent.change(input, { target: { files: [new File([PNG], 'receipt.png', { type: 'image/png' })] } });
    await expect(await canvas.findByTestId('receipt-preview')).toHaveTextContent('receipt.png');
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.continueReview') }));
    await expect(await canvas.findByRole('heading', { name: msg('checkout.step.review') })).toBeVisible();
    await expect(canvas.getByText(msg('checkout.review.receipt', { name: 'receipt.png' }))).toBeVisible();
  },
};

export const Review: Story = {
  parameters: { checkout: { customer: true, shipToSaved: true, method: 'fawry', receipt: true, step: 'review' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('checkout.step.review') })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: msg('checkout.step.payment') })).getByText(seedTitle.paymentMethod('fawry'))).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: msg('cart.lines') })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: msgPattern('checkout.placeOrder', {}, [], ['total']) })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: msg('checkout.back') }));
    await expect(await canvas.findByRole('radio', { name: method('fawry') })).toBeChecked();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'إتمام الشراء', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'بيانات التواصل' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'سجّل الدخول' })).toHaveAttribute('href', expect.stringMatching(/\/login\?redirect=%2Far%2Fcheckout$/));
    const form = within(canvas.getByRole('form', { name: 'عنوان شحن جديد' }));
    await expect(form.getByRole('combobox', { name: 'المحافظة' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'المدينة' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'المتابعة إلى الدفع' })).toHaveLength(1);
  },
};

/** A customer's saved addresses in Arabic. */
export const ArabicCustomerAddresses: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/checkout', checkout: { customer: true, shipToSaved: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'الشحن إلى' });
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    await expect(canvas.queryByRole('heading', { name: 'بيانات التواصل' })).toBeNull();
  },
};

/** The payment step in Arabic: the methods, the receipt a method asks for, the wallet and the notes. */
export const ArabicPayment: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/checkout', checkout: { customer: true, shipToSaved: true, method: 'instapay', step: 'payment' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'طريقة الدفع', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'المتابعة إلى المراجعة' }));
    await expect(await canvas.findByText('يرجى رفع الإيصال')).toBeVisible();
  },
};

/** The review step in Arabic. */
export const ArabicReview: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/checkout', checkout: { customer: true, shipToSaved: true, method: 'fawry', receipt: true, step: 'review' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'مراجعة الطلب' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^تأكيد الطلب/ })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    mockRequests: [{ path: '*/cart', delayMs: 'infinite' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('common.loading'))).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('heading', { level: 1, name: msg('checkout.title') })).toBeVisible();
    }),
};

/** Nothing to check out: the page sends the shopper to the cart. */
export const EmptyCartGoesToCart: Story = {
  parameters: { checkout: { products: 0 } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentPath />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('current-path')).toHaveTextContent(/^\/cart$/));
    await expect(within(canvasElement).queryByRole('heading', { name: msg('checkout.title') })).toBeNull();
    await expect(screen.queryByRole('form')).toBeNull();
  },
};
