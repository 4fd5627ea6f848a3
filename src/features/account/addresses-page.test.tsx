/**
 * Spec section 7: GET /addresses with withGovernments and withCities. The address book asks for the
 * governorates and cities with the addresses and puts them where the address form reads them (session storage
 * and the query cache), so the form opened from the page makes no GET /governments or GET /cities of its own.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { getListCitiesQueryKey, getListGovernmentsQueryKey } from '../../api/generated/endpoints/addresses/addresses';
import { login } from '../../api/generated/endpoints/session/session';
import { connectHttp } from '../../api/http/http-hooks';
import { sessionActions, sessionStore } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import AddressesPage from './addresses-page';
import { citiesStorageKey, governmentsStorageKey, seedLocations } from './use-locations';

/** The path of every request the app sends from now on (with its query). */
const recordRequests = () => {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url));
  mockServer.events.on('request:start', listener);
  onTestFinished(() => mockServer.events.removeListener('request:start', listener));
  return seen;
};

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionActions.clearCredentials());

describe('seedLocations', () => {
  it('puts the governorates and each governorate’s cities where useGovernments and useCities read them', () => {
    const queryClient = new QueryClient();
    const governments = [
      { id: 1, title: 'Cairo' },
      { id: 2, title: 'Giza' },
      { id: 3, title: 'Luxor' },
    ];
    const cities = [
      { id: 10, title: 'Nasr City', government_id: 1 },
      { id: 11, title: 'Maadi', government_id: 1 },
      { id: 20, title: 'Dokki', government_id: 2 },
    ];
    seedLocations(queryClient, 'ar', { governments, cities });
    expect(queryClient.getQueryData([...getListGovernmentsQueryKey(), 'ar'])).toEqual(governments);
    expect(queryClient.getQueryData([...getListCitiesQueryKey({ government_id: 1 }), 'ar'])).toEqual(cities.slice(0, 2));
    expect(queryClient.getQueryData([...getListCitiesQueryKey({ government_id: 2 }), 'ar'])).toEqual([cities[2]]);
    // Per language: nothing under English.
    expect(queryClient.getQueryData([...getListGovernmentsQueryKey(), 'en'])).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem(governmentsStorageKey('ar'))!)).toEqual(governments);
    expect(JSON.parse(sessionStorage.getItem(citiesStorageKey('ar', 2))!)).toEqual([cities[2]]);
    // A governorate without cities in the answer is left to GET /cities.
    expect(sessionStorage.getItem(citiesStorageKey('ar', 3))).toBeNull();
  });

  it('leaves everything alone when the answer has neither list', () => {
    const queryClient = new QueryClient();
    seedLocations(queryClient, 'en', {});
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('address book: GET /addresses?withGovernments&withCities', () => {
  it('asks for the lists with the addresses and keeps them for the form: every governorate, each one’s cities; no separate call', { timeout: 30_000 }, async () => {
    connectHttp({ getAccessToken: () => sessionStore.token });
    await startGuestSession();
    const { data } = await login({ email: 'demo@niletech.eg', password: 'Demo@1234' }, { silent: true });
    sessionActions.signIn({ ...data.record, role: 'customer' });
    const seen = recordRequests();
    renderWithApp(<AddressesPage />, { path: '/en/profile/addresses' });

    const editButtons = await screen.findAllByRole('button', { name: 'Edit' });
    const book = seen.filter((url) => url.pathname.endsWith('/addresses'));
    expect(book).toHaveLength(1);
    expect(book[0]!.searchParams.get('withGovernments')).toBe('true');
    expect(book[0]!.searchParams.get('withCities')).toBe('true');
    await waitFor(() => expect(sessionStorage.getItem(governmentsStorageKey('en'))).not.toBeNull());

    // The cities of the first address's governorate are there too, under the same key the form reads.
    const governments = JSON.parse(sessionStorage.getItem(governmentsStorageKey('en'))!) as { id: number }[];
    expect(governments).toHaveLength(27);
    for (const government of governments) expect(sessionStorage.getItem(citiesStorageKey('en', government.id)), String(government.id)).not.toBeNull();
    expect(editButtons.length).toBeGreaterThan(0);
    expect(seen.filter((url) => url.pathname.endsWith('/governments') || url.pathname.endsWith('/cities'))).toEqual([]);
  });
});
