/**
 * `npm run bench:mock`: the mock API's latency for a listing with filters and for search, at the seeded
 * size and at 10,000 products (or the sizes in MOCK_BENCH_SIZES, e.g. "default,10000,50000"). Requests
 * go through the same handlers the mock server and the service worker use (msw's getResponse: routing,
 * query parsing, the rules, serialisation and the zod check of the answer), without the network.
 * Each case: one cold call (the first search builds the index), 10 warm-up calls, then BENCH_MOCK_RUNS
 * (50) timed calls; the machine's other load shows in p95 more than in the median.
 */
import { getResponse } from 'msw';
import { createDb } from '../../mocks/db/create-db';
import { createHandlers } from '../../mocks/handlers/all-handlers';
import { median } from './servers';

const runs = Number(process.env.BENCH_MOCK_RUNS ?? 50);
const sizes = (process.env.MOCK_BENCH_SIZES ?? 'default,10000').split(',').map((size) => (size.trim() === 'default' ? undefined : Number(size)));
const origin = 'http://mock.bench';
const headers = { 'app-key': 'storefront-web', 'public-token': 'public-guest-token-1', accept: 'application/json' };

const cases: { name: string; path: string; locale?: string }[] = [
  { name: 'listing, first page with facets', path: '/products?page=1&perPage=12&withFilters=true' },
  { name: 'listing with filters (brands, price, sort)', path: '/products?page=1&perPage=12&withFilters=true&brands=samsung,apple&price=1000-60000&sortBy=price_asc' },
  { name: 'category listing with filters', path: '/products?page=1&perPage=12&withFilters=true&categorySlug=mobile-phones&forCategory=true&tags=best-seller' },
  { name: 'search "samsung galaxy"', path: '/products?page=1&perPage=12&withFilters=true&searchQuery=samsung%20galaxy' },
  { name: 'search "بروتين" (Arabic)', path: `/products?page=1&perPage=12&withFilters=true&searchQuery=${encodeURIComponent('بروتين')}`, locale: 'ar' },
  { name: 'search with no match', path: '/products?page=1&perPage=12&withFilters=true&searchQuery=zzzz-nothing' },
];

async function time(handlers: ReturnType<typeof createHandlers>, path: string, locale = 'en'): Promise<number> {
  const started = performance.now();
  const response = await getResponse(handlers, new Request(`${origin}${path}`, { headers: { ...headers, 'locale-code': locale } }));
  if (!response || response.status !== 200) throw new Error(`${path}: ${response?.status ?? 'no handler'} ${response ? await response.text() : ''}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const lines = ['| products | request | cold | median | p95 |', '|---|---|---|---|---|'];
  for (const size of sizes) {
    const started = performance.now();
    const db = createDb({ mediaBaseUrl: origin, products: size });
    const seeded = performance.now() - started;
    const handlers = createHandlers(db, { latencyMs: 0, apiBaseUrl: origin });
    const count = db.state.products.length;
    console.info(`${count} products seeded in ${ms(seeded)}`);
    for (const item of cases) {
      const cold = await time(handlers, item.path, item.locale);
      for (let index = 0; index < 10; index += 1) await time(handlers, item.path, item.locale);
      const samples: number[] = [];
      for (let index = 0; index < runs; index += 1) samples.push(await time(handlers, item.path, item.locale));
      const sorted = [...samples].sort((a, b) => a - b);
      lines.push(`| ${count} | ${item.name} | ${ms(cold)} | ${ms(median(samples))} | ${ms(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN)} |`);
    }
  }
  console.info(`\nMock API latency in process (msw handlers, no network, no simulated latency), ${runs} runs each:\n`);
  console.info(lines.join('\n'));
}

await main();
