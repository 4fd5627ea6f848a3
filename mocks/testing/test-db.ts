/** Test helpers: a db on a clock the test moves, and handy seeded records. */
import { createDb, type MockDb } from '../db/create-db';
import { availability } from '../db/rules/pricing';
import { loginGuest } from '../db/rules/session';
import { DEMO_EMAIL, SECOND_EMAIL } from '../db/seed/seed-users';
import type { ProductRow, UserRow } from '../db/types';

/** 2026-11-21 10:00 UTC: every test starts from the same moment. */
export const TEST_EPOCH = Date.UTC(2026, 10, 21, 10, 0, 0);

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export function createTestClock(start = TEST_EPOCH): TestClock {
  const clock: TestClock = {
    now: start,
    advance(ms) {
      clock.now += ms;
    },
  };
  return clock;
}

export function createTestDb(clock: TestClock = createTestClock()): { db: MockDb; clock: TestClock } {
  return { db: createDb({ now: () => clock.now }), clock };
}

export function demoCustomer(db: MockDb): UserRow {
  const user = db.state.users.find((row) => row.email === DEMO_EMAIL);
  if (!user) throw new Error('demo customer missing');
  return user;
}

export function secondCustomer(db: MockDb): UserRow {
  const user = db.state.users.find((row) => row.email === SECOND_EMAIL);
  if (!user) throw new Error('second customer missing');
  return user;
}

export function newGuest(db: MockDb): UserRow {
  return loginGuest(db).user;
}

/** A product in a stock state whose current price is not discounted (simple arithmetic in tests). */
export function productWhere(db: MockDb, predicate: (product: ProductRow) => boolean): ProductRow {
  const product = db.state.products.find(predicate);
  if (!product) throw new Error('no seeded product matches');
  return product;
}

export const inStock = (minStock = 11) => (product: ProductRow) => product.stock >= minStock && product.discountPercent === 0;
export const lowStock = (product: ProductRow) => availability(product.stock) === 'low_stock';
export const outOfStock = (product: ProductRow) => product.stock === 0;
