import { ApiError, notFound, t, VALIDATION_FAILED, type Text } from './api-error';
import { cartOf, computeCart, revalidateCart } from './cart';
import { paginate } from './pagination';
import { checkReceipt, type ReceiptInput } from './receipt';
import { debitWallet } from './wallet';
import { nextId } from '../ids';
import { orderNumberFor, trackingNumberFor } from '../order-numbers';
import type { PaginationInfo, PaymentResult, PaymentStatus } from '../../../src/api/generated/model/index';
import type { MockDb } from '../create-db';
import type { CartRow, OrderRow, ScheduledOrderChange, T, UserRow } from '../types';

const MINUTE = 60_000;
/**
 * A new order moves on by itself with the clock: Processing after 2 minutes (the receipt is
 * confirmed then), Shipped (carrier and tracking number) after 5, In Transit after 7, Delivered and
 * Completed after 10.
 */
export const ORDER_TIMING = { processing: 2 * MINUTE, shipped: 5 * MINUTE, inTransit: 7 * MINUTE, completed: 10 * MINUTE };
export const CARRIERS = ['Bosta', 'Aramex'] as const;
export const ORDERS_PER_PAGE = 10;

const note = (en: string, ar: string): T => ({ en, ar });

/** Apply the scheduled changes whose time has come (each adds its timeline event, dated when due). */
export function applyDueOrderChanges(db: MockDb): boolean {
  const now = db.now();
  let changed = false;
  for (const order of db.state.orders) {
    if (order.schedule.length === 0) continue;
    const due = order.schedule.filter((change) => change.at <= now).sort((a, b) => a.at - b.at);
    if (due.length === 0) continue;
    for (const change of due) {
      if (change.status) order.status = change.status;
      if (change.paymentStatus) order.paymentStatus = change.paymentStatus;
      if (change.shipmentStatus) order.shipmentStatus = change.shipmentStatus;
      if (change.ship) {
        order.carrier = order.plannedCarrier;
        order.trackingNumber = trackingNumberFor(order.plannedCarrier, order.number);
      }
      order.timeline.push({ status: change.event, at: change.at, note: change.note });
    }
    order.schedule = order.schedule.filter((change) => change.at > now);
    changed = true;
  }
  return changed;
}

export interface PlaceOrderInput {
  paymentMethodId: number;
  notes?: string | null;
  receipt: ReceiptInput;
  /** Guest orders carry contact details. */
  contact?: { name: string; email: string; phone: string };
  idempotencyKey?: string | null;
  /**
   * How the payment turns out (a mock scenario's choice: `payment-declined`, `payment-under-review`): `failed` keeps the
   * order with payment status Failed and status Cancelled, takes no stock, charges no wallet and keeps the cart;
   * `warning` places it with its payment Pending (under review). Default `successful`.
   */
  paymentResult?: PaymentResult;
}

export interface PlaceOrderOutcome {
  order: OrderRow;
  paymentResult: PaymentResult;
  cart: CartRow;
  /** True when the Idempotency-Key was seen before: nothing new was created. */
  replayed: boolean;
}

function schedule(placedAt: number, paidAtPlacement: boolean): ScheduledOrderChange[] {
  const changes: ScheduledOrderChange[] = [
    { at: placedAt + ORDER_TIMING.processing, status: 'Processing', event: 'Processing', note: note('We are preparing your order.', 'جاري تجهيز طلبك.') },
  ];
  if (!paidAtPlacement) {
    changes.push({ at: placedAt + ORDER_TIMING.processing, paymentStatus: 'Paid', event: 'Paid', note: note('Payment confirmed.', 'تم تأكيد الدفع.') });
  }
  changes.push(
    { at: placedAt + ORDER_TIMING.shipped, shipmentStatus: 'Shipped', ship: true, event: 'Shipped', note: note('Handed to the carrier.', 'تم التسليم لشركة الشحن.') },
    { at: placedAt + ORDER_TIMING.inTransit, shipmentStatus: 'In Transit', event: 'In Transit', note: note('On the way to you.', 'في الطريق إليك.') },
    { at: placedAt + ORDER_TIMING.completed, shipmentStatus: 'Delivered', event: 'Delivered', note: note('Delivered.', 'تم التوصيل.') },
  );
  changes.push({ at: placedAt + ORDER_TIMING.completed, status: 'Completed', event: 'Completed', note: null });
  return changes;
}

