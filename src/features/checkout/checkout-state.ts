import { z } from 'zod';
import { ORDER_NOTES_MAX } from '../../lib/constants';

/**
 * Checkout's client state (DESIGN.md: never server data) and its one reducer. The chosen address lives on
 * the server's cart (`cart.shipping_address`); everything here is what the shopper chose or typed: the step,
 * the payment method, the guest's e-mail, a new address being typed, the order notes, and the idempotency key of the order attempt in
 * flight. The receipt is a File and stays in memory; the rest is kept in session storage (checkout-store.ts)
 * so that a reload, or a 401 that sends the shopper to log in and back, loses nothing.
 */

export const CHECKOUT_STEPS = ['address', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What a guest types besides the address: the e-mail (name and phone come from the shipping address). */
export interface GuestContact {
  email: string;
}

const TEXT_MAX = 500;
const text = z.string().max(TEXT_MAX);
const id = z.number().int().min(0);

/** A new address being typed at checkout, not saved yet (the address form's values, any of them). */
export const addressDraftSchema = z
  .object({ title: text, first_name: text, last_name: text, address: text, phone: text, email: text, government_id: id, city_id: id, is_default: z.boolean() })
  .partial();
export type AddressDraft = z.infer<typeof addressDraftSchema>;

/** The stored part of the state, as session storage must hold it; anything else is dropped on restore. */
export const storedCheckoutSchema = z.object({
  step: z.enum(CHECKOUT_STEPS),
  paymentMethodId: z.number().int().positive().nullable(),
  contact: z.object({ email: z.string().max(254) }),
  notes: z.string().max(ORDER_NOTES_MAX),
  attemptKey: z.string().min(1).max(200).nullable(),
  addressDraft: addressDraftSchema.nullable().default(null),
});
export type StoredCheckout = z.infer<typeof storedCheckoutSchema>;

export interface CheckoutState extends StoredCheckout {
  receipt: File | null;
}

export const initialCheckout = (): CheckoutState => ({
  step: 'address',
  paymentMethodId: null,
  contact: { email: '' },
  notes: '',
  attemptKey: null,
  addressDraft: null,
  receipt: null,
});

export type CheckoutAction =
  | { type: 'goTo'; step: CheckoutStep }
  | { type: 'choosePaymentMethod'; id: number }
  | { type: 'setReceipt'; file: File | null }
  | { type: 'setContact'; contact: Partial<GuestContact> }
  | { type: 'setNotes'; notes: string }
  /** The new address being typed (null once it is saved or the form is closed). */
  | { type: 'setAddressDraft'; draft: AddressDraft | null }
  /** A placement attempt begins: the key is kept for its retries until the server answers. */
  | { type: 'startAttempt'; key: string }
  | { type: 'endAttempt' }
  /** The order is placed: the next checkout starts afresh; the guest's e-mail is kept for next time. */
  | { type: 'finish' };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'goTo':
      return { ...state, step: action.step };
    case 'choosePaymentMethod':
      return { ...state, paymentMethodId: action.id };
    case 'setReceipt':
      return { ...state, receipt: action.file };
    case 'setContact':
      return { ...state, contact: { ...state.contact, ...action.contact } };
    case 'setNotes':
      return { ...state, notes: action.notes.slice(0, ORDER_NOTES_MAX) };
    case 'setAddressDraft':
      return { ...state, addressDraft: action.draft };
    case 'startAttempt':
      return state.attemptKey ? state : { ...state, attemptKey: action.key };
    case 'endAttempt':
      return { ...state, attemptKey: null };
    case 'finish':
      return { ...initialCheckout(), contact: state.contact };
  }
}

/** The part of the state that goes to session storage. */
export const toStored = ({ step, paymentMethodId, contact, notes, attemptKey, addressDraft }: CheckoutState): StoredCheckout => ({
  step,
  paymentMethodId,
  contact: { email: contact.email },
  notes,
  attemptKey,
  addressDraft: addressDraft ? { ...addressDraft } : null,
});

/** What the server's cart and the forms say is complete. */
export interface StepFacts {
  /** The cart has a shipping address. */
  hasAddress: boolean;
  /** A customer, or a guest whose e-mail is valid. */
  contactOk: boolean;
  /** A payment method is chosen and a receipt is attached (every method needs one). */
  paymentOk: boolean;
}

/**
 * The step to show: the stored one, unless an earlier step is no longer complete (after a reload the
 * address was removed, the receipt — memory only — is gone, a 401 turned the shopper into a guest).
 */
export function currentStep(step: CheckoutStep, facts: StepFacts): CheckoutStep {
  if (!facts.hasAddress || !facts.contactOk) return 'address';
  if (step === 'review' && !facts.paymentOk) return 'payment';
  return step;
}
