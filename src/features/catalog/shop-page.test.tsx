import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import ShopPage from './shop-page';
import { ScopedListingPage } from './scoped-listing-page';
import { delay, http } from 'msw';
import { Route, Router, Switch, type AroundNavHandler } from 'wouter';

/** Every GET /products the page makes, as its query parameters. */
let requests: URLSearchParams[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.endsWith('/products')) requests.push(url.searchParams);
};
const asObject = (params: URLSearchParams) => Object.fromEntries(params.entries());
/** The requests for one page of the listing: the page's own, apart from the next page asked for ahead (decision 072). */
const forPage = (page: number) => requests.filter((params) => params.get('page') === String(page));

beforeEach(() => {
  requests = [];
  mockServer.events.on('request:start', onRequest);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', onRequest);
});

describe('the shop page requests (spec section 7)', () => {
  it('asks for page 1 with filters on a plain visit, and no price', async () => {
    renderWithApp(<ShopPage />, { path: '/en/shop' });
    expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
    expect(forPage(1)).toHaveLength(1);
    expect(asObject(requests[0]!)).toEqual({ withFilters: 'true', page: '1', perPage: '12', withCategory: 'true', withBrand: 'true' });
  });

  it('sends what the address says, parameter by parameter', async () => {
    renderWithApp(<ShopPage />, { path: '/en/shop?categories=laptops,mobile-phones&brands=apple&price=100-90000&page=1&sortBy=price_asc' });
    await screen.findByRole('heading', { name: 'Shop' });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(asObject(requests[0]!)).toEqual({
      withFilters: 'true',
      categories: 'laptops,mobile-phones',
      brands: 'apple',
      price: '100-90000',
      page: '1',
      perPage: '12',
      sortBy: 'price_asc',
      withCategory: 'true',
      withBrand: 'true',
    });
  });

  it('a price range in the address is asked for at once, once, and the sliders show it', async () => {
    renderWithApp(<ShopPage />, { path: '/en/shop?price=0-5000' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/products$/));
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('5000');
    expect(forPage(1).map((params) => params.get('price'))).toEqual(['0-5000']);
  });

  it('ignores a malformed address (price=abc, page=-3, unknown sortBy) and shows the shop', async () => {
    renderWithApp(<ShopPage />, { path: '/en/shop?price=abc&page=-3&sortBy=cheapest' });
    expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
    expect(asObject(requests[0]!)).toEqual({ withFilters: 'true', page: '1', perPage: '12', withCategory: 'true', withBrand: 'true' });
  });

  it('a category page sends its slug with forCategory and shows the category title', async () => {
    renderWithApp(
      <Route path="/en/categories/:slug">
        <ScopedListingPage kind="category" />
      </Route>,
      { path: '/en/categories/laptops' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /laptops/i })).toBeInTheDocument();
    expect(asObject(requests[0]!)).toMatchObject({ categorySlug: 'laptops', forCategory: 'true', withFilters: 'true', page: '1' });
    expect(requests[0]!.has('brandSlug')).toBe(false);
  });

  it('choosing a brand and a sort writes the address and asks again from page 1', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ShopPage />, { path: '/en/shop?page=2' });
    const brands = await screen.findByRole('group', { name: 'Brands' });
    const firstBrand = within(brands).getAllByRole('checkbox')[0]!;
    await user.click(firstBrand);
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/en\/shop\?brands=[a-z0-9-]+$/));
    const brandSlug = new URLSearchParams(location.history!.at(-1)!.split('?')[1]).get('brands');
    await waitFor(() => expect(requests.some((params) => params.get('brands') === brandSlug && params.get('page') === '1')).toBe(true));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/en/shop?brands=${brandSlug}&sortBy=price_asc`));
    await waitFor(() => expect(forPage(1).at(-1)).toBeDefined());
    await waitFor(() => expect(asObject(forPage(1).at(-1)!)).toMatchObject({ brands: brandSlug, sortBy: 'price_asc', page: '1' }));
    expect(forPage(1).at(-1)!.has('price')).toBe(false);
  });

  it('asks for what a brand would show once the pointer rests on it, not for one it passes over; the click then draws it from there', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ShopPage />, { path: '/en/shop' });
    const brands = await screen.findByRole('group', { name: 'Brands' });
    const [first, second] = within(brands).getAllByRole('checkbox') as [HTMLElement, HTMLElement];
    await waitFor(() => expect(forPage(1)).toHaveLength(1));
    const asked = (checkbox: HTMLElement) => forPage(1).some((params) => params.get('brands') === checkbox.getAttribute('data-option'));

    // Over the second on the way to the first, where the pointer stays.
    fireEvent.mouseOver(second);
    fireEvent.mouseOver(first);
    await waitFor(() => expect(asked(first)).toBe(true));
    expect(asked(second)).toBe(false);
    expect(location.history?.at(-1)).toBe('/en/shop');

    const before = forPage(1).length;
    await user.click(first);
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/en/shop?brands=${first.getAttribute('data-option')}`));
    expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
    expect(forPage(1)).toHaveLength(before);
  });

  it('while a filter change waits for its answer, the controls show it and the products stay the address’s', async () => {
    // The app's navigation holds a change of the page's query until its answer is in; here, until the test says so.
    const waiting: (() => void)[] = [];
    const holding: AroundNavHandler = (navigate, to, options) => void waiting.push(() => navigate(to, options));
    const { location } = renderWithApp(
      <Router aroundNav={holding}>
        <ShopPage />
      </Router>,
      { path: '/en/shop' },
    );
    const brands = await screen.findByRole('group', { name: 'Brands' });
    const first = within(brands).getAllByRole('checkbox')[0]!;
    // All twelve: the grid draws its first cards first (useFirstItemsFirst).
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    const cards = screen.getAllByTestId('product-card').map((card) => card.textContent);
    const slug = first.getAttribute('data-option')!;
    fireEvent.click(first);
    expect(waiting).toHaveLength(1);
    // From the frame after the click.
    await waitFor(() => expect(first).toBeChecked());
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc'));
    // The second change builds on the first, and neither has reached the address or the products.
    expect(first).toBeChecked();
    expect(screen.getAllByTestId('product-card').map((card) => card.textContent)).toEqual(cards);
    expect(location.history?.at(-1)).toBe('/en/shop');
    act(() => waiting.at(-1)!());
    expect(location.history?.at(-1)).toBe(`/en/shop?brands=${slug}&sortBy=price_asc`);
    expect(first).toBeChecked();
    // Back to the plain shop (the address the first change was made on): nothing of it stays.
    act(() => location.navigate('/en/shop'));
    expect(first).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).not.toHaveValue('price_asc');
  });

  it('asks for the next page once the browser is idle after the answer, so paging finds it answered; none past the last page', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ShopPage />, { path: '/en/shop' });
    await waitFor(() => expect(requests.map((params) => params.get('page'))).toEqual(['1', '2']));
    expect(asObject(requests[1]!)).toEqual({ ...asObject(requests[0]!), page: '2' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/en/shop?page=2'));
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    // Page 2 came from the cache; what is asked for now is the page after it.
    await waitFor(() => expect(requests.map((params) => params.get('page'))).toEqual(['1', '2', '3']));

    const last = Math.max(...screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => Number(button.textContent)));
    act(() => location.navigate(`/en/shop?page=${last}`));
    expect(await screen.findByRole('button', { name: `Page ${last}`, current: 'page' })).toBeInTheDocument();
    await waitFor(() => expect(forPage(last)).toHaveLength(1));
    // The next page of the others was asked for by now (an idle moment is a timer here); none after the last.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(forPage(last + 1)).toHaveLength(0);
  });

  it('follows Back: the address is read into the filters again', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ShopPage />, { path: '/en/shop' });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/en/shop?page=2'));
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    act(() => location.navigate('/en/shop'));
    expect(await screen.findByRole('button', { name: 'Page 1', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^1 to \d+ of \d+ products$/);
  });

  it('says so when nothing matches, and reset brings the products back', async () => {
    const user = userEvent.setup();
    renderWithApp(<ShopPage />, { path: '/en/shop?price=1-2' });
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
    expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
  });
});

