import { egp, forbidden, invalid, notFound, t } from './api-error';
import { couponDiscount, couponProblem, findCoupon } from './coupons';
import { pricing } from './pricing';
import { availableBalance } from './wallet';
import { money, nextId } from '../ids';
import type { MockDb } from '../create-db';
import type { CartLineRow, CartRow, CouponRow, DbState, ProductRow, UserRow } from '../types';

/*
 * Shipping (the spec leaves it open; decided here): a flat 75 EGP once a shipping address is set,
 * free when the subtotal after the coupon reaches 3,000 EGP. No address yet → 0 (not known yet).
 * Tax is 0: shelf prices include VAT.
 */
export const SHIPPING_FEE = 75;
export const FREE_SHIPPING_THRESHOLD = 3000;
export const TAX = 0;

export interface CartLineComputation {
  line: CartLineRow;
  product: ProductRow;
  /** Unit price paid (the discounted price). */
  price: number;
  total: number;
  /** Saving against the regular price for the line. */
  discount: number;
}

export interface CartComputation {
  cart: CartRow;
  lines: CartLineComputation[];
  items: number;
  quantity: number;
  subtotal: number;
  discount: number;
  coupon: CouponRow | null;
  couponDiscount: number;
  shipping: number;
  tax: number;
  totalBeforeWallet: number;
  wallet: number;
  total: number;
}

export function findProduct(state: DbState, productId: number): ProductRow {
  const product = state.products.find((row) => row.id === productId);
  if (!product) throw notFound(t('Product not found.', 'المنتج غير موجود.'));
  return product;
}

/** The user's cart, created empty on first use. */
export function cartOf(db: MockDb, userId: number): CartRow {
  let cart = db.state.carts.find((row) => row.userId === userId);
  if (!cart) {
    cart = { id: nextId(db.state, 'cart'), userId, items: [], couponCode: null, shippingAddressId: null, walletAmount: 0 };
    db.state.carts.push(cart);
  }
  return cart;
}

/** Line total = discounted price × quantity; subtotal = Σ lines; total = subtotal − coupon + shipping + tax − wallet. */
export function computeCart(db: MockDb, cart: CartRow): CartComputation {
  const now = db.now();
  const lines: CartLineComputation[] = [];
  for (const line of cart.items) {
    const product = db.state.products.find((row) => row.id === line.productId);
    if (!product) continue;
    const price = pricing(product, now);
    lines.push({
      line,
      product,
      price: price.discountedPrice,
      total: money(price.discountedPrice * line.quantity),
      discount: money((price.salePrice - price.discountedPrice) * line.quantity),
    });
  }
  const subtotal = money(lines.reduce((sum, line) => sum + line.total, 0));
  const discount = money(lines.reduce((sum, line) => sum + line.discount, 0));
  const coupon = cart.couponCode ? findCoupon(db.state, cart.couponCode) : null;
  const couponOff = coupon ? couponDiscount(coupon, subtotal) : 0;
  const afterCoupon = money(subtotal - couponOff);
  const shipping = lines.length > 0 && cart.shippingAddressId !== null && afterCoupon < FREE_SHIPPING_THRESHOLD ? SHIPPING_FEE : 0;
  const totalBeforeWallet = money(afterCoupon + shipping + TAX);
  const wallet = money(Math.min(cart.walletAmount, totalBeforeWallet));
  return {
    cart,
    lines,
    items: lines.length,
    quantity: lines.reduce((sum, line) => sum + line.line.quantity, 0),
    subtotal,
    discount,
    coupon,
    couponDiscount: couponOff,
    shipping,
    tax: TAX,
    totalBeforeWallet,
    wallet,
    total: money(totalBeforeWallet - wallet),
  };
}

/**
 * Re-check the cart after any change (and on read): drop lines of deleted products, drop a coupon
 * that no longer applies (expired, minimum no longer met, empty cart), clamp the wallet amount to the
 * available balance and the total, and clear a shipping address that no longer exists.
 */
