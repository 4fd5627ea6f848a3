import { describe, expect, it } from 'vitest';
import { addToCart, applyCoupon, cartOf, computeCart, setShippingAddress, setWalletAmount } from './cart';
import { applyDueOrderChanges, getOrder, listOrders, ORDER_TIMING, placeOrder, type PlaceOrderInput } from './orders';
import { trackOrder } from './order-tracking';
import { RECEIPT_MAX_BYTES } from './receipt';
import { availableBalance } from './wallet';
import { createAddress } from './addresses';
import { errorsOf, statusOf } from '../../testing/rule-errors';
import { createTestDb, demoCustomer, inStock, newGuest, productWhere, secondCustomer } from '../../testing/test-db';
import type { MockDb } from '../create-db';
import type { UserRow } from '../types';

/** Fawry once was cash on delivery (no receipt); every method needs one now (spec section 5). */
const FAWRY = 1;
const INSTAPAY = 2;
const ORANGE_CASH = 5;
const jpeg = { name: 'receipt.jpg', type: 'image/jpeg', size: 120_000 };

function readyCart(db: MockDb, user: UserRow, quantity = 1) {
  const product = productWhere(db, (row) => inStock(20)(row) && row.salePrice > 3000);
  addToCart(db, user, product.id, quantity);
  setShippingAddress(db, user, db.state.addresses.find((address) => address.userId === user.id)!.id);
  return product;
}

