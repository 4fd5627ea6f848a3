import type { RequestHandler } from 'msw';
import { getAddressesMock } from '../../src/api/generated/endpoints/addresses/addresses.msw';
import { getCartMock } from '../../src/api/generated/endpoints/cart/cart.msw';
import { getCatalogMock } from '../../src/api/generated/endpoints/catalog/catalog.msw';
import { getCompareMock } from '../../src/api/generated/endpoints/compare/compare.msw';
import { getContentMock } from '../../src/api/generated/endpoints/content/content.msw';
import { getOrdersMock } from '../../src/api/generated/endpoints/orders/orders.msw';
import { getPreloadedMock } from '../../src/api/generated/endpoints/preloaded/preloaded.msw';
import { getProfileMock } from '../../src/api/generated/endpoints/profile/profile.msw';
import { getSessionMock } from '../../src/api/generated/endpoints/session/session.msw';
import { getWalletMock } from '../../src/api/generated/endpoints/wallet/wallet.msw';
import { getWishlistMock } from '../../src/api/generated/endpoints/wishlist/wishlist.msw';
import { addressesHandlers } from './addresses';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { compareHandlers } from './compare';
import { contentHandlers } from './content';
import { createKit, type MockHandlerOptions } from './kit';
import { mediaHandlers } from './media';
import { ordersHandlers } from './orders';
import { outboxHandlers } from './outbox';
import { preloadedHandlers } from './preloaded';
import { profileHandlers } from './profile';
import { sessionHandlers } from './session';
import { walletHandlers } from './wallet';
import { wishlistHandlers } from './wishlist';
import type { MockDb } from '../db/create-db';

/**
 * Every handler of the mock API, in match order (msw takes the first match):
 * 1. media and the mock-only outbox (a tester hook, left out with `testHooks: false`; before `/products/:slug`, which would also match
 *    `/media/products/1-0.svg`);
 * 2. the stateful handlers, static paths before parameterised ones (`/cart/address`, `/cart/wallet`,
 *    `/cart/coupon/:code` before `/cart/:id`; `/compare-lists/clear` before `/compare-lists/:productId`;
 *    `/wishlists/clear` before `/wishlists/:productId`; `/orders/track` before `/orders/:orderId`);
 * 3. the generated faker handlers as the fallback (reached only for paths no stateful handler takes).
 */
export function createHandlers(db: MockDb, options: MockHandlerOptions = {}): RequestHandler[] {
  const kit = createKit(db, options);
  const stateful: RequestHandler[] = [
    ...mediaHandlers(kit),
    ...(options.testHooks === false ? [] : outboxHandlers(kit)),
    ...preloadedHandlers(kit),
    ...sessionHandlers(kit),
    ...profileHandlers(kit),
    ...catalogHandlers(kit),
    ...cartHandlers(kit),
    ...ordersHandlers(kit),
    ...wishlistHandlers(kit),
    ...compareHandlers(kit),
    ...walletHandlers(kit),
    ...addressesHandlers(kit),
    ...contentHandlers(kit),
  ];
  if (options.includeFallbacks === false) return stateful;
  return [
    ...stateful,
    ...getPreloadedMock(),
    ...getSessionMock(),
    ...getProfileMock(),
    ...getCatalogMock(),
    ...getCartMock(),
    ...getOrdersMock(),
    ...getWishlistMock(),
    ...getCompareMock(),
    ...getWalletMock(),
    ...getAddressesMock(),
    ...getContentMock(),
  ];
}
