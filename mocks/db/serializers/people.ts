import { cartOf } from '../rules/cart';
import { listItems } from '../rules/lists';
import { EMBED_ALL, serializeProduct } from './catalog';
import { serializeAddress, serializeCart, serializePaymentMethod } from './commerce';
import type { View } from './view';
import type { CompareList, Order, OrderSummary, OrderTracking, User, Wishlist } from '../../../src/api/generated/model';
import type { ListItemRow, OrderRow, UserRow } from '../types';

export function serializeUser(view: View, user: UserRow, accessToken: string): User {
  const { state } = view.db;
  const cart = state.carts.find((row) => row.userId === user.id);
  const orders = state.orders.filter((row) => row.userId === user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    gender: user.gender,
    access_token: accessToken,
    totals: {
      cartItems: cart?.items.length ?? 0,
      compareItems: state.compare.filter((row) => row.userId === user.id).length,
      orders: orders.length,
      purchased: orders.filter((row) => row.status === 'Completed').reduce((sum, row) => sum + row.items.reduce((n, item) => n + item.quantity, 0), 0),
      wishlistItems: state.wishlist.filter((row) => row.userId === user.id).length,
    },
  };
}

function serializeList(view: View, rows: ListItemRow[]): { items: { id: number; product: ReturnType<typeof serializeProduct> }[] } {
  const items = [];
  for (const row of [...rows].sort((a, b) => b.addedAt - a.addedAt || b.id - a.id)) {
    const product = view.db.state.products.find((item) => item.id === row.productId);
    if (product) items.push({ id: row.id, product: serializeProduct(view, product, EMBED_ALL) });
  }
  return { items };
}

/** Guests have no wishlist or compare list: empty lists. */
export function serializeWishlist(view: View, user: UserRow | null): Wishlist {
  return serializeList(view, user && user.role === 'customer' ? listItems(view.db, 'wishlist', user.id) : []);
}

export function serializeCompareList(view: View, user: UserRow | null): CompareList {
  return serializeList(view, user && user.role === 'customer' ? listItems(view.db, 'compare', user.id) : []);
}

/** User, cart, wishlist and compare list: the body of /initial-data, /login and /register. */
export function serializeSession(view: View, user: UserRow, accessToken: string) {
  return {
    user: serializeUser(view, user, accessToken),
    cart: serializeCart(view, cartOf(view.db, user.id)),
    wishlist: serializeWishlist(view, user),
    compareList: serializeCompareList(view, user),
  };
}

export function serializeOrderSummary(view: View, row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    date: view.iso(row.createdAt),
    status: row.status,
    payment_status: row.paymentStatus,
    shipment_status: row.shipmentStatus,
    items_count: row.items.reduce((sum, item) => sum + item.quantity, 0),
    total: row.total,
  };
}

export function serializeOrder(view: View, row: OrderRow): Order {
  const { state, media } = view.db;
  const method = state.paymentMethods.find((item) => item.id === row.paymentMethodId);
  return {
    ...serializeOrderSummary(view, row),
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    items: row.items.map((item) => ({
      id: item.id,
      product: { id: item.productId, slug: item.slug, title: view.text(item.title), image: media.product(item.productId, 0) },
      quantity: item.quantity,
      price: item.price,
      total: item.total,
      sku: item.sku,
      sku_stock: state.products.find((product) => product.id === item.productId)?.stock ?? 0,
    })),
    subtotal: row.subtotal,
    tax: row.tax,
    shipping: row.shipping,
    discount: row.discount,
    wallet_amount: row.walletAmount,
    payment_method: method ? serializePaymentMethod(view, method) : null,
    shipping_address: row.shippingAddress ? serializeAddress(view, row.shippingAddress) : null,
    timeline: [...row.timeline]
      .sort((a, b) => a.at - b.at)
      .map((event) => ({ status: event.status, at: view.iso(event.at), note: view.textOrNull(event.note) })),
  };
}

/**
 * An order as public tracking shows it to whoever holds its number (docs/decisions/013): progress, item
 * names and quantities, the destination city. Built field by field so nothing personal can slip through.
 */
export function serializeOrderTracking(view: View, row: OrderRow): OrderTracking {
  const cityId = row.shippingAddress?.cityId;
  const city = cityId === undefined ? undefined : view.db.state.cities.find((item) => item.id === cityId);
  return {
    number: row.number,
    date: view.iso(row.createdAt),
    status: row.status,
    payment_status: row.paymentStatus,
    shipment_status: row.shipmentStatus,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    items: row.items.map((item) => ({ title: view.text(item.title), quantity: item.quantity })),
    city: city ? view.text(city.title) : null,
    timeline: [...row.timeline]
      .sort((a, b) => a.at - b.at)
      .map((event) => ({ status: event.status, at: view.iso(event.at), note: view.textOrNull(event.note) })),
  };
}
