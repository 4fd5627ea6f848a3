import {
  getAddToWishlistMockHandler,
  getClearWishlistMockHandler,
  getGetWishlistMockHandler,
  getRemoveFromWishlistMockHandler,
} from '../../src/api/generated/endpoints/wishlist/wishlist.msw';
import { addToWishlistResponse, clearWishlistResponse, getWishlistResponse, removeFromWishlistResponse } from '../../src/api/generated/zod/wishlist/wishlist.zod';
import { t, type Text } from '../db/rules/api-error';
import { requireCustomer } from '../db/rules/access';
import { addToWishlist, clearWishlist, removeFromWishlist } from '../db/rules/lists';
import { serializeWishlist } from '../db/serializers/people';
import { refreshView } from '../db/serializers/view';
import type { Ctx, Kit } from './kit';

const WISHLIST_GUEST_MESSAGE = t('You must be logged in to use the wishlist', 'يجب تسجيل الدخول لاستخدام قائمة الأمنيات');

export function wishlistHandlers(kit: Kit) {
  const answer = (ctx: Ctx, message?: Text) => ctx.ok({ wishlist: serializeWishlist(refreshView(ctx.view), ctx.user) }, message);
  return [
    kit.stateful(getGetWishlistMockHandler, getWishlistResponse, (ctx) => {
      requireCustomer(ctx.user, WISHLIST_GUEST_MESSAGE);
      return answer(ctx);
    }),
    // `/wishlists/clear` before `/wishlists/:productId`.
    kit.stateful(getClearWishlistMockHandler, clearWishlistResponse, (ctx) => {
      clearWishlist(ctx.db, requireCustomer(ctx.user, WISHLIST_GUEST_MESSAGE));
      return answer(ctx, t('Wishlist cleared', 'تم إفراغ قائمة الأمنيات'));
    }),
    kit.stateful(getAddToWishlistMockHandler, addToWishlistResponse, (ctx) => {
      addToWishlist(ctx.db, requireCustomer(ctx.user, WISHLIST_GUEST_MESSAGE), ctx.id('productId'));
      return answer(ctx, t('Added to wishlist', 'تمت الإضافة إلى قائمة الأمنيات'));
    }),
    kit.stateful(getRemoveFromWishlistMockHandler, removeFromWishlistResponse, (ctx) => {
      removeFromWishlist(ctx.db, requireCustomer(ctx.user, WISHLIST_GUEST_MESSAGE), ctx.id('productId'));
      return answer(ctx, t('Removed from wishlist', 'تمت الإزالة من قائمة الأمنيات'));
    }),
  ];
}
