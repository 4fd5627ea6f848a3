import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROD_API_URL, PROD_MOCK_PORT, PROD_PORT } from './ports';

/*
 * The production setup as a newcomer types it: `serve:prod` prints http://localhost:PORT/, the mock server's allowed
 * origin and the build's API are on 127.0.0.1, the mock names its pictures by the host it is asked at (no
 * MOCK_MEDIA_BASE_URL). On either name the shop calls the API, draws its pictures (no CSP violation: fixtures.ts),
 * none falls back, and no grid is pushed wider than the window.
 */

/** The page's pictures served by the mock API: their origins, and whether each has decoded. */
const apiPictures = (page: Page) =>
  page.locator('img').evaluateAll((images, mockPort) => {
    const api = images.filter((image) => new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src, location.href).port === String(mockPort));
    return api.map((image) => ({ origin: new URL((image as HTMLImageElement).src).origin, loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0, eager: image.getAttribute('loading') !== 'lazy' }));
  }, PROD_MOCK_PORT);

for (const host of ['localhost', '127.0.0.1']) {
  test(`opened on ${host}: home and the shop load their pictures from the API, none fails`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/en/', '/en/shop']) {
      await page.goto(`http://${host}:${PROD_PORT}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(async () => {
          const pictures = await apiPictures(page);
          return pictures.filter((picture) => picture.loaded).length;
        })
        .toBeGreaterThanOrEqual(4);
      const pictures = await apiPictures(page);
      // On the origin the page calls the API at (the build's), whatever name the page itself was opened on.
      expect(new Set(pictures.map((picture) => picture.origin))).toEqual(new Set([PROD_API_URL]));
      await expect.poll(async () => (await apiPictures(page)).filter((picture) => picture.eager && !picture.loaded).length).toBe(0);
      await expect(page.getByRole('img', { name: /failed to load image/i })).toHaveCount(0);
      await expect(page.getByText(/Something went wrong|Network error/)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    }
    expect(errors).toEqual([]);
  });
}
