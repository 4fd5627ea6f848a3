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

/** orval's generated faker handlers: the fallback for paths no stateful handler takes (success answers only). */
export function fallbackHandlers(): RequestHandler[] {
  return [
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
