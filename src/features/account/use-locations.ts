import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getListCitiesQueryKey, getListGovernmentsQueryKey, listCities, listGovernments } from '../../api/generated/endpoints/addresses/addresses';
import type { City, Government } from '../../api/generated/model';
import { z } from 'zod';
import { storedValue } from '../../lib/stored-value';

/** A cached governments or cities list: the fields the address form reads (extra fields are kept). */
export const namedListSchema = z.array(z.looseObject({ id: z.number().int(), title: z.string() }));

/**
 * Keeps a list in session storage for the tab. An empty list is never kept: one empty answer (or a tampered
 * `[]`) would otherwise leave the address form's select empty for the rest of the tab, reloads included.
 */
const keep = <T extends { id: number; title: string }>(key: string, list: T[]) => {
  if (list.length > 0) storedValue({ key, schema: namedListSchema, area: 'session' }).write(list);
};

/** Reads a list from session storage, or loads it once and keeps it there for the tab (spec section 7). */
const cached = async <T extends { id: number; title: string }>(key: string, load: () => Promise<T[]>): Promise<T[]> => {
  const stored = storedValue({ key, schema: namedListSchema, area: 'session' }).read() as T[] | undefined;
  if (stored && stored.length > 0) return stored;
  const fresh = await load();
  keep(key, fresh);
  return fresh;
};

/** A list is kept for the tab; an empty one is stale at once, so the next form (or `refetchIfEmpty`) asks again. */
const listStaleTime = (query: { state: { data?: readonly unknown[] } }) => (query.state.data?.length ? Infinity : 0);

/** For a select's focus or press: a list that came back empty is asked for again as the select opens. */
export const refetchIfEmpty =
  (list: { data?: readonly unknown[]; isFetching: boolean; refetch: () => Promise<unknown> }) => () => {
    if (list.data?.length === 0 && !list.isFetching) void list.refetch();
  };

export const governmentsStorageKey = (locale: string) => `storefront.governments.${locale}`;
export const citiesStorageKey = (locale: string, governmentId: number) => `storefront.cities.${locale}.${governmentId}`;

/** GET /governments, cached in session storage per language. */
export const useGovernments = () => {
  const { locale } = useIntl();
  return useQuery({
    queryKey: [...getListGovernmentsQueryKey(), locale],
    queryFn: () => cached<Government>(governmentsStorageKey(locale), async () => (await listGovernments({ silent: true })).data.records),
    staleTime: listStaleTime,
  });
};

/** GET /cities?government_id, cached in session storage per government and language. */
export const useCities = (governmentId: number | undefined) => {
  const { locale } = useIntl();
  return useQuery({
    queryKey: [...getListCitiesQueryKey({ government_id: governmentId ?? 0 }), locale],
    queryFn: () =>
      cached<City>(citiesStorageKey(locale, governmentId ?? 0), async () => (await listCities({ government_id: governmentId ?? 0 }, { silent: true })).data.records),
    enabled: Boolean(governmentId),
    staleTime: listStaleTime,
  });
};

/**
 * Puts what GET /addresses?withGovernments&withCities answered (spec section 7) where `useGovernments` and
 * `useCities` look: the same session storage and the same query keys, so an address form opened afterwards
 * makes no GET /governments or GET /cities of its own. The cities are every governorate's (the contract says
 * so): each governorate gets its own list, as GET /cities would have answered it.
 */
export function seedLocations(
  queryClient: QueryClient,
  locale: string,
  { governments, cities }: { governments?: readonly Government[]; cities?: readonly City[] },
): void {
  if (governments) {
    keep(governmentsStorageKey(locale), [...governments]);
    queryClient.setQueryData([...getListGovernmentsQueryKey(), locale], [...governments]);
  }
  if (!cities) return;
  const byGovernment = new Map<number, City[]>();
  for (const city of cities) byGovernment.set(city.government_id, [...(byGovernment.get(city.government_id) ?? []), city]);
  for (const [governmentId, list] of byGovernment) {
    keep(citiesStorageKey(locale, governmentId), list);
    queryClient.setQueryData([...getListCitiesQueryKey({ government_id: governmentId }), locale], list);
  }
}