const order = (input: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({ paymentMethodId: FAWRY, receipt: jpeg, ...input });

describe('placing orders', () => {
  it('needs a non-empty cart and a shipping address', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    expect(errorsOf(() => placeOrder(db, user, order()))).toEqual({
      cart: ['Your cart is empty'],
      shipping_address: ['Please select a shipping address'],
    });
  });

  it('needs an existing payment method and a receipt for every method (spec section 5), also when the wallet pays it all', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    readyCart(db, user);
    expect(errorsOf(() => placeOrder(db, user, order({ paymentMethodId: 99 })))).toEqual({ payment_method_id: ['The selected payment method is invalid.'] });
    for (const method of db.state.paymentMethods) {
      expect(errorsOf(() => placeOrder(db, user, order({ paymentMethodId: method.id, receipt: null })))).toEqual({ receipt: ['Please upload receipt'] });
    }
    expect(errorsOf(() => placeOrder(db, user, order({ paymentMethodId: 99, receipt: null })))).toEqual({
      payment_method_id: ['The selected payment method is invalid.'],
      receipt: ['Please upload receipt'],
    });
    const cheap = productWhere(db, (row) => inStock(20)(row) && row.salePrice < 1000);
    cartOf(db, user.id).items = [];
    addToCart(db, user, cheap.id, 1);
    setWalletAmount(db, user, computeCart(db, cartOf(db, user.id)).totalBeforeWallet);
    expect(errorsOf(() => placeOrder(db, user, order({ receipt: null })))).toEqual({ receipt: ['Please upload receipt'] });
    expect(placeOrder(db, user, order()).order.total).toBe(0);
  });

  it('accepts images and PDFs up to 5 MB only', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    readyCart(db, user);
    expect(errorsOf(() => placeOrder(db, user, order({ paymentMethodId: INSTAPAY, receipt: { name: 'r.txt', type: 'text/plain', size: 10 } })))).toEqual({
      receipt: ['The receipt must be an image or a PDF file'],
    });
    expect(errorsOf(() => placeOrder(db, user, order({ paymentMethodId: INSTAPAY, receipt: { notAFile: true } }))).receipt).toEqual([
      'The receipt must be an image or a PDF file',
    ]);
    expect(errorsOf(() => placeOrder(db, user, order({ paymentMethodId: INSTAPAY, receipt: { ...jpeg, size: RECEIPT_MAX_BYTES + 1 } }))).receipt).toEqual([
      'The receipt may not be larger than 5 MB',
    ]);
    const placed = placeOrder(db, user, order({ paymentMethodId: INSTAPAY, receipt: { name: 'transfer.pdf', type: 'application/pdf', size: RECEIPT_MAX_BYTES } }));
    expect(placed.order.receipt).toEqual({ name: 'transfer.pdf', type: 'application/pdf', size: RECEIPT_MAX_BYTES });
  });

  it('takes the cart: lines, totals, address, method; debits the wallet, takes stock and empties the cart', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const product = readyCart(db, user, 2);
    applyCoupon(db, user, 'WELCOME10');
    setWalletAmount(db, user, 500);
    const stockBefore = product.stock;
    const { order: placed, paymentResult, cart } = placeOrder(db, user, order({ paymentMethodId: ORANGE_CASH }));
    expect(paymentResult).toBe('successful');
    expect(placed.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2, price: product.salePrice, total: product.salePrice * 2 })]);
    expect(placed.subtotal).toBe(product.salePrice * 2);
    expect(placed.discount).toBe(Math.round(product.salePrice * 2 * 10) / 100);
    expect(placed.walletAmount).toBe(500);
    expect(placed.total).toBeCloseTo(placed.subtotal - placed.discount + placed.shipping - 500, 2);
    expect(placed.shippingAddress?.id).toBe(1);
    // Paid once the receipt is confirmed (at Processing).
    expect(placed.paymentStatus).toBe('Pending');
    expect(product.stock).toBe(stockBefore - 2);
    expect(availableBalance(db.state, user.id)).toBe(1000);
    expect(cart.items).toHaveLength(0);
    expect(cart.couponCode).toBeNull();
  });

  it('re-checks stock at placement', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const product = readyCart(db, user, 3);
    product.stock = 2;
    expect(errorsOf(() => placeOrder(db, user, order())).cart).toEqual([`Only 2 left in stock for "${product.title.en}"`]);
  });

  it('returns the first answer for a repeated Idempotency-Key and creates nothing new', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const product = readyCart(db, user);
    const first = placeOrder(db, user, order({ idempotencyKey: 'checkout-1234' }));
    const ordersAfterFirst = db.state.orders.length;
    const stockAfterFirst = product.stock;
    readyCart(db, user);
    const again = placeOrder(db, user, order({ idempotencyKey: 'checkout-1234' }));
    expect(again.replayed).toBe(true);
    expect(again.order.id).toBe(first.order.id);
    expect(db.state.orders).toHaveLength(ordersAfterFirst);
    expect(product.stock).toBe(stockAfterFirst);
    expect(cartOf(db, user.id).items).toHaveLength(1);
    // Another user with the same key gets their own order.
    const other = secondCustomer(db);
    readyCart(db, other);
    expect(placeOrder(db, other, order({ idempotencyKey: 'checkout-1234' })).replayed).toBe(false);
  });

  it('a failed payment (payment-declined) fails the order and keeps the cart, stock and wallet', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const product = readyCart(db, user);
    setWalletAmount(db, user, 100);
    const stock = product.stock;
    const { order: placed, paymentResult, cart } = placeOrder(db, user, order({ paymentMethodId: ORANGE_CASH, paymentResult: 'failed' }));
    expect(paymentResult).toBe('failed');
    expect(placed.paymentStatus).toBe('Failed');
    expect(placed.status).toBe('Cancelled');
    expect(cart.items).toHaveLength(1);
    expect(product.stock).toBe(stock);
    expect(availableBalance(db.state, user.id)).toBe(1500);
  });

  it('a payment under review (payment-under-review) leaves the payment pending under review', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    readyCart(db, user);
    const { order: placed, paymentResult, cart } = placeOrder(db, user, order({ paymentMethodId: ORANGE_CASH, paymentResult: 'warning' }));
    expect(paymentResult).toBe('warning');
    expect(placed.paymentStatus).toBe('Pending');
    expect(cart.items).toHaveLength(0);
  });

  it('moves a new order Pending → Processing → Completed with the clock', () => {
    const { db, clock } = createTestDb();
    const user = demoCustomer(db);
    readyCart(db, user);
    const { order: placed } = placeOrder(db, user, order({ paymentMethodId: FAWRY }));
    expect([placed.status, placed.paymentStatus, placed.shipmentStatus]).toEqual(['Pending', 'Pending', 'Pending']);
    clock.advance(ORDER_TIMING.processing - 1);
    expect(getOrder(db, user, placed.id).status).toBe('Pending');
    clock.advance(1);
    expect(getOrder(db, user, placed.id).status).toBe('Processing');
    clock.advance(ORDER_TIMING.shipped - ORDER_TIMING.processing);
    const shipped = getOrder(db, user, placed.id);
    expect(shipped.shipmentStatus).toBe('Shipped');
    expect(shipped.carrier).toMatch(/^(Bosta|Aramex)$/);
    expect(shipped.trackingNumber).toBeTruthy();
    clock.advance(ORDER_TIMING.completed);
    const done = getOrder(db, user, placed.id);
    expect([done.status, done.paymentStatus, done.shipmentStatus]).toEqual(['Completed', 'Paid', 'Delivered']);
    expect(done.timeline.map((event) => event.status)).toEqual(['Pending', 'Processing', 'Paid', 'Shipped', 'In Transit', 'Delivered', 'Completed']);
    expect(applyDueOrderChanges(db)).toBe(false);
  });

  it('lets guests order with contact details and a cart-only address', () => {
    const { db } = createTestDb();
    const guest = newGuest(db);
    const product = productWhere(db, inStock());
    addToCart(db, guest, product.id, 1);
    const address = createAddress(db, guest, { title: 'Home', first_name: 'Sara', last_name: 'Adel', address: '1 Nile St.', phone: '01099999999', government_id: 1, city_id: 1 }, false);
    setShippingAddress(db, guest, address.id);
    const { order: placed } = placeOrder(db, guest, order({ contact: { name: 'Sara Adel', email: 'sara@example.com', phone: '01099999999' } }));
    expect(placed.contact.email).toBe('sara@example.com');
    expect(trackOrder(db, { orderNumber: placed.number.toLowerCase(), contact: 'SARA@example.com' }).id).toBe(placed.id);
  });
});

