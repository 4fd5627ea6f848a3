import {
  getAddToCartMockHandler,
  getApplyCartCouponMockHandler,
  getClearCartMockHandler,
  getCreateCartAddressMockHandler,
  getGetCartMockHandler,
  getRemoveCartAddressMockHandler,
  getRemoveCartCouponMockHandler,
  getRemoveCartItemByProductMockHandler,
  getRemoveCartItemMockHandler,
  getRemoveCartWalletMockHandler,
  getSetCartAddressMockHandler,
  getSetCartWalletMockHandler,
  getUpdateCartItemByProductMockHandler,
  getUpdateCartItemMockHandler,
} from '../../src/api/generated/endpoints/cart/cart.msw';
import {
  addToCartBody,
  addToCartQueryParams,
  applyCartCouponQueryParams,
  createCartAddressBody,
  createCartAddressQueryParams,
  getCartQueryParams,
  removeCartAddressQueryParams,
  removeCartCouponQueryParams,
  removeCartItemByProductQueryParams,
  removeCartItemQueryParams,
  removeCartWalletQueryParams,
  setCartAddressQueryParams,
  setCartWalletBody,
  setCartWalletQueryParams,
  updateCartItemBody,
  updateCartItemByProductBody,
  updateCartItemByProductQueryParams,
  updateCartItemQueryParams,
} from '../../src/api/generated/zod-requests/cart/cart.zod';
import { t, type Text } from '../db/rules/api-error';
import { requireShopper } from '../db/rules/access';
import { createAddress, shippableAddresses } from '../db/rules/addresses';
import {
  addToCart,
  applyCoupon,
  cartOf,
  clearCart,
  removeCartLine,
  removeCartLineByProduct,
  removeCoupon,
  removeShippingAddress,
  removeWalletAmount,
  revalidateCart,
  setShippingAddress,
  setWalletAmount,
  updateCartLine,
  updateCartLineByProduct,
} from '../db/rules/cart';
import { serializeAddress, serializeCart, serializePaymentMethod, serializeWallet } from '../db/serializers/commerce';
import { refreshView } from '../db/serializers/view';
import type { CartData } from '../../src/api/generated/model';
import type { CartRow, UserRow } from '../db/types';
import type { Ctx, Kit } from './kit';

type With = 'addresses' | 'paymentMethods' | 'wallet';

/** The cart answer: the cart, plus addresses, payment methods and wallet when `with[]` asks for them. */
export function cartData(ctx: Ctx, user: UserRow, cart: CartRow, extras: readonly With[] = []): CartData {
  const view = refreshView(ctx.view);
  const data: CartData = { cart: serializeCart(view, cart) };
  if (extras.includes('addresses')) data.addresses = shippableAddresses(ctx.db.state, user.id).map((row) => serializeAddress(view, row));
  if (extras.includes('paymentMethods')) data.paymentMethods = ctx.db.state.paymentMethods.map((row) => serializePaymentMethod(view, row));
  if (extras.includes('wallet') && user.role === 'customer') data.wallet = serializeWallet(view, user.id);
  return data;
}

const MESSAGES = {
  added: t('Added to cart', 'تمت الإضافة إلى السلة'),
  updated: t('Cart updated', 'تم تحديث السلة'),
  removed: t('Removed from cart', 'تمت الإزالة من السلة'),
  cleared: t('Your cart is now empty', 'تم إفراغ السلة'),
  coupon: t('Coupon applied', 'تم تطبيق كود الخصم'),
  couponRemoved: t('Coupon removed', 'تمت إزالة كود الخصم'),
  wallet: t('Wallet amount applied', 'تم استخدام رصيد المحفظة'),
  walletRemoved: t('Wallet payment removed', 'تم إلغاء الدفع من المحفظة'),
  address: t('Shipping address set', 'تم تحديد عنوان الشحن'),
  addressRemoved: t('Shipping address removed', 'تمت إزالة عنوان الشحن'),
} satisfies Record<string, Text>;

