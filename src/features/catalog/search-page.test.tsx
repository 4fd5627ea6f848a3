import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import SearchPage from './search-page';

/** Every GET /products the page makes, as its query parameters. */
let requests: URLSearchParams[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.endsWith('/products')) requests.push(url.searchParams);
};

beforeEach(() => {
  requests = [];
  mockServer.events.on('request:start', onRequest);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', onRequest);
});

describe('the search results page', () => {
  it('lists what the words match with the page size of the address, and a new size goes back to page 1', async () => {
    renderWithApp(<SearchPage />, { path: '/en/search?q=samsung&perPage=24&page=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “samsung”' })).toBeVisible();
    expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
    expect(Object.fromEntries(requests[0]!.entries())).toMatchObject({ searchQuery: 'samsung', perPage: '24', page: '1', withFilters: 'true' });
    expect(requests[0]!.has('withTags')).toBe(false);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Search')).toBeVisible();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Products per page' }), '48 per page');
    await waitFor(() => expect(requests.at(-1)?.get('perPage')).toBe('48'));
    expect(requests.at(-1)?.get('searchQuery')).toBe('samsung');
  });

  it('suggests the biggest categories when nothing matches', async () => {
    renderWithApp(<SearchPage />, { path: '/en/search?q=zzzzqqq' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No products found for “zzzzqqq”' })).toBeVisible();
    const suggestions = screen.getByRole('navigation', { name: 'Browse a category instead' });
    const links = await within(suggestions).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/\/categories\/[a-z0-9-]+$/));
  });

  it('asks for words, and requests nothing, when the address has none', async () => {
    renderWithApp(<SearchPage />, { path: '/en/search' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
