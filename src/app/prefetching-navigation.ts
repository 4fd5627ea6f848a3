import type { QueryClient } from '@tanstack/react-query';
import type { AroundNavHandler, Parser } from 'wouter';
import { holdNavigation } from '../components/routing/held-navigation';
import { prefetchRoute } from '../components/routing/route-prefetch';
import { isLocale } from '../i18n/locales';

/**
 * Longest wait of a change of the current page's query for its data: past it, the address changes and the
 * listing shows its previous results, busy, until the answer. Within INP's "good" 200 ms (decision 044).
 */
export const NAVIGATION_HOLD_MS = 200;

/** Whether a full address is the current page's, its query aside (paths compared as the browser encodes them). */
const isCurrentPage = (address: string) => new URL(address, window.location.href).pathname === window.location.pathname;

/**
 * Wraps every in-app navigation (links and `navigate`): the next page's chunk and its data are asked for
 * together, before the address changes, so the data does not wait for the chunk (hover prefetch may already have
 * them). A change of the current page's query only (a listing's filters, sort or page) waits for its data, at most
 * NAVIGATION_HOLD_MS: the listing is drawn once, with the answer, instead of once with the previous results and
 * again a moment later (on a phone's CPU, the whole listing twice for one filter click). Meanwhile the page's
 * controls show the held address (`holdNavigation`). A held change is dropped when another navigation starts or
 * the address changes meanwhile (Back pressed): the last one wins. Another page opens at once: a navigation that
 * follows an action (an order placed, a sign-in) must not leave its page clickable for a moment after. `to` is the
 * full address, locale first.
 */
export const prefetchingNavigation = (queryClient: QueryClient, parser: Parser): AroundNavHandler => {
  let latest = 0;
  return (navigate, to, options) => {
    const mine = ++latest;
    holdNavigation(null);
    const [, locale, ...rest] = to.split('/');
    if (locale === undefined || !isLocale(locale)) return navigate(to, options);
    const ready = prefetchRoute(`/${rest.join('/')}`, queryClient, parser);
    if (!isCurrentPage(to)) return navigate(to, options);
    const from = window.location.href;
    holdNavigation(to);
    const go = () => {
      if (mine !== latest) return;
      latest += 1;
      if (window.location.href === from) navigate(to, options);
      holdNavigation(null);
    };
    const timer = setTimeout(go, NAVIGATION_HOLD_MS);
    void ready.then(() => {
      clearTimeout(timer);
      go();
    });
  };
};