describe('reading orders', () => {
  it('lists the customer’s orders newest first, 10 a page, with from/to', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const first = listOrders(db, user, 1);
    expect(first.records).toHaveLength(10);
    expect(first.paginationInfo).toMatchObject({ currentPage: 1, perPage: 10, total: 13, lastPage: 2, from: 1, to: 10 });
    expect(first.records[0]!.createdAt).toBeGreaterThanOrEqual(first.records[1]!.createdAt);
    expect(listOrders(db, user, 2).paginationInfo).toMatchObject({ from: 11, to: 13 });
    expect(listOrders(db, user, 1, 'NT-240003').records.map((row) => row.id)).toEqual([3]);
  });

  it('finds one order by its id or its number with or without case, hyphen and letters; nothing for another customer’s', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    for (const wanted of ['NT-240003', 'nt-240003', 'NT240003', '240003', '3']) {
      expect(listOrders(db, user, 1, wanted).records.map((row) => row.id), wanted).toEqual([3]);
    }
    expect(listOrders(db, user, 1, 'NT-240003').paginationInfo).toMatchObject({ total: 1, from: 1, to: 1, lastPage: 1 });
    expect(listOrders(db, user, 1, '40003').records).toEqual([]);
    expect(listOrders(db, user, 1, 'XX-240003').records).toEqual([]);
    expect(listOrders(db, user, 1, '999999').records).toEqual([]);
    expect(listOrders(db, secondCustomer(db), 1, 'NT-240003').records).toEqual([]);
  });

  it('hides another customer’s order (404) and tracks by order or tracking number', () => {
    const { db } = createTestDb();
    expect(statusOf(() => getOrder(db, secondCustomer(db), 1))).toBe(404);
    const shipped = db.state.orders.find((row) => row.trackingNumber)!;
    expect(trackOrder(db, { trackingNumber: shipped.trackingNumber!, contact: shipped.contact.email! }).id).toBe(shipped.id);
    expect(statusOf(() => trackOrder(db, { orderNumber: 'NT-000000', contact: shipped.contact.email! }))).toBe(404);
    expect(errorsOf(() => trackOrder(db, { contact: shipped.contact.email! }))).toHaveProperty('orderNumber');
  });
});
