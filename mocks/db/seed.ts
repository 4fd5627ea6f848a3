// The seed only draws numbers and shuffles (no names or words from a locale): seeded-random.ts makes
// exactly the draws Faker's SimpleFaker made from the same seed, without Faker in the browser demo's mock.
import { growCatalog, seedCatalog } from './seed/seed-catalog';
import { seedContent } from './seed/seed-content';
import { seedGeo } from './seed/seed-geo';
import { seedBanners, seedCoupons, seedPageMetas, seedPaymentMethods, seedSettings } from './seed/seed-store';
import { seedPeople } from './seed/seed-users';
import { createSeededRandom } from './seed/seeded-random';
import type { DbState } from './types';

/** Bump when the state's shape changes: stored states of another version are replaced by a fresh seed. */
export const SCHEMA_VERSION = 1;
export const FAKER_SEED = 20261121;

const maxId = (rows: readonly { id: number }[]): number => rows.reduce((max, row) => Math.max(max, row.id), 0);

/**
 * A fresh, deterministic state. Random choices come from a seeded generator (Faker's, see seed/seeded-random.ts) with a fixed seed; the only
 * input is `now` (the injected clock), from which every date is computed: the same `now` always gives
 * the same state. `products` grows the catalogue to that many products (`MOCK_PRODUCTS`, for speed
 * measurements); fewer than the seed content's products changes nothing.
 */
export function seedState({ now, products }: { now: number; products?: number }): DbState {
  const faker = createSeededRandom(FAKER_SEED);
  const catalog = seedCatalog(faker, now);
  const geo = seedGeo();
  const paymentMethods = seedPaymentMethods();
  const people = seedPeople(faker, now, geo, catalog.products, paymentMethods);
  if (products !== undefined && products > catalog.products.length) {
    faker.seed(FAKER_SEED + 1);
    growCatalog(catalog, Math.floor(products), faker, now);
  }
  const content = seedContent();
  const listItems = [...people.wishlist, ...people.compare];
  return {
    schemaVersion: SCHEMA_VERSION,
    seededAt: now,
    counters: {
      user: maxId(people.users),
      address: maxId(people.addresses),
      cart: 0,
      cartLine: 0,
      listItem: maxId(listItems),
      walletTransaction: maxId(people.walletTransactions),
      deposit: maxId(people.walletDeposits),
      order: maxId(people.orders),
      orderLine: people.orders.reduce((max, order) => Math.max(max, maxId(order.items)), 0),
      otp: 0,
      contactMessage: 0,
      token: 0,
    },
    ...catalog,
    paymentMethods,
    coupons: seedCoupons(),
    settings: seedSettings(now),
    pageMetas: seedPageMetas(),
    banners: seedBanners(),
    ...geo,
    ...content,
    users: people.users,
    tokens: {},
    addresses: people.addresses,
    carts: [],
    wishlist: people.wishlist,
    compare: people.compare,
    walletTransactions: people.walletTransactions,
    walletDeposits: people.walletDeposits,
    orders: people.orders,
    idempotency: {},
    otps: [],
    outbox: [],
    contactMessages: [],
  };
}
