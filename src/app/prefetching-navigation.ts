import type { QueryClient } from '@tanstack/react-query';
import type { AroundNavHandler, Parser } from 'wouter';
import { holdNavigation } from '../components/routing/held-navigation';
import { prefetchRoute } from '../components/routing/route-prefetch';
import { isLocale } from '../i18n/locales';

/**
 * Longest wait of a held navigation for its data and chunk: past it, the address changes and the page shows what
 * it shows while its data is on its way (a listing its previous results, busy; another page its skeletons). Within
 * INP's "good" 200 ms (decisions 044, 048).
 */
export const NAVIGATION_HOLD_MS = 200;

/** Whether a full address is the current page's, its query aside (paths compared as the browser encodes them). */
const isCurrentPage = (address: string) => new URL(address, window.location.href).pathname === window.location.pathname;

/**
 * Whether wouter's `Link` asked for the navigation: it passes its own props, `href` among them, as the navigation's
 * options; `navigate` calls made by the app pass `replace` or nothing.
 */
const isLinkClick = (options: unknown) => typeof options === 'object' && options !== null && 'href' in options;

/**
 * Wraps every in-app navigation (links and `navigate`): the next page's chunk and its data are asked for
 * together, before the address changes, so the data does not wait for the chunk (hover prefetch may already have
 * them). Two kinds wait for them, at most NAVIGATION_HOLD_MS, so the page they open is drawn once, with its data:
 * - a change of the current page's query only (a listing's filters, sort or page): instead of the listing drawn
 *   with the previous results and again a moment later (on a phone's CPU, the whole listing twice for one filter
 *   click). Meanwhile the page's controls show the held address (`holdNavigation`);
 * - a link to another page: instead of the next page drawn with skeletons, then again with its data (home → shop:
 *   two renders of 150–190 ms each at 4× CPU, decision 048), the page being left unmounted in the first.
 * A held navigation is dropped when another navigation starts or the address changes meanwhile (Back pressed): the
 * last one wins. What the app navigates to itself opens at once: a navigation that follows an action (an order
 * placed, a sign-in) must not leave its page clickable for a moment after. `to` is the full address, locale first.
 */
export const prefetchingNavigation = (queryClient: QueryClient, parser: Parser): AroundNavHandler => {
  let latest = 0;
  return (navigate, to, options) => {
    const mine = ++latest;
    holdNavigation(null);
    const [, locale, ...rest] = to.split('/');
    if (locale === undefined || !isLocale(locale)) return navigate(to, options);
    const ready = prefetchRoute(`/${rest.join('/')}`, queryClient, parser);
    const samePage = isCurrentPage(to);
    if (!samePage && !isLinkClick(options)) return navigate(to, options);
    const from = window.location.href;
    // The page's controls show a change of its own query (another page's address is nothing they could show) in the
    // frame after the click, unless its answer was in by then: a shopper's press lasts ~100 ms and the answer was
    // asked for when the option was pressed (`onOptionIntent`), so the click usually finds it in and the listing is
    // drawn once, with the new results, not first with the option ticked and then again (two renders of the
    // listing in the click's frame).
    if (samePage) requestAnimationFrame(() => mine === latest && holdNavigation(to));
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
