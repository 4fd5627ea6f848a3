import { proxy, ref, subscribe } from 'valtio';
import { storedValue } from '../../lib/stored-value';
import { checkoutReducer, initialCheckout, storedCheckoutSchema, toStored, type AddressDraft, type CheckoutAction, type CheckoutState, type CheckoutStep, type GuestContact } from './checkout-state';

export { CHECKOUT_STEPS, type CheckoutStep, type GuestContact } from './checkout-state';

/**
 * Checkout's state in session storage, read through its schema: a stored value that does not fit (an older
 * version of the shop, a hand-edited value, wrong types) is dropped with a console warning and the
 * defaults are used — never "Something went wrong" for the rest of the tab's life.
 */
export const storedCheckout = storedValue({ key: 'storefront.checkout', schema: storedCheckoutSchema, area: 'session' });

/** The state a tab starts with: what session storage holds, when it fits. */
export const restoreCheckout = (): CheckoutState => ({ ...initialCheckout(), ...storedCheckout.read() });

/** The one checkout store; every change goes through `dispatch` (checkoutReducer). */
export const checkoutStore = proxy<CheckoutState>(restoreCheckout());

subscribe(checkoutStore, () => storedCheckout.write(toStored(checkoutStore)));

export function dispatch(action: CheckoutAction) {
  const next = checkoutReducer({ ...checkoutStore }, action);
  // A File is kept as it is (valtio must not wrap it in a proxy).
  Object.assign(checkoutStore, next, { receipt: next.receipt ? ref(next.receipt) : null });
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Named shorthands for `dispatch`. */
export const checkoutActions = {
  goTo: (step: CheckoutStep) => dispatch({ type: 'goTo', step }),
  choosePaymentMethod: (id: number) => dispatch({ type: 'choosePaymentMethod', id }),
  setReceipt: (file: File | null) => dispatch({ type: 'setReceipt', file }),
  setContact: (contact: Partial<GuestContact>) => dispatch({ type: 'setContact', contact }),
  setNotes: (notes: string) => dispatch({ type: 'setNotes', notes }),
  setAddressDraft: (draft: AddressDraft | null) => dispatch({ type: 'setAddressDraft', draft }),
  /** The key of the current attempt: the same one for every retry until the server answers. */
  attemptKey: () => {
    dispatch({ type: 'startAttempt', key: newKey() });
    return checkoutStore.attemptKey ?? '';
  },
  endAttempt: () => dispatch({ type: 'endAttempt' }),
  finish: () => dispatch({ type: 'finish' }),
};
