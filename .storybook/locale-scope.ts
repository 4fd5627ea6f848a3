import type { QueryClient } from '@tanstack/react-query';
import { syncListCaches } from '../src/api/cache-sync';
import { getGetCartQueryKey } from '../src/api/generated/endpoints/cart/cart';
import { getGetCompareListQueryKey } from '../src/api/generated/endpoints/compare/compare';
import { getGetWishlistQueryKey } from '../src/api/generated/endpoints/wishlist/wishlist';
import { connectHttp } from '../src/api/http/http-hooks';
import { localeStore } from '../src/i18n/locale-store';
import { localeOrDefault, otherLocale, type Locale } from '../src/i18n/locales';
import { sessionActions } from '../src/session/session-store';

/**
 * The "Both" canvas draws a story twice, English and Arabic, on one page, one HTTP client and one mock. The
 * `locale-code` header (which language the mock answers in) is read from the one `localeStore`, so each half's
 * calls are marked with its language here:
 * - a half's queries and mutations run their fetch inside `inLocale` (the request interceptor is synchronous, so the
 *   header is read while the scope is set);
 * - a call made straight from an event handler (the cart's quantity control) goes in the language of the half the
 *   shopper last pointed at or typed in (`localeStore`, set by the half's capture listeners);
 * - an answer carrying the cart, wishlist or compare list refreshes the cache of the half that asked, and a change
 *   (not a read) makes the other half fetch its lists again, in its own language.
 */
let scoped: Locale | undefined;

const inLocale = <T>(locale: Locale, run: () => T): T => {
  const outer = scoped;
  scoped = locale;
  try {
    return run();
  } finally {
    scoped = outer;
  }
};

type AnyFn = (...args: never[]) => unknown;
const scopedFns = new WeakSet<AnyFn>();

const scopedTo = (locale: Locale) => {
  const memo = new WeakMap<AnyFn, AnyFn>();
  return <F>(fn: F): F => {
    if (typeof fn !== 'function' || scopedFns.has(fn as AnyFn)) return fn;
    let wrapped = memo.get(fn as AnyFn);
    if (!wrapped) {
      wrapped = (...args: never[]) => inLocale(locale, () => (fn as AnyFn)(...args));
      memo.set(fn as AnyFn, wrapped);
      scopedFns.add(wrapped);
    }
    return wrapped as F;
  };
};

/** Every query and mutation of this client asks in `locale`, whatever the other half asks in. */
export const scopeClientToLocale = (client: QueryClient, locale: Locale) => {
  const scope = scopedTo(locale);
  const queryDefaults = client.defaultQueryOptions.bind(client);
  const mutationDefaults = client.defaultMutationOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = queryDefaults(options);
    return { ...defaulted, queryFn: scope(defaulted.queryFn) };
  }) as typeof client.defaultQueryOptions;
  client.defaultMutationOptions = ((options) => {
    const defaulted = mutationDefaults(options);
    return defaulted.mutationFn ? { ...defaulted, mutationFn: scope(defaulted.mutationFn) } : defaulted;
  }) as typeof client.defaultMutationOptions;
};

const LIST_KEYS = [getGetCartQueryKey(), getGetWishlistQueryKey(), getGetCompareListQueryKey()];

/** Wires the HTTP client to both halves' caches (after each half's `connectHttpToApp`, which wires one). */
export const connectHttpToHalves = (clients: Partial<Record<Locale, QueryClient>>) =>
  connectHttp({
    getLocale: () => scoped ?? localeStore.locale,
    onData: (data, { locale, isRead }) => {
      const asking = localeOrDefault(locale);
      const own = clients[asking];
      if (own) sessionActions.setTotals(syncListCaches(own, data));
      const other = clients[otherLocale(asking)];
      if (isRead || !other) return;
      for (const queryKey of LIST_KEYS) void other.invalidateQueries({ queryKey });
    },
  });
