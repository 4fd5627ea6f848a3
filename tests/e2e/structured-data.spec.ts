import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/page-end';

type Node = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block on the page, parsed as a crawler would (a parse error fails the test). */
const jsonLd = async (page: Page): Promise<Node[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text) as Node | Node[]);

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test.describe('structured data, sharing tags and ratings', () => {
  test('home describes the shop; a product page its product, offer, rating and sharing card', async ({ page }) => {
    await page.goto('/ar/');
    await settle(page);
    await expect(page.getByTestId('rating').first()).toHaveAttribute('aria-label', /^التقييم [\d.]+ من 5، /);
    await expect.poll(async () => (await jsonLd(page)).map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    const [organization] = await jsonLd(page);
    expect(organization).toMatchObject({ '@context': 'https://schema.org', url: expect.stringMatching(/\/ar\/$/), logo: expect.stringMatching(/^http/) });
    // The WebSite's SearchAction opens the search results page of the language, and that address works.
    const site = (await jsonLd(page)).find((node) => node['@type'] === 'WebSite') as { potentialAction?: { '@type': string; target: { urlTemplate: string }; 'query-input': string } };
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
    const template = site.potentialAction?.target.urlTemplate ?? '';
    expect(template).toBe(`${new URL(page.url()).origin}/ar/search?q={search_term_string}`);
    expect(await meta(page, 'og:locale')).toBe('ar_EG');
    expect(await meta(page, 'og:type')).toBe('website');

    await page.goto(template.replace('{search_term_string}', encodeURIComponent('سامسونج')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «سامسونج»');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await page.goto('/en/shop');
    const card = page.getByTestId('product-card').filter({ has: page.getByTestId('rating') }).first();
    const title = (await card.getByRole('link').last().textContent()) ?? '';
    await card.getByRole('link').last().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: /^Rated \d\.\d out of 5, [\d,]+ reviews?$/ }).first()).toBeVisible();
    const [product] = (await jsonLd(page)).filter((node) => node['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: title,
      image: expect.arrayContaining([expect.stringMatching(/^http/)]),
      offers: { '@type': 'Offer', priceCurrency: 'EGP', price: expect.stringMatching(/^\d+\.\d{2}$/), availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/) },
      aggregateRating: { '@type': 'AggregateRating', bestRating: 5 },
    });
    await expect.poll(() => meta(page, 'og:type')).toBe('product');
    expect(await meta(page, 'og:image')).toMatch(/^http/);
    expect(await meta(page, 'og:url')).toBe(page.url());
    expect(await meta(page, 'og:locale')).toBe('en_EG');
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  });
});
