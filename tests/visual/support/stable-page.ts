import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle as settleToTheEnd } from '../../e2e/support/page-end';

/**
 * Everything that makes one screenshot of a screen equal the next: the same instant, the same data, the same
 * fonts, every image drawn, nothing moving.
 */

/** The instant every visual test lives in (a Monday morning in Cairo): the mock seeds its orders, wallet
 * history and the banner's countdown relative to it, and every "today" on screen is this day. */
export const FIXED_NOW = Date.UTC(2026, 0, 12, 8, 0, 0);

/**
 * The English pages draw one Arabic word (the language switch, "العربية"): the app loads Cairo on Arabic
 * pages only, so in English that word falls back to a system font, which differs between machines (DejaVu
 * here, something else on another Debian). The test gives English pages the same self-hosted Cairo face the
 * Arabic pages load, so no glyph on any screenshot comes from the machine's fonts (systemFontsUsed checks it).
 */
const cairoFaces = (() => {
  const file = join(process.cwd(), 'src', 'app', 'fonts', 'cairo-arabic-wght-400-700.woff2');
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'Cairo';font-style:normal;font-display:block;font-weight:400 700;src:url(data:font/woff2;base64,${data}) format('woff2-variations');}`;
})();

/** Before the first navigation: fixed clock, no periodic ticks, and (English) the Arabic font. */
export async function prepare(page: Page, locale: 'en' | 'ar') {
  // Date.now() and new Date() return FIXED_NOW; timeouts still run, so requests, React Query and the router work.
  await page.clock.setFixedTime(FIXED_NOW);
  await page.addInitScript(() => {
    // Periodic UI ticks (the countdowns' 1 s refresh, the home banner's 6 s rotation) never fire: the screen
    // stays as it was drawn at load time, whatever the machine's speed. Shorter intervals (polling) still run.
    const realSetInterval = window.setInterval.bind(window);
    let fakeId = -1;
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      (timeout ?? 0) >= 1000 ? fakeId-- : realSetInterval(handler, timeout, ...args)) as typeof window.setInterval;
  });
  if (locale === 'en') {
    await page.addInitScript((css) => {
      const add = () => {
        const style = document.createElement('style');
        style.dataset.visualTest = 'fonts';
        style.textContent = css;
        document.head.append(style);
      };
      if (document.head) add();
      else document.addEventListener('DOMContentLoaded', add, { once: true });
    }, cairoFaces);
  }
}

/**
 * The page finished drawing: footer, a heading in main, no skeleton or spinner left (scrolled through and back to
 * the top: tests/e2e/support/page-end.ts). Up to 30 s each: on a 2-core machine at load 35 the footer's lazy chunk
 * once took longer than the 10 s default.
 */
export async function settle(page: Page) {
  const timeout = 30_000;
  await expect(page.locator('main h1').first()).toBeVisible({ timeout });
  await settleToTheEnd(page, timeout);
  await expect(page.locator('main .fui-Spinner')).toHaveCount(0, { timeout });
}

/**
 * What a screenshot shows: the first viewport (long pages: home, listings, product), the whole page (short
 * pages, footer included), or the page from the top to the end of `main` (long account pages: the footer is
 * pictured on the short pages already, and would make every phone picture 1,500 px taller).
 */
export type Capture = 'viewport' | 'page' | 'main';

/**
 * Every image that will be in the screenshot is loaded and decoded (for a full-page screenshot, lazy images
 * below the fold are made eager first), and every font face in use has loaded.
 */
export async function imagesAndFontsReady(page: Page, capture: Capture) {
  const fullPage = capture !== 'viewport';
  await page.evaluate(async (fullPage) => {
    const wanted = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (fullPage) return true;
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    for (const img of wanted) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(
      wanted.map(async (img) => {
        if (!img.complete) {
          await new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
        }
        await img.decode().catch(() => undefined);
      }),
    );
    await document.fonts.ready;
  }, fullPage);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.getBoundingClientRect().width > 0 && img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
  expect(broken, 'images that failed to load').toEqual([]);
  // Two frames, so whatever the last image or font changed has been laid out and painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The screenshot options for a capture. In a full-page picture, Chromium draws fixed elements (the phone's
 * bottom bar) where the first viewport ends, over the middle of the page: they are hidden there (the viewport
 * pictures show them in place).
 */
export async function captureArea(page: Page, capture: Capture) {
  if (capture === 'viewport') return { fullPage: false } as const;
  const bottom = await page.evaluate((capture) => {
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (getComputedStyle(element).position === 'fixed' && !element.closest('[role="dialog"]')) element.style.setProperty('visibility', 'hidden', 'important');
    }
    const main = document.querySelector('main');
    return capture === 'main' && main ? Math.ceil(main.getBoundingClientRect().bottom + window.scrollY) : null;
  }, capture);
  const width = page.viewportSize()?.width ?? 0;
  return {
    fullPage: true,
    ...(bottom ? { clip: { x: 0, y: 0, width, height: bottom } } : {}),
  } as const;
}

/**
 * Text drawn with a font the page did not bring (a system fallback for a glyph the self-hosted Inter and
 * Cairo lack). Such text looks different on every machine, so a screenshot holding it cannot be compared.
 */
export async function systemFontsUsed(page: Page, locale: 'en' | 'ar'): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
    type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: Node[] };
    const withText: { nodeId: number; text: string }[] = [];
    // Inter (Latin) draws Basic Latin and Latin-1 on every page, and the Arabic page's own Cairo the Arabic
    // block: only other text can fall back to a machine font, so only that is asked about (asking about every
    // node cost seconds on the home page). On English pages Arabic is asked about: its Cairo is the test's.
    const mayFallBack =
      locale === 'ar' ? /[^\s\u0020-\u007e\u00a0-\u00ff\u0600-\u06ff\u200c-\u200f\u2066-\u2069]/ : /[^\s\u0020-\u007e\u00a0-\u00ff]/;
    const walk = (node: Node) => {
      if (node.nodeName === 'SCRIPT' || node.nodeName === 'STYLE' || node.nodeName === 'HEAD') return;
      const text = node.children?.filter((child) => child.nodeType === 3).map((child) => child.nodeValue.trim()).join(' ').trim();
      if (node.nodeType === 1 && text && mayFallBack.test(text)) withText.push({ nodeId: node.nodeId, text });
      node.children?.forEach(walk);
    };
    walk(root as Node);
    const found = new Set<string>();
    await Promise.all(
      withText.map(async ({ nodeId, text }) => {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch(() => ({ fonts: [] }));
        for (const font of fonts) if (!font.isCustomFont) found.add(`"${text.slice(0, 40)}" in ${font.familyName}`);
      }),
    );
    return [...found].sort();
  } finally {
    await cdp.detach();
  }
}
