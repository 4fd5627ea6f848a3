import type { RequestHandler } from 'msw';
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
import { stateHooks } from './state-hooks';
import { walletHandlers } from './wallet';
import { wishlistHandlers } from './wishlist';
import type { MockDb } from '../db/create-db';

/**
 * The stateful handlers of the mock API, in match order (msw takes the first match):
 * 1. media and the mock-only tester hooks (outbox, state export/import and reset; left out with `testHooks: false`; before `/products/:slug`, which would also match
 *    `/media/products/1-0.svg`);
 * 2. the stateful handlers, static paths before parameterised ones (`/cart/address`, `/cart/wallet`,
 *    `/cart/coupon/:code` before `/cart/:id`; `/compare-lists/clear` before `/compare-lists/:productId`;
 *    `/wishlists/clear` before `/wishlists/:productId`; `/orders/track` before `/orders/:orderId`).
 * Without orval's faker fallbacks (`fallback-handlers.ts`): every operation has a stateful handler
 * (stateful-handlers.test.ts), and the browser demo's mock chunk is lighter without them.
 */
export function createStatefulHandlers(db: MockDb, options: MockHandlerOptions = {}): RequestHandler[] {
  const kit = createKit(db, options);
  return [
    ...mediaHandlers(kit),
    ...(options.testHooks === false ? [] : [...outboxHandlers(kit), ...stateHooks(kit)]),
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
}
