import { proxy, ref, subscribe } from 'valtio';
import { isRecord } from '../../lib/is-record';
import { readJson, writeJson } from '../../lib/storage';

export type CheckoutStep = 'address' | 'payment' | 'review';
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['address', 'payment', 'review'];

export interface GuestContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * Checkout client state (DESIGN.md: never server data): the step, the chosen payment method, what the
 * shopper typed (guest contact, notes) and the idempotency key of the order attempt in flight. The chosen
 * address lives on the server's cart (cart.shipping_address). Persisted to sessionStorage so the step
 * survives a reload; the receipt file stays in memory only (a File cannot be stored).
 */
export interface CheckoutState {
  step: CheckoutStep;
  paymentMethodId: number | null;
  contact: GuestContact;
  notes: string;
  /** Generated once per placement attempt and reused by its retries; cleared when the server answers. */
  attemptKey: string | null;
  receipt: File | null;
}

const STORAGE_KEY = 'storefront.checkout';
type Stored = Omit<CheckoutState, 'receipt'>;

const isStored = (value: unknown): value is Stored =>
  isRecord(value) &&
  typeof value.step === 'string' &&
  (CHECKOUT_STEPS as readonly string[]).includes(value.step) &&
  (value.paymentMethodId === null || typeof value.paymentMethodId === 'number') &&
  isRecord(value.contact) &&
  typeof value.notes === 'string' &&
  (value.attemptKey === null || typeof value.attemptKey === 'string');

const initial = (): Stored => ({ step: 'address', paymentMethodId: null, contact: { name: '', email: '', phone: '' }, notes: '', attemptKey: null });

const restored = readJson(STORAGE_KEY, isStored, 'session');

export const checkoutStore = proxy<CheckoutState>({
  ...initial(),
  ...restored,
  contact: { ...initial().contact, ...(restored?.contact as Partial<GuestContact> | undefined) },
  receipt: null,
});

subscribe(checkoutStore, () => {
  const { step, paymentMethodId, contact, notes, attemptKey } = checkoutStore;
  writeJson(STORAGE_KEY, { step, paymentMethodId, contact, notes, attemptKey } satisfies Stored, 'session');
});

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const checkoutActions = {
  goTo(step: CheckoutStep) {
    checkoutStore.step = step;
  },
  choosePaymentMethod(id: number) {
    checkoutStore.paymentMethodId = id;
  },
  setReceipt(file: File | null) {
    checkoutStore.receipt = file ? ref(file) : null;
  },
  setContact(contact: Partial<GuestContact>) {
    checkoutStore.contact = { ...checkoutStore.contact, ...contact };
  },
  setNotes(notes: string) {
    checkoutStore.notes = notes;
  },
  /** The key of the current attempt: the same one for every retry until the server answers. */
  attemptKey() {
    checkoutStore.attemptKey ??= newKey();
    return checkoutStore.attemptKey;
  },
  endAttempt() {
    checkoutStore.attemptKey = null;
  },
  /** The order is placed: start the next checkout afresh (the contact details are kept for next time). */
  finish() {
    Object.assign(checkoutStore, { ...initial(), contact: checkoutStore.contact, receipt: null });
  },
};