export function cartHandlers(kit: Kit) {
  const answer = (ctx: Ctx, user: UserRow, cart: CartRow, extras: readonly With[] | undefined, message?: Text) =>
    ctx.ok(cartData(ctx, user, cart, extras ?? []), message);
  return [
    kit.stateful(getGetCartMockHandler, 'getCartResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(getCartQueryParams);
      const cart = cartOf(ctx.db, user.id);
      revalidateCart(ctx.db, cart, user);
      return answer(ctx, user, cart, query['with[]']);
    }),
    kit.stateful(getClearCartMockHandler, 'clearCartResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      return answer(ctx, user, clearCart(ctx.db, user), [], MESSAGES.cleared);
    }),
    // Static paths before `/cart/:id`.
    kit.stateful(getCreateCartAddressMockHandler, 'createCartAddressResponse', async (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(createCartAddressQueryParams);
      const input = await ctx.body(createCartAddressBody);
      // A customer's address is saved in the address book; a guest's belongs to the cart only.
      const address = createAddress(ctx.db, user, input, user.role === 'customer');
      return answer(ctx, user, setShippingAddress(ctx.db, user, address.id), query['with[]'], MESSAGES.address);
    }),
    kit.stateful(getRemoveCartAddressMockHandler, 'removeCartAddressResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(removeCartAddressQueryParams);
      return answer(ctx, user, removeShippingAddress(ctx.db, user), query['with[]'], MESSAGES.addressRemoved);
    }),
    kit.stateful(getSetCartAddressMockHandler, 'setCartAddressResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(setCartAddressQueryParams);
      return answer(ctx, user, setShippingAddress(ctx.db, user, ctx.id('addressId')), query['with[]'], MESSAGES.address);
    }),
    kit.stateful(getRemoveCartCouponMockHandler, 'removeCartCouponResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(removeCartCouponQueryParams);
      return answer(ctx, user, removeCoupon(ctx.db, user), query['with[]'], MESSAGES.couponRemoved);
    }),
    kit.stateful(getApplyCartCouponMockHandler, 'applyCartCouponResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(applyCartCouponQueryParams);
      return answer(ctx, user, applyCoupon(ctx.db, user, ctx.param('code')), query['with[]'], MESSAGES.coupon);
    }),
    kit.stateful(getSetCartWalletMockHandler, 'setCartWalletResponse', async (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(setCartWalletQueryParams);
      const input = await ctx.body(setCartWalletBody);
      return answer(ctx, user, setWalletAmount(ctx.db, user, input.amount), query['with[]'], MESSAGES.wallet);
    }),
    kit.stateful(getRemoveCartWalletMockHandler, 'removeCartWalletResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(removeCartWalletQueryParams);
      return answer(ctx, user, removeWalletAmount(ctx.db, user), query['with[]'], MESSAGES.walletRemoved);
    }),
    kit.stateful(getUpdateCartItemByProductMockHandler, 'updateCartItemByProductResponse', async (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(updateCartItemByProductQueryParams);
      const productId = ctx.id('productId');
      const input = await ctx.body(updateCartItemByProductBody);
      return answer(ctx, user, updateCartLineByProduct(ctx.db, user, productId, input.quantity), query['with[]'], MESSAGES.updated);
    }),
    kit.stateful(getRemoveCartItemByProductMockHandler, 'removeCartItemByProductResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(removeCartItemByProductQueryParams);
      return answer(ctx, user, removeCartLineByProduct(ctx.db, user, ctx.id('productId')), query['with[]'], MESSAGES.removed);
    }),
    // `/cart/:id`: a product id for POST, a cart line id for PATCH and DELETE.
    kit.stateful(getAddToCartMockHandler, 'addToCartResponse', async (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(addToCartQueryParams);
      const productId = ctx.id('id');
      const input = await ctx.body(addToCartBody);
      return answer(ctx, user, addToCart(ctx.db, user, productId, input.quantity), query['with[]'], MESSAGES.added);
    }),
    kit.stateful(getUpdateCartItemMockHandler, 'updateCartItemResponse', async (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(updateCartItemQueryParams);
      const lineId = ctx.id('id');
      const input = await ctx.body(updateCartItemBody);
      return answer(ctx, user, updateCartLine(ctx.db, user, lineId, input.quantity), query['with[]'], MESSAGES.updated);
    }),
    kit.stateful(getRemoveCartItemMockHandler, 'removeCartItemResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      const query = ctx.query(removeCartItemQueryParams);
      return answer(ctx, user, removeCartLine(ctx.db, user, ctx.id('id')), query['with[]'], MESSAGES.removed);
    }),
  ];
}
