import {
  getAddToWishlistMockHandler,
  getClearWishlistMockHandler,
  getGetWishlistMockHandler,
  getRemoveFromWishlistMockHandler,
} from '../../src/api/generated/endpoints/wishlist/wishlist.msw';
import { t, type Text } from '../db/rules/api-error';
import { addToWishlist, clearWishlist, removeFromWishlist } from '../db/rules/lists';
import { serializeWishlist } from '../db/serializers/people';
import { refreshView } from '../db/serializers/view';
import type { Ctx, Kit } from './kit';
import { productListHandlers } from './product-list-handlers';

const WISHLIST_GUEST_MESSAGE = t('You must be logged in to use the wishlist', 'يجب تسجيل الدخول لاستخدام قائمة الأمنيات');

export function wishlistHandlers(kit: Kit) {
  return productListHandlers(kit, {
    guestMessage: WISHLIST_GUEST_MESSAGE,
    answer: (ctx: Ctx, message?: Text) => ctx.ok({ wishlist: serializeWishlist(refreshView(ctx.view), ctx.user) }, message),
    read: { handler: getGetWishlistMockHandler, schema: 'getWishlistResponse' },
    clear: { handler: getClearWishlistMockHandler, schema: 'clearWishlistResponse', apply: clearWishlist, done: t('Wishlist cleared', 'تم إفراغ قائمة الأمنيات') },
    add: { handler: getAddToWishlistMockHandler, schema: 'addToWishlistResponse', apply: addToWishlist, done: t('Added to wishlist', 'تمت الإضافة إلى قائمة الأمنيات') },
    remove: { handler: getRemoveFromWishlistMockHandler, schema: 'removeFromWishlistResponse', apply: removeFromWishlist, done: t('Removed from wishlist', 'تمت الإزالة من قائمة الأمنيات') },
  });
}
