import { computeCart } from '../rules/cart';
import { availableBalance, totalBalance } from '../rules/wallet';
import { EMBED_ALL, serializeProduct } from './catalog';
import type { View } from './view';
import type { Address, Cart, City, Government, PaymentMethod, Wallet } from '../../../src/api/generated/model';
import type { AddressRow, CartRow, CityRow, GovernmentRow, PaymentMethodRow } from '../types';

export function serializeGovernment(view: View, row: GovernmentRow): Government {
  return { id: row.id, title: view.text(row.title) };
}

export function serializeCity(view: View, row: CityRow): City {
  return { id: row.id, government_id: row.governmentId, title: view.text(row.title) };
}

type AddressLike = Omit<AddressRow, 'userId' | 'saved'>;

export function serializeAddress(view: View, row: AddressLike): Address {
  const government = view.db.state.governments.find((item) => item.id === row.governmentId);
  const city = view.db.state.cities.find((item) => item.id === row.cityId);
  return {
    id: row.id,
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    address: row.address,
    phone: row.phone,
    email: row.email,
    government_id: row.governmentId,
    city_id: row.cityId,
    government: government ? serializeGovernment(view, government) : { id: row.governmentId, title: '' },
    city: city ? serializeCity(view, city) : { id: row.cityId, government_id: row.governmentId, title: '' },
    is_default: row.isDefault,
  };
}

export function serializePaymentMethod(view: View, row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    code: row.code,
    title: view.text(row.title),
    description: view.text(row.description),
    image: view.db.media.paymentMethod(row.code),
    instructions: view.textOrNull(row.instructions),
  };
}

/** The wallet, newest deposits and transactions first. */
export function serializeWallet(view: View, userId: number): Wallet {
  const { state } = view.db;
  return {
    total_balance: totalBalance(state, userId),
    available_balance: availableBalance(state, userId),
    deposits: state.walletDeposits
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((row) => ({
        id: row.id,
        amount: row.amount,
        status: row.status,
        payment_method: view.textOrNull(state.paymentMethods.find((method) => method.id === row.paymentMethodId)?.title) ?? '',
        created_at: view.iso(row.createdAt),
      })),
    transactions: state.walletTransactions
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((row) => ({
        id: row.id,
        type: row.type,
        amount: row.amount,
        balance_after: row.balanceAfter,
        description: view.text(row.description),
        created_at: view.iso(row.createdAt),
      })),
  };
}

export function serializeCart(view: View, cart: CartRow): Cart {
  const computed = computeCart(view.db, cart);
  const address = cart.shippingAddressId === null ? undefined : view.db.state.addresses.find((row) => row.id === cart.shippingAddressId);
  return {
    id: cart.id,
    items: computed.lines.map((line) => ({
      id: line.line.id,
      quantity: line.line.quantity,
      product: serializeProduct(view, line.product, EMBED_ALL),
      totals: { price: line.price, total: line.total, discount: line.discount },
    })),
    totals: {
      items: computed.items,
      quantity: computed.quantity,
      subtotal: computed.subtotal,
      discount: computed.discount,
      coupon_discount: computed.couponDiscount,
      shipping: computed.shipping,
      tax: computed.tax,
      wallet: computed.wallet,
      total: computed.total,
    },
    coupon: computed.coupon
      ? { code: computed.coupon.code, type: computed.coupon.type, value: computed.coupon.value, discount: computed.couponDiscount }
      : null,
    shipping_address: address ? serializeAddress(view, address) : null,
    wallet_amount: computed.wallet,
  };
}
