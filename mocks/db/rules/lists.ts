import { invalid, notFound, t } from './api-error';
import { findProduct } from './cart';
import { nextId } from '../ids';
import type { MockDb } from '../create-db';
import type { ListItemRow, UserRow } from '../types';

export const COMPARE_LIMIT = 4;
export const COMPARE_GUEST_MESSAGE = t('You must be logged in to compare products', 'يجب تسجيل الدخول لمقارنة المنتجات');

type ListKind = 'wishlist' | 'compare';

export function listItems(db: MockDb, kind: ListKind, userId: number): ListItemRow[] {
  return db.state[kind].filter((row) => row.userId === userId);
}

function add(db: MockDb, kind: ListKind, user: UserRow, productId: number): ListItemRow[] {
  findProduct(db.state, productId);
  const items = listItems(db, kind, user.id);
  if (items.some((row) => row.productId === productId)) return items;
  if (kind === 'compare' && items.length >= COMPARE_LIMIT) {
    throw invalid('product_id', t(`You can compare up to ${COMPARE_LIMIT} products`, `يمكنك مقارنة ${COMPARE_LIMIT} منتجات كحد أقصى`));
  }
  db.state[kind].push({ id: nextId(db.state, 'listItem'), userId: user.id, productId, addedAt: db.now() });
  return listItems(db, kind, user.id);
}

function remove(db: MockDb, kind: ListKind, user: UserRow, productId: number): ListItemRow[] {
  const before = db.state[kind].length;
  db.state[kind] = db.state[kind].filter((row) => !(row.userId === user.id && row.productId === productId));
  if (db.state[kind].length === before) {
    throw notFound(
      kind === 'wishlist'
        ? t('This product is not in your wishlist.', 'هذا المنتج ليس في قائمة أمنياتك.')
        : t('This product is not in your compare list.', 'هذا المنتج ليس في قائمة المقارنة.'),
    );
  }
  return listItems(db, kind, user.id);
}

function clear(db: MockDb, kind: ListKind, user: UserRow): ListItemRow[] {
  db.state[kind] = db.state[kind].filter((row) => row.userId !== user.id);
  return [];
}

/** Adding a product already in the list changes nothing. */
export const addToWishlist = (db: MockDb, user: UserRow, productId: number) => add(db, 'wishlist', user, productId);
export const removeFromWishlist = (db: MockDb, user: UserRow, productId: number) => remove(db, 'wishlist', user, productId);
export const clearWishlist = (db: MockDb, user: UserRow) => clear(db, 'wishlist', user);
/** At most COMPARE_LIMIT products (422 on `product_id` beyond). */
export const addToCompare = (db: MockDb, user: UserRow, productId: number) => add(db, 'compare', user, productId);
export const removeFromCompare = (db: MockDb, user: UserRow, productId: number) => remove(db, 'compare', user, productId);
export const clearCompare = (db: MockDb, user: UserRow) => clear(db, 'compare', user);