export function revalidateCart(db: MockDb, cart: CartRow, user: UserRow): void {
  cart.items = cart.items.filter((line) => db.state.products.some((product) => product.id === line.productId));
  if (cart.shippingAddressId !== null && !db.state.addresses.some((address) => address.id === cart.shippingAddressId && address.userId === user.id)) {
    cart.shippingAddressId = null;
  }
  if (cart.couponCode) {
    const computed = computeCart(db, cart);
    if (computed.lines.length === 0 || couponProblem(computed.coupon, computed.subtotal, db.now())) cart.couponCode = null;
  }
  if (cart.walletAmount > 0) {
    if (user.role !== 'customer') {
      cart.walletAmount = 0;
    } else {
      const computed = computeCart(db, cart);
      cart.walletAmount = money(Math.max(0, Math.min(cart.walletAmount, availableBalance(db.state, user.id), computed.totalBeforeWallet)));
    }
  }
}

function checkQuantity(product: ProductRow, quantity: number): void {
  if (!Number.isInteger(quantity)) throw invalid('quantity', t('The quantity must be a whole number', 'يجب أن تكون الكمية رقمًا صحيحًا'));
  if (product.stock <= 0) throw invalid('quantity', t('This product is out of stock', 'هذا المنتج غير متوفر حاليًا'));
  if (quantity > product.stock) {
    throw invalid('quantity', t(`Only ${product.stock} left in stock`, `متبقي ${product.stock} فقط في المخزون`));
  }
  if (quantity < 1) throw invalid('quantity', t('The quantity must be at least 1', 'يجب ألا تقل الكمية عن 1'));
}

function finish(db: MockDb, cart: CartRow, user: UserRow): CartRow {
  revalidateCart(db, cart, user);
  return cart;
}

/** Add a product; an existing line grows. The resulting quantity must stay within 1..stock (else 422). */
export function addToCart(db: MockDb, user: UserRow, productId: number, quantity = 1): CartRow {
  const product = findProduct(db.state, productId);
  const cart = cartOf(db, user.id);
  const line = cart.items.find((row) => row.productId === productId);
  checkQuantity(product, (line?.quantity ?? 0) + quantity);
  if (line) line.quantity += quantity;
  else cart.items.push({ id: nextId(db.state, 'cartLine'), productId, quantity, addedAt: db.now() });
  return finish(db, cart, user);
}

function lineById(cart: CartRow, lineId: number): CartLineRow {
  const line = cart.items.find((row) => row.id === lineId);
  if (!line) throw notFound(t('This item is not in your cart.', 'هذا المنتج ليس في سلتك.'));
  return line;
}

function lineByProduct(cart: CartRow, productId: number): CartLineRow {
  const line = cart.items.find((row) => row.productId === productId);
  if (!line) throw notFound(t('This product is not in your cart.', 'هذا المنتج ليس في سلتك.'));
  return line;
}

export function updateCartLine(db: MockDb, user: UserRow, lineId: number, quantity: number): CartRow {
  const cart = cartOf(db, user.id);
  const line = lineById(cart, lineId);
  checkQuantity(findProduct(db.state, line.productId), quantity);
  line.quantity = quantity;
  return finish(db, cart, user);
}

export function updateCartLineByProduct(db: MockDb, user: UserRow, productId: number, quantity: number): CartRow {
  const cart = cartOf(db, user.id);
  const line = lineByProduct(cart, productId);
  checkQuantity(findProduct(db.state, productId), quantity);
  line.quantity = quantity;
  return finish(db, cart, user);
}

export function removeCartLine(db: MockDb, user: UserRow, lineId: number): CartRow {
  const cart = cartOf(db, user.id);
  const line = lineById(cart, lineId);
  cart.items = cart.items.filter((row) => row !== line);
  return finish(db, cart, user);
}

export function removeCartLineByProduct(db: MockDb, user: UserRow, productId: number): CartRow {
  const cart = cartOf(db, user.id);
  const line = lineByProduct(cart, productId);
  cart.items = cart.items.filter((row) => row !== line);
  return finish(db, cart, user);
}

/** Empty the cart (its coupon and wallet amount go with the lines; the shipping address stays). */
export function clearCart(db: MockDb, user: UserRow): CartRow {
  const cart = cartOf(db, user.id);
  cart.items = [];
  cart.couponCode = null;
  cart.walletAmount = 0;
  return finish(db, cart, user);
}

