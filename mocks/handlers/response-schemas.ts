/**
 * The contract's answer schemas, by name (`getCartResponse`, …), for the handlers' contract check
 * (`validateResponses`: tests, the mock server). Handlers name their answer's schema instead of importing
 * it, and kit.ts loads this module only when answers are checked: the browser demo, which does not check
 * them, then carries none of these large schemas nor builds them at start-up (decision 026). What
 * the mock parses requests with comes from `src/api/generated/zod-requests` (params, queries, bodies).
 */
export * from '../../src/api/generated/zod/addresses/addresses.zod';
export * from '../../src/api/generated/zod/cart/cart.zod';
export * from '../../src/api/generated/zod/catalog/catalog.zod';
export * from '../../src/api/generated/zod/compare/compare.zod';
export * from '../../src/api/generated/zod/content/content.zod';
export * from '../../src/api/generated/zod/orders/orders.zod';
export * from '../../src/api/generated/zod/preloaded/preloaded.zod';
export * from '../../src/api/generated/zod/profile/profile.zod';
export * from '../../src/api/generated/zod/session/session.zod';
export * from '../../src/api/generated/zod/wallet/wallet.zod';
export * from '../../src/api/generated/zod/wishlist/wishlist.zod';
