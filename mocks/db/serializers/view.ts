import type { MockDb } from '../create-db';
import type { Locale, T, UserRow } from '../types';

/** Who is asking and in which language: what every serializer needs. */
export interface View {
  db: MockDb;
  locale: Locale;
  user: UserRow | null;
  /** Pick the request's language. */
  text(value: T): string;
  textOrNull(value: T | null | undefined): string | null;
  iso(ms: number): string;
  /** Per-user product flags, computed once per request. */
  flags(): { carted: Map<number, number>; wished: Set<number>; compared: Set<number> };
  /** Products per category / brand, computed once per request. */
  counts(): { categories: Map<number, number>; brands: Map<number, number> };
}

export function localeFrom(header: string | null | undefined): Locale {
  return header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function createView(db: MockDb, locale: Locale, user: UserRow | null): View {
  let flags: ReturnType<View['flags']> | undefined;
  let counts: ReturnType<View['counts']> | undefined;
  return {
    db,
    locale,
    user,
    text: (value) => value[locale],
    textOrNull: (value) => (value ? value[locale] : null),
    iso: (ms) => new Date(ms).toISOString(),
    flags() {
      if (!flags) {
        const carted = new Map<number, number>();
        const wished = new Set<number>();
        const compared = new Set<number>();
        if (user) {
          const cart = db.state.carts.find((row) => row.userId === user.id);
          for (const line of cart?.items ?? []) carted.set(line.productId, line.quantity);
          for (const item of db.state.wishlist) if (item.userId === user.id) wished.add(item.productId);
          for (const item of db.state.compare) if (item.userId === user.id) compared.add(item.productId);
        }
        flags = { carted, wished, compared };
      }
      return flags;
    },
    counts() {
      if (!counts) {
        const categories = new Map<number, number>();
        const brands = new Map<number, number>();
        for (const product of db.state.products) {
          categories.set(product.categoryId, (categories.get(product.categoryId) ?? 0) + 1);
          brands.set(product.brandId, (brands.get(product.brandId) ?? 0) + 1);
        }
        counts = { categories, brands };
      }
      return counts;
    },
  };
}

/** Flags change when a request changes the cart or a list: serializers after a mutation need a fresh view. */
export function refreshView(view: View): View {
  return createView(view.db, view.locale, view.user);
}

