import { expect, test, type Page } from '@playwright/test';
import { fillCart, fillCompareList, logInAsDemo, seededProducts, waitForSession } from './support/mock-api';
import { CHROMIUM_MAJOR, HAS_BASELINES, RENDERER } from './support/renderer';
import { captureArea, imagesAndFontsReady, prepare, settle, systemFontsUsed, type Capture } from './support/stable-page';

/**
 * Visual regression (issue 12): the main screens in English and Arabic, on desktop (1280×800) and a phone
 * (Pixel 7 at 390×844), compared with committed baselines by `toHaveScreenshot` (tolerance and screenshot
 * options in playwright.config.ts, projects `visual-desktop` and `visual-mobile`).
 *
 * Stable by construction: the mock's seeded data at a fixed instant, every image and font loaded, no system
 * font on the page, animations off, caret hidden, periodic ticks stopped (support/stable-page.ts).
 *
 * One walk per language on one page: the app and its mock load once, then each screen is an address away
 * (a fresh context per screen cost three times as long). Every screen is compared even when an earlier one
 * differs (soft assertions).
 *
 * Update the baselines after an intended change of a screen: `npm run test:visual:update`, look at the new
 * PNGs, commit them. Decision 016.
 */

const PRODUCT = '/products/samsung-galaxy-s24-ultra-5g-256gb-titanium-gray';

interface Screen {
  name: string;
  path: string;
  /** What is pictured: the first viewport (long pages), the whole page, or the page down to the end of main. */
  capture: Capture;
  /** Set the data up (through the mock API) before opening `path`. */
  arrange?: (page: Page) => Promise<void>;
  /** What must be on screen before the picture is taken, beyond the frame, an h1 and no skeleton. */
  ready?: (page: Page) => Promise<void>;
}

/** As a guest, in this order. */
const GUEST_SCREENS: Screen[] = [
  { name: 'home', path: '/', capture: 'viewport', ready: async (page) => expect(page.getByRole('timer').first()).toBeVisible() },
  { name: 'shop', path: '/shop', capture: 'viewport' },
  { name: 'product', path: PRODUCT, capture: 'viewport' },
  { name: 'login', path: '/login', capture: 'page' },
  { name: 'not-found', path: '/no-such-page', capture: 'page' },
  {
    name: 'cart',
    path: '/cart',
    capture: 'main',
    arrange: async (page) => fillCart(page, await seededProducts(page, 2)),
    ready: async (page) => expect(page.getByTestId('cart-line')).toHaveCount(2),
  },
];

/** Then as the demo customer. */
const CUSTOMER_SCREENS: Screen[] = [
  {
    name: 'checkout-address',
    path: '/checkout',
    capture: 'main',
    arrange: async (page) => fillCart(page, await seededProducts(page, 2)),
    ready: async (page) => expect(page.getByRole('radio').first()).toBeVisible(),
  },
  { name: 'orders', path: '/profile/orders', capture: 'main' },
  { name: 'order-detail', path: '/profile/orders/1', capture: 'main' },
  { name: 'wallet', path: '/profile/my-wallet', capture: 'main' },
  {
    name: 'compare',
    path: '/compare-list',
    capture: 'main',
    arrange: async (page) => fillCompareList(page, await seededProducts(page, 3)),
  },
];

let warned = false;

for (const locale of ['en', 'ar'] as const) {
  test(`main screens (${locale})`, async ({ page, browser }, testInfo) => {
    // Generous: a busy 2-core machine took up to 18 s a screen; a quiet one takes 1–2 s.
    test.setTimeout(60_000 + (GUEST_SCREENS.length + CUSTOMER_SCREENS.length) * 30_000);
    expect(browser.version().split('.')[0], 'the browser is the one the baselines were chosen for (support/renderer.ts)').toBe(CHROMIUM_MAJOR);
    const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
    const recording = !HAS_BASELINES && !updating;
    const timing = process.env.VISUAL_TIMING ? (what: string, since: number) => console.info(`${testInfo.project.name} ${locale} ${what}: ${Date.now() - since} ms`) : () => {};

    await prepare(page, locale);
    await page.goto(`/${locale}/`);
    await waitForSession(page);

    const picture = async (screen: Screen) =>
      test.step(screen.name, async () => {
        const started = Date.now();
        await screen.arrange?.(page);
        await page.goto(`/${locale}${screen.path}`);
        await settle(page);
        await screen.ready?.(page);
        await imagesAndFontsReady(page, screen.capture);
        expect.soft(await systemFontsUsed(page, locale), `${screen.name}: text drawn in a machine font looks different on every machine — self-host the glyph`).toEqual([]);

        const name = `${screen.name}-${locale}.png`;
        const options = await captureArea(page, screen.capture);
        if (recording) {
          // This Chromium build has no baselines: comparing with another build's images would fail for the wrong
          // reason. Record this build's images instead, and say loudly that nothing was compared (below).
          await page.screenshot({ path: testInfo.snapshotPath(name, { kind: 'screenshot' }), animations: 'disabled', caret: 'hide', scale: 'css', ...options });
        } else {
          await expect.soft(page).toHaveScreenshot(name, options);
        }
        timing(screen.name, started);
      });

    for (const screen of GUEST_SCREENS) await picture(screen);
    await logInAsDemo(page);
    for (const screen of CUSTOMER_SCREENS) await picture(screen);

    if (recording) {
      const message = `No visual baselines for ${RENDERER}: this run recorded them in tests/visual/baselines/${RENDERER}/ and COMPARED NOTHING. Look at the new images and commit them (or run npm run test:visual:update), see docs/decisions/016-visual-regression.md.`;
      if (!warned) console.warn(`\n⚠ ${message}\n`);
      warned = true;
      testInfo.annotations.push({ type: 'warning', description: message });
      test.skip(true, message);
    }
  });
}
