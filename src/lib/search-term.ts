import { SEARCH_TERM_MAX } from './constants';

/** The search results page, under the current locale (`/en/search?q=…`). */
export const SEARCH_PATH = '/search';

/** A typed or addressed term as it is searched: inner runs of spaces collapsed, trimmed, at most SEARCH_TERM_MAX characters. */
export const normalizeSearchTerm = (value: string | null | undefined): string =>
  Array.from((value ?? '').replace(/\s+/g, ' ').trim()).slice(0, SEARCH_TERM_MAX).join('').trim();

/** The `q` of an address query (`?q=…`, leading `?` optional), normalised; '' when absent. */
export const parseSearchTerm = (search: string): string => normalizeSearchTerm(new URLSearchParams(search).get('q'));

/** The results page of a term, under the current locale: `/search?q=galaxy+s24`. */
export const searchHref = (term: string): string => `${SEARCH_PATH}?${new URLSearchParams({ q: normalizeSearchTerm(term) }).toString()}`;
