// @vitest-environment node
/**
 * `npm run api:docs` makes a reference that works with no internet: the viewer is inside the page (Redocly's
 * `--inlineBundle`), no script comes from another host, and with every other host unreachable the page lists the
 * contract's operations (it showed only the introduction, and search stayed on "Loading…", when the viewer came
 * from a CDN).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../tests/setup/chromium';

let dir: string;
let html: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
  const out = join(dir, 'index.html');
  execFileSync('npm', ['run', '-s', 'api:docs'], { env: { ...process.env, API_DOCS_OUT: out }, stdio: 'ignore' });
  html = readFileSync(out, 'utf8');
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run api:docs', () => {
  it('loads no script or module from another host', () => {
    const external = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(https?:[^"]*)"/gi)].map((match) => match[1]);
    expect(external).toEqual([]);
    expect(html).not.toMatch(/\bimport\s*(?:\{[^}]*\}\s*from\s*)?["']https?:/);
  });

  it('lists the operations with every other host blocked', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const blocked: string[] = [];
      await page.route(/^https?:/, (route) => {
        blocked.push(route.request().url());
        return route.abort('internetdisconnected');
      });
      await page.goto(`file://${join(dir, 'index.html')}`);
      // The tags' operation lists are drawn by the viewer (the prerendered page holds the introduction only).
      await expect.poll(() => page.locator('body').innerText(), { timeout: 20_000 }).toMatch(/Operations\s+POST\s+\/login\/guests/);
      expect(await page.locator('body').innerText()).toMatch(/GET\s+\/products\/\{slug\}/);
      expect(await page.getByText('Loading…').count()).toBe(0);
      expect(blocked.filter((url) => /\.m?js(\?|$)/.test(url))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