describe('the filters have one source, the address (issue: one source of truth for the filters)', () => {
  const controls = () => ({
    brands: within(screen.getByRole('group', { name: 'Brands' }))
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('data-option')),
    sort: (screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value,
    max: screen.getByRole('spinbutton', { name: 'Maximum price' }),
  });

  it('survive a reload, Back and Forward: each address shows its own filters, read again from it', async () => {
    const opened = '/en/shop?brands=apple&price=100-2000&sortBy=price_asc';
    // A reload: a fresh app on the address.
    const { location } = renderWithApp(<ShopPage />, { path: opened });
    await waitFor(() => expect(controls().brands).toEqual(['apple']));
    expect(controls().sort).toBe('price_asc');
    expect(controls().max).toHaveValue(2000);
    expect(await screen.findByRole('button', { name: /^Remove filter: Apple/ })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: 'Brands' })).getByRole('checkbox', { checked: true }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/en/shop?price=100-2000&sortBy=price_asc'));
    // The box unticks in the press's own frame (decision 069): waited for is the new address drawn, its chip gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove filter: Apple/ })).toBeNull());
    expect(controls().brands).toEqual([]);
    // Back, then Forward.
    act(() => location.navigate(opened));
    await waitFor(() => expect(controls().brands).toEqual(['apple']));
    expect(controls().max).toHaveValue(2000);
    act(() => location.navigate('/en/shop?price=100-2000&sortBy=price_asc'));
    await waitFor(() => expect(controls().brands).toEqual([]));
    expect(controls().sort).toBe('price_asc');
  });

  it("reads the slider's bounds from the query cache for the address: a listing opened again keeps them while its answer is on its way", async () => {
    const { location } = renderWithApp(
      <Switch>
        <Route path="/en/shop">
          <ShopPage />
        </Route>
        <Route>elsewhere</Route>
      </Switch>,
      { path: '/en/shop' },
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/products$/));
    const serverMax = screen.getByRole('slider', { name: 'Maximum price' }).getAttribute('max');
    expect(serverMax).not.toBe('1000');
    act(() => location.navigate('/en/cart'));
    await screen.findByText('elsewhere');
    // The brand's answer never comes: the page has only the cache's answers of the shop to go on.
    mockServer.use(http.get('*/products', ({ request }) => (new URL(request.url).searchParams.has('brands') ? delay('infinite') : undefined)));
    act(() => location.navigate('/en/shop?brands=apple'));
    const slider = await screen.findByRole('slider', { name: 'Maximum price' });
    expect(slider).toHaveAttribute('max', serverMax);
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(Number(serverMax));
  });
});

