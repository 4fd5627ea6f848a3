import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getListCitiesQueryKey, getListGovernmentsQueryKey, listCities, listGovernments } from '../../api/generated/endpoints/addresses/addresses';
import type { City, Government } from '../../api/generated/model';
import { isRecord } from '../../lib/is-record';
import { readJson, writeJson } from '../../lib/storage';

const isNamedList = (value: unknown): value is { id: number; title: string }[] =>
  Array.isArray(value) && value.every((row) => isRecord(row) && typeof row.id === 'number' && typeof row.title === 'string');

/** Reads a list from session storage, or loads it once and keeps it there for the tab (spec section 7). */
const cached = async <T extends { id: number; title: string }>(key: string, load: () => Promise<T[]>): Promise<T[]> => {
  const stored = readJson(key, isNamedList, 'session') as T[] | undefined;
  if (stored) return stored;
  const fresh = await load();
  writeJson(key, fresh, 'session');
  return fresh;
};

export const governmentsStorageKey = (locale: string) => `storefront.governments.${locale}`;
export const citiesStorageKey = (locale: string, governmentId: number) => `storefront.cities.${locale}.${governmentId}`;

/** GET /governments, cached in session storage per language. */
export const useGovernments = () => {
  const { locale } = useIntl();
  return useQuery({
    queryKey: [...getListGovernmentsQueryKey(), locale],
    queryFn: () => cached<Government>(governmentsStorageKey(locale), async () => (await listGovernments({ silent: true })).data.records),
    staleTime: Infinity,
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
    staleTime: Infinity,
  });
};