/** Apply a coupon: 422 on `code` when unknown, expired, below its minimum, or the cart is empty. */
export function applyCoupon(db: MockDb, user: UserRow, code: string): CartRow {
  const cart = cartOf(db, user.id);
  const coupon = findCoupon(db.state, code);
  const computed = computeCart(db, cart);
  if (coupon && computed.lines.length === 0) throw invalid('code', t('Your cart is empty', 'سلتك فارغة'));
  const problem = couponProblem(coupon, computed.subtotal, db.now());
  if (problem) throw problem;
  cart.couponCode = coupon!.code;
  return finish(db, cart, user);
}

export function removeCoupon(db: MockDb, user: UserRow): CartRow {
  const cart = cartOf(db, user.id);
  cart.couponCode = null;
  return finish(db, cart, user);
}

/** Pay part of the cart from the wallet (customers only): 0 < amount ≤ available balance and ≤ total. */
export function setWalletAmount(db: MockDb, user: UserRow, amount: number): CartRow {
  if (user.role !== 'customer') throw forbidden(t('Log in to pay from your wallet.', 'سجّل الدخول للدفع من محفظتك.'));
  if (!(amount > 0)) throw invalid('amount', t('The amount must be greater than 0', 'يجب أن يكون المبلغ أكبر من صفر'));
  const cart = cartOf(db, user.id);
  const available = availableBalance(db.state, user.id);
  if (amount > available) {
    throw invalid(
      'amount',
      t(`The amount exceeds your available wallet balance of ${egp(available)} EGP`, `المبلغ أكبر من رصيد محفظتك المتاح وقدره ${egp(available)} جنيه`),
    );
  }
  const computed = computeCart(db, cart);
  if (amount > computed.totalBeforeWallet) {
    throw invalid(
      'amount',
      t(`The amount exceeds the order total of ${egp(computed.totalBeforeWallet)} EGP`, `المبلغ أكبر من إجمالي الطلب وقدره ${egp(computed.totalBeforeWallet)} جنيه`),
    );
  }
  cart.walletAmount = money(amount);
  return finish(db, cart, user);
}

export function removeWalletAmount(db: MockDb, user: UserRow): CartRow {
  const cart = cartOf(db, user.id);
  cart.walletAmount = 0;
  return finish(db, cart, user);
}

/** Use one of the user's addresses (saved, or a guest's cart-only one) for shipping; else 404. */
export function setShippingAddress(db: MockDb, user: UserRow, addressId: number): CartRow {
  const address = db.state.addresses.find((row) => row.id === addressId && row.userId === user.id);
  if (!address) throw notFound(t('Address not found.', 'العنوان غير موجود.'));
  const cart = cartOf(db, user.id);
  cart.shippingAddressId = address.id;
  return finish(db, cart, user);
}

export function removeShippingAddress(db: MockDb, user: UserRow): CartRow {
  const cart = cartOf(db, user.id);
  cart.shippingAddressId = null;
  return finish(db, cart, user);
}

/**
 * At login or registration the guest's cart joins the customer's: quantities of the same product
 * add up (clamped to stock), out-of-stock lines are dropped, the guest's coupon is kept when the
 * customer's cart has none. The guest's cart is emptied.
 */
export function mergeGuestCart(db: MockDb, guest: UserRow, customer: UserRow): CartRow {
  const target = cartOf(db, customer.id);
  const source = db.state.carts.find((row) => row.userId === guest.id);
  if (source && source !== target) {
    for (const line of source.items) {
      const product = db.state.products.find((row) => row.id === line.productId);
      if (!product || product.stock <= 0) continue;
      const existing = target.items.find((row) => row.productId === line.productId);
      if (existing) existing.quantity = Math.min(product.stock, existing.quantity + line.quantity);
      else target.items.push({ id: nextId(db.state, 'cartLine'), productId: line.productId, quantity: Math.min(product.stock, line.quantity), addedAt: line.addedAt });
    }
    if (!target.couponCode && source.couponCode) target.couponCode = source.couponCode;
    source.items = [];
    source.couponCode = null;
    source.walletAmount = 0;
  }
  revalidateCart(db, target, customer);
  return target;
}