/**
 * Place an order from the user's cart (POST /orders for customers, /orders/guests with contact
 * details). Needs a non-empty cart, a shipping address, an existing payment method, a receipt for
 * every method, also when the wallet pays it all (image or PDF, ≤ 5 MB; spec section 5) and enough stock; all problems answer one 422.
 * On success: the order takes the cart's lines, totals, address and method, the wallet amount is
 * debited, stock decremented and the cart emptied. A repeated Idempotency-Key returns the first
 * outcome and creates nothing.
 */
export function placeOrder(db: MockDb, user: UserRow, input: PlaceOrderInput): PlaceOrderOutcome {
  const key = input.idempotencyKey ? `${user.id}:${input.idempotencyKey}` : null;
  const seen = key ? db.state.idempotency[key] : undefined;
  if (seen) {
    const order = db.state.orders.find((row) => row.id === seen.orderId);
    if (order) return { order, paymentResult: seen.paymentResult, cart: cartOf(db, user.id), replayed: true };
  }

  const cart = cartOf(db, user.id);
  revalidateCart(db, cart, user);
  const computed = computeCart(db, cart);
  const errors: Record<string, Text[]> = {};
  const collect = (run: () => void): void => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.errors) throw error;
      for (const [field, messages] of Object.entries(error.errors)) errors[field] = [...(errors[field] ?? []), ...messages];
    }
  };
  if (computed.lines.length === 0) errors.cart = [t('Your cart is empty', 'سلتك فارغة')];
  for (const line of computed.lines) {
    if (line.product.stock < line.line.quantity) {
      const left = line.product.stock;
      (errors.cart ??= []).push(
        left <= 0
          ? t(`"${line.product.title.en}" is out of stock`, `"${line.product.title.ar}" غير متوفر حاليًا`)
          : t(`Only ${left} left in stock for "${line.product.title.en}"`, `متبقي ${left} فقط من "${line.product.title.ar}"`),
      );
    }
  }
  const address = cart.shippingAddressId === null ? undefined : db.state.addresses.find((row) => row.id === cart.shippingAddressId);
  if (!address) errors.shipping_address = [t('Please select a shipping address', 'يرجى اختيار عنوان الشحن')];
  const method = db.state.paymentMethods.find((row) => row.id === input.paymentMethodId);
  let receipt: OrderRow['receipt'] = null;
  if (!method) errors.payment_method_id = [t('The selected payment method is invalid.', 'طريقة الدفع المختارة غير صحيحة.')];
  collect(() => {
    receipt = checkReceipt(input.receipt);
  });
  if (Object.keys(errors).length > 0 || !address || !method) throw new ApiError(422, VALIDATION_FAILED, errors);

  const now = db.now();
  const paymentResult = input.paymentResult ?? 'successful';
  const id = nextId(db.state, 'order');
  const number = orderNumberFor(id);
  const failed = paymentResult === 'failed';
  const paidAtPlacement = !failed && computed.total === 0;
  const order: OrderRow = {
    id,
    number,
    userId: user.id,
    contact: input.contact ?? { name: user.name ?? '', email: user.email, phone: user.phone },
    createdAt: now,
    status: failed ? 'Cancelled' : 'Pending',
    paymentStatus: failed ? 'Failed' : paidAtPlacement ? 'Paid' : ('Pending' satisfies PaymentStatus),
    shipmentStatus: 'Pending',
    carrier: null,
    trackingNumber: null,
    plannedCarrier: CARRIERS[id % CARRIERS.length]!,
    items: computed.lines.map((line) => ({
      id: nextId(db.state, 'orderLine'),
      productId: line.product.id,
      slug: line.product.slug,
      title: { ...line.product.title },
      sku: line.product.sku,
      quantity: line.line.quantity,
      price: line.price,
      total: line.total,
    })),
    subtotal: computed.subtotal,
    discount: computed.couponDiscount,
    couponCode: computed.coupon?.code ?? null,
    couponDiscount: computed.couponDiscount,
    shipping: computed.shipping,
    tax: computed.tax,
    walletAmount: failed ? 0 : computed.wallet,
    total: failed ? computed.totalBeforeWallet : computed.total,
    paymentMethodId: method.id,
    shippingAddress: {
      id: address.id,
      title: address.title,
      firstName: address.firstName,
      lastName: address.lastName,
      address: address.address,
      phone: address.phone,
      email: address.email,
      governmentId: address.governmentId,
      cityId: address.cityId,
      isDefault: address.isDefault,
    },
    notes: input.notes ?? null,
    receipt,
    timeline: [{ status: 'Pending', at: now, note: note('Order placed.', 'تم استلام الطلب.') }],
    schedule: failed ? [] : schedule(now, paidAtPlacement),
  };
  if (failed) {
    order.timeline.push(
      { status: 'Failed', at: now, note: note('Your payment has failed. Please try again.', 'فشلت عملية الدفع. يرجى المحاولة مرة أخرى.') },
      { status: 'Cancelled', at: now, note: note('Cancelled because the payment failed.', 'تم الإلغاء بسبب فشل الدفع.') },
    );
  } else {
    if (paidAtPlacement) order.timeline.push({ status: 'Paid', at: now, note: note('Payment received.', 'تم استلام الدفع.') });
    if (paymentResult === 'warning') {
      order.timeline.push({ status: 'Payment under review', at: now, note: note('We are checking your payment.', 'نراجع عملية الدفع الخاصة بك.') });
    }
    if (order.walletAmount > 0) {
      debitWallet(db, user.id, order.walletAmount, note(`Payment for order ${number}`, `دفع الطلب ${number}`));
    }
    for (const line of computed.lines) {
      line.product.stock -= line.line.quantity;
      line.product.soldCount += line.line.quantity;
    }
    cart.items = [];
    cart.couponCode = null;
    cart.walletAmount = 0;
  }
  db.state.orders.push(order);
  if (key) db.state.idempotency[key] = { orderId: order.id, paymentResult, createdAt: now };
  return { order, paymentResult, cart, replayed: false };
}

/** One of the customer's orders (someone else's → 404). */
export function getOrder(db: MockDb, user: UserRow, orderId: number): OrderRow {
  applyDueOrderChanges(db);
  const order = db.state.orders.find((row) => row.id === orderId && row.userId === user.id);
  if (!order) throw notFound(t('Order not found.', 'الطلب غير موجود.'));
  return order;
}

/** The customer's orders, newest first, ORDERS_PER_PAGE a page; `id` keeps only the order with that id or number. */
/** The contract's `id` as an order number: case, the hyphen and the letters before the digits may be left out. */
function orderNumberMatches(number: string, wanted: string): boolean {
  const bare = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return bare(number) === bare(wanted) || bare(number).replace(/^[A-Z]+/, '') === wanted;
}

export function listOrders(db: MockDb, user: UserRow, page: number, id?: string): { records: OrderRow[]; paginationInfo: PaginationInfo } {
  applyDueOrderChanges(db);
  const wanted = id?.trim().toUpperCase();
  const rows = db.state.orders
    .filter((row) => row.userId === user.id)
    .filter((row) => !wanted || String(row.id) === wanted || orderNumberMatches(row.number, wanted))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return paginate(rows, page, ORDERS_PER_PAGE);
}
