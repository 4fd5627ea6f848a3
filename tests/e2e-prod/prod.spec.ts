import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROD_API_URL, PROD_BASE_URL } from './ports';
import { fillNewAddress } from '../e2e/support/address-form';

/*
 * The shop as deployed: the real-API build behind the production nginx configuration, the mock server as
 * its API over HTTP. The main journeys, the headers, deep links and missing files. Every test also fails on
 * any Content-Security-Policy violation (fixtures.ts).
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const API_HEADERS = { 'app-key': 'storefront-web', 'application-type': 'web', 'public-token': 'public-guest-token-1', authorization: 'Bearer public-guest-token-1' };

type ProductRow = { id: number; slug: string; title: string; stock: number };

async function productInStock(request: APIRequestContext): Promise<ProductRow> {
  const response = await request.get(`${PROD_API_URL}/products?perPage=60`, { headers: API_HEADERS });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { records: ProductRow[] } };
  const product = body.data.records.find((row) => row.stock > 10);
  if (!product) throw new Error('no product in stock in the mock catalogue');
  return product;
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^(Cart|السلة)/ });

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers).toMatchObject(SECURITY_HEADERS);
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self';",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    // The API is on loopback: both its names are allowed (tests/e2e-prod/loopback-names.spec.ts).
    `connect-src 'self' ${PROD_API_URL.replace('127.0.0.1', 'localhost')} ${PROD_API_URL};`,
    `img-src 'self' data: blob: ${PROD_API_URL.replace('127.0.0.1', 'localhost')} ${PROD_API_URL};`,
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
}

test.describe('production server', () => {
  test('headers on the app, an asset and a deep link; precompressed files; missing files are 404', async ({ request }) => {
    const home = await request.get('/en/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.status()).toBe(200);
    expect(home.headers()['content-type']).toMatch(/^text\/html/);
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(home.headers()['content-encoding']).toBe('br');
    expectSecurityHeaders(home.headers());
    const html = await home.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the entry script').toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(asset.headers());

    // Home's, the shop's and a product's pages draw the lead pictures in their shell and leave the app's large chunk
    // for later (decisions 034, 035); every other address preloads it.
    const english = await (await request.get('/en/categories/some-category')).text();
    expect(html).toContain('data-shell-lead="home"');
    expect(html).not.toContain('data-app');
    expect(english).not.toContain('data-shell-lead');
    expect(english).toMatch(/<link rel="modulepreload" data-app="" crossorigin="" href="\/assets\/start-[\w-]+\.js" fetchpriority="low">/);
    for (const [path, lead] of [
      ['/en', 'home'],
      ['/ar', 'home'],
      ['/ar/', 'home'],
      ['/en/shop', 'shop'],
      ['/ar/shop?page=2', 'shop'],
      ['/en/products/some-product', 'product'],
      ['/ar/products/some-product/?ref=x', 'product'],
    ] as const) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      const text = await page.text();
      expect(text, path).toContain(`data-shell-lead="${lead}"`);
      expect(text, path).not.toContain('data-app');
      expect(text, path).toContain(`<html lang="${path.startsWith('/ar') ? 'ar' : 'en'}" dir="${path.startsWith('/ar') ? 'rtl' : 'ltr'}">`);
    }
    expect(await (await request.get('/en/products')).text()).not.toContain('data-shell-lead');

    // An Arabic deep link gets the Arabic copy of the page: same scripts, Arabic language, direction and shell.
    const deep = await request.get('/ar/categories/some-category?ref=x');
    expect(deep.status()).toBe(200);
    expect(deep.headers()['cache-control']).toBe('no-cache');
    const arabic = await deep.text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`src="${script!}"`);
    // …and preloads the Arabic message catalogue where the English page preloads the English one.
    expect(arabic).toMatch(/<link rel="modulepreload" data-messages crossorigin href="\/assets\/_precompiled-messages_ar-[\w-]+\.js">/);
    expect(english).toMatch(/<link rel="modulepreload" data-messages crossorigin href="\/assets\/_precompiled-messages_en-[\w-]+\.js">/);
    // …and the Arabic page preloads Cairo (one variable font, decision 028), which its text is set in (decision 025); the English one does not.
    const fonts = arabic.match(/<link rel="preload" data-font as="font" type="font\/woff2" crossorigin href="\/assets\/cairo-arabic-wght-400-700-[\w-]+\.woff2">/g) ?? [];
    expect(fonts).toHaveLength(1);
    for (const font of fonts) expect((await request.get(font.match(/href="([^"]+)"/)![1]!)).status()).toBe(200);
    expect(english).not.toContain('data-font');
    const perLocale = /<html[^>]*>|<title>[^<]*<\/title>|<span class="static-shell-name">[^<]*<\/span>|<link [^>]*data-messages[^>]*>|\s*<link [^>]*data-font[^>]*>/g;
    expect(arabic.replace(perLocale, '')).toBe(english.replace(perLocale, ''));
    expectSecurityHeaders(deep.headers());

    for (const path of ['/assets/missing-0123abcd.js', `${script!}.map`, '/mockServiceWorker.js', '/mock-service-worker.js', '/.vite/manifest.json', '/products/1', '/de/']) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).not.toContain('id="root"');
      expect(missing.headers()['cache-control'], path).toBeUndefined();
      expectSecurityHeaders(missing.headers());
    }

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${PROD_BASE_URL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${PROD_BASE_URL}/ar/products/`);
  });

  test('before any script has run, a page shows its header bar with the shop name in its language; the app then replaces it', async ({ page }) => {
    // The entry script is held back: what is on screen is the HTML and its stylesheet alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/ar/shop', { waitUntil: 'commit' });
    const shell = page.locator('.static-shell');
    await expect(shell.getByText('نايل للتقنية والتغذية')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('نايل للتقنية والتغذية');
    release();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(shell).toHaveCount(0);
  });

  for (const { lead, locale, width } of [
    { lead: 'home', locale: 'ar', width: 390 },
    { lead: 'home', locale: 'en', width: 1280 },
    { lead: 'product', locale: 'en', width: 360 },
    { lead: 'product', locale: 'ar', width: 1280 },
    { lead: 'shop', locale: 'ar', width: 360 },
    { lead: 'shop', locale: 'en', width: 800 },
  ] as const) {
    test(`the ${lead} page's shell draws the lead picture before the app, where the app then draws it (${locale}, ${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const headers = { ...API_HEADERS, 'locale-code': locale };
      let path = `/${locale}/${lead === 'home' ? '' : lead}`;
      let source: string;
      if (lead === 'home') {
        const { data } = (await (await request.get(`${PROD_API_URL}/home`, { headers })).json()) as { data: { banners: { image: string }[] } };
        source = data.banners[0]!.image;
      } else if (lead === 'shop') {
        // The shop's first card: the listing as the page asks for it (its defaults: 12 a page, recommended first).
        const { data } = (await (await request.get(`${PROD_API_URL}/products?page=1&perPage=12`, { headers })).json()) as { data: { records: { images: string[] }[] } };
        source = data.records[0]!.images[0]!;
      } else {
        const { slug } = await productInStock(request);
        const { data } = (await (await request.get(`${PROD_API_URL}/products/${slug}`, { headers })).json()) as { data: { record: { images: string[] } } };
        source = data.record.images[0]!;
        path = `/${locale}/products/${slug}`;
      }
      // The app's large chunk is held back: what is on screen is the shell and what start-up drew in it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/start-(?!requests)[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      const picture = page.locator('.static-shell .static-shell-picture').first();
      await expect(picture).toHaveAttribute('src', source);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const before = await picture.boundingBox();
      release();
      const drawn = page.locator(`main img[src="${source}"]`).first();
      await expect(drawn).toBeVisible();
      await expect(page.locator('.static-shell')).toHaveCount(0);
      // Within a pixel: the shell's boxes are the header's and the carousel's, the gallery's or the cards' (static-shell-css.ts).
      const after = await drawn.boundingBox();
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after![key] - before![key]), key).toBeLessThanOrEqual(1);
    });
  }

  test('`/` leads to the English shop, whose home shows the catalogue from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  // A filter change waits for its answer before the address changes (decision 040); the option is ticked meanwhile, in
  // the frame after the click (decision 047). Over HTTP, where the answer can be held back (no service worker).
  test('a slow answer: the brand is ticked at once, the address and the cards change once it is in', async ({ page }) => {
    await page.route(/\/products\?.*brands=samsung/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/en/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const samsung = page.getByRole('complementary', { name: /^Filters$/ }).getByRole('group', { name: 'Brands' }).getByRole('checkbox', { name: /^Samsung/ });
    await expect(samsung).not.toBeChecked();
    const summary = page.getByRole('main').getByRole('status').filter({ hasText: /products?$/ });
    const before = (await summary.textContent()) ?? '';
    // Looked at every frame from before the click: the address when the option is first seen ticked.
    const addressWhenTicked = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const look = () => {
            if (document.querySelector<HTMLInputElement>('aside input[data-option="samsung"]')?.checked) resolve(window.location.search);
            else requestAnimationFrame(look);
          };
          look();
        }),
    );
    await samsung.click();
    expect(await addressWhenTicked, 'ticked before the address changed').not.toContain('brands=');
    await expect(summary, 'the previous results until the answer').toHaveText(before);
    await expect(page).toHaveURL(/brands=samsung/);
    await expect(summary).not.toHaveText(before);
    await expect(page.getByTestId('product-card').first()).toContainText('Samsung');
    await expect(samsung).toBeChecked();
  });

  test('browse → filter → product deep link and reload → cart → coupon → guest checkout with a receipt', async ({ page, request }) => {
    // Browse: home → first category → filter by its first brand.
    await page.goto('/en/');
    const tile = page.locator('section[aria-labelledby="home-categories"] a[href*="/categories/"]').first();
    const categoryName = (await tile.innerText()).trim();
    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
    await page.getByRole('complementary', { name: /^Filters$/ }).getByRole('group', { name: 'Brands' }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/\?brands=[a-z0-9-]+$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // A product opened by its address (a deep link), reloaded, then added to the cart.
    const product = await productInStock(request);
    await page.goto(`/en/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(cartButton(page)).toHaveAccessibleName(/1 item/);

    // Cart page: coupon.
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('applied-coupon')).toHaveText(/WELCOME10/);
    await page.getByRole('button', { name: 'Go to checkout' }).click();

    // Checkout as a guest: contact, a new address, InstaPay with an uploaded receipt (multipart to the API).
    await expect(page).toHaveURL(/\/en\/checkout$/);
    // One e-mail for the guest; name and phone come from the shipping address (typed once).
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('guest@example.com');
    const form = page.getByRole('form', { name: 'New shipping address' });
    await fillNewAddress(form);
    // Continue with the filled, unsaved form saves the address to the cart and moves on (one primary action).
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await page.getByRole('radio', { name: /InstaPay/ }).check();
    await page.getByTestId('receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('receipt-preview')).toContainText('receipt.png');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.getByRole('heading', { name: 'Review order' })).toBeVisible();
    await page.getByRole('button', { name: /Place order/ }).click();

    await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^NT-\d+$/);
    await expect(cartButton(page)).toHaveAccessibleName(/empty/);
    // The guest's own order is tracked from the confirmation without being asked for it again (decision 054).
    const number = (await page.getByTestId('order-number').innerText()).trim();
    await page.getByRole('button', { name: 'Track your order' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeVisible();
  });

  test('Arabic: login from a guarded deep link → orders → an order, reloaded', async ({ page }) => {
    await page.goto('/ar/profile/orders');
    await expect(page).toHaveURL(/\/ar\/login\?redirect=/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill('demo@niletech.eg');
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Demo@1234');
    await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/profile\/orders$/);
    await expect(page.getByRole('heading', { name: 'طلباتي' })).toBeVisible();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ar\/profile\/orders\/\d+$/);
    await expect(page.getByTestId('order-total')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('order-total')).toBeVisible();
  });
});
