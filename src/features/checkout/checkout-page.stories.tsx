import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { getCart, removeCartAddress, setCartAddress } from '../../api/generated/endpoints/cart/cart';
import type { PaymentMethodCode } from '../../api/generated/model';
import { governmentsStorageKey } from '../account/use-locations';
import { createStoryCart, storyShopper, type StoryCartOptions } from '../cart/story-cart';
import CheckoutPage from './checkout-page';
import { checkoutActions, type CheckoutStep } from './checkout-store';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';

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
const checkoutLoader = async ({ parameters }: { parameters: { checkout?: CheckoutOptions } }) => {
  const { step, shipToSaved, method, receipt, ...cart } = parameters.checkout ?? {};
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
  parameters: { path: '/en/checkout' },
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const addressForm = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: 'New shipping address' }));

/** Fills the new-address form with a valid address (the first governorate and its first city). */
const fillAddress = async (canvasElement: HTMLElement) => {
  const form = addressForm(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: 'Address title' }), 'Home');
  await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Guest');
  await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Shopper');
  await userEvent.type(form.getByRole('textbox', { name: /Detailed address/ }), '12 Nile St, floor 3');
  await userEvent.type(form.getByRole('textbox', { name: 'Phone number' }), '01012345678');
  const governorate = form.getByRole('combobox', { name: 'Governorate' });
  await waitFor(() => expect(governorate).toBeEnabled());
  await userEvent.selectOptions(governorate, governorate.querySelectorAll('option')[1]!.value);
  const city = form.getByRole('combobox', { name: 'City' });
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
    await expect(await canvas.findByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    const steps = within(canvas.getByRole('navigation', { name: 'Checkout steps' }));
    await expect(steps.getByText('Shipping address').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('heading', { name: 'Contact details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringMatching(/\/login\?redirect=%2Fen%2Fcheckout$/));
    await expect(canvas.getAllByRole('textbox', { name: /e-mail/i })).toHaveLength(1);
    await expect(canvas.queryByRole('textbox', { name: 'Full name' })).toBeNull();
    await expect(canvas.getAllByRole('textbox', { name: 'Phone number' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Continue to payment' })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Ship to this address' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Shipping address', level: 2 })).toBeVisible();
    const form = addressForm(canvasElement);
    await expect(form.getByRole('textbox', { name: 'Address title' })).toBeVisible();
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Governorate' })).toBeEnabled());
    await expect(form.getByRole('combobox', { name: 'City' })).toBeDisabled();
    await expect(form.queryByRole('checkbox', { name: 'Use as my default address' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  },
};

/**
 * Continue with nothing typed: every error on its field, the first one (the e-mail, at the top) focused.
 * Then with a filled, unsaved address: it is saved to the cart and the shopper is on the payment step.
 */
export const GuestContinuesWithTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Checkout', level: 1 });
    const form = addressForm(canvasElement);
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Governorate' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect((await form.findAllByText('This field is required'))[0]).toBeVisible();
    await expect(form.getByText('Please select a governorate')).toBeVisible();
    await expect(canvas.getByText('A valid e-mail address is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus());

    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'guest@example.com');
    await fillAddress(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment method', level: 2 })).toBeVisible();
    await expect(canvas.getByTestId('summary-shipping')).not.toHaveTextContent('Added once an address is chosen');
  },
};

/** The e-mail is right but the address is not complete: the first invalid address field is focused. */
export const GuestAddressIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Checkout', level: 1 });
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'guest@example.com');
    const form = addressForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Address title' }), 'Home');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Shipping address', level: 2 })).toBeVisible();
  },
};

/** A customer picks one of the saved addresses; continuing without one is refused. */
export const CustomerSavedAddresses: Story = {
  parameters: { checkout: { customer: true, shipToSaved: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Ship to' });
    await expect(within(group).getAllByRole('radio').length).toBeGreaterThanOrEqual(1);
    await expect(canvas.queryByRole('heading', { name: 'Contact details' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByText('Please select a shipping address')).toBeVisible();
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    // A customer's new address may become the default one.
    await userEvent.click(canvas.getByRole('button', { name: 'Add a new address' }));
    await expect(addressForm(canvasElement).getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();
    await expect(addressForm(canvasElement).getByRole('textbox', { name: 'E-mail (optional)' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Continue to payment' })).toHaveLength(1);
    await userEvent.click(addressForm(canvasElement).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment method', level: 2 })).toBeVisible();
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
    const group = await canvas.findByRole('radiogroup', { name: 'Ship to' });
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    const shipping = canvas.getByTestId('summary-shipping');
    await expect(shipping).not.toHaveTextContent('Added once an address is chosen');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove shipping address' }));
    await waitFor(() => expect(within(group).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false));
    await expect(removeRequests.count).toBe(1);
    await expect(shipping).toHaveTextContent('Added once an address is chosen');
    await expect(canvas.queryByRole('button', { name: 'Remove shipping address' })).toBeNull();
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByText('Please select a shipping address')).toBeVisible();
    // Choosing again sets it again.
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await waitFor(() => expect(shipping).not.toHaveTextContent('Added once an address is chosen'));
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
    const group = await canvas.findByRole('radiogroup', { name: 'Ship to' });
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove shipping address' }));
    await waitFor(() => expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeVisible());
    await expect(within(group).getAllByRole('radio')[0]).toBeChecked();
    await expect(canvas.getByTestId('summary-shipping')).not.toHaveTextContent('Added once an address is chosen');
    await expect(canvas.getByRole('button', { name: 'Remove shipping address' })).toBeEnabled();
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
  beforeEach: () => sessionStorage.removeItem(governmentsStorageKey('en')),
  parameters: { mockRequests: [{ path: '*/governments', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch governorates and cities')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(addressForm(canvasElement).getByRole('combobox', { name: 'Governorate' })).toBeDisabled();
  },
};

/** Spec section 5: review waits for an uploaded receipt (every method needs one); a wrong type is refused. */
export const PaymentWithReceipt: Story = {
  parameters: { checkout: { customer: true, shipToSaved: true, step: 'payment' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment method', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /InstaPay/ }));
    await expect(canvas.getByText(/niletech@instapay/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await expect(await canvas.findByText('Please upload receipt')).toBeVisible();
    const input = canvas.getByTestId('receipt-input');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await expect(await canvas.findByText('The receipt must be an image (JPEG, PNG, WebP, GIF) or a PDF file')).toBeVisible();
    await expect(canvas.queryByTestId('receipt-preview')).toBeNull();
    await expect(canvas.getByRole('radio', { name: /InstaPay/ })).toBeChecked();
    fireEvent.change(input, { target: { files: [new File([PNG], 'receipt.png', { type: 'image/png' })] } });
    await expect(await canvas.findByTestId('receipt-preview')).toHaveTextContent('receipt.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await expect(await canvas.findByRole('heading', { name: 'Review order' })).toBeVisible();
    await expect(canvas.getByText('Receipt: receipt.png')).toBeVisible();
  },
};

export const Review: Story = {
  parameters: { checkout: { customer: true, shipToSaved: true, method: 'fawry', receipt: true, step: 'review' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Review order' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Payment method' })).getByText('Fawry')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Items in your cart' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /^Place order \(\u2066EGP/ })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('radio', { name: /Fawry/ })).toBeChecked();
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
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
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
    await expect(within(canvasElement).queryByRole('heading', { name: 'Checkout' })).toBeNull();
    await expect(screen.queryByRole('form')).toBeNull();
  },
};
