import type { QueryClient } from '@tanstack/react-query';
import type { AroundNavHandler, Parser } from 'wouter';
import { prefetchRoute } from '../components/routing/route-prefetch';
import { isLocale } from '../i18n/locales';

/**
 * Wraps every in-app navigation (links and `navigate`): the next page's chunk and its data are asked for
 * together, before the address changes, so the data does not wait for the chunk to arrive and draw the page
 * (hover prefetch may already have them). `to` is the full address, locale first.
 */
export const prefetchingNavigation =
  (queryClient: QueryClient, parser: Parser): AroundNavHandler =>
  (navigate, to, options) => {
    const [, locale, ...rest] = to.split('/');
    if (locale !== undefined && isLocale(locale)) prefetchRoute(`/${rest.join('/')}`, queryClient, parser);
    navigate(to, options);
  };
