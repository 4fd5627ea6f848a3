/**
 * `npm run bench:style-parity -- <before-dir>`: whether a change to how styles are built or loaded changed what any
 * element looks like (decisions 036, 043). Compares the real-API build of the working tree (built into dist-real, or
 * reused with BUDGET_SKIP_BUILD=1) with `<before-dir>`, a real-API build of the revision before, made for the same mock
 * API:
 *
 *   git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   (cd /tmp/before && VITE_API_BASE_URL=http://127.0.0.1:4010 NODE_ENV=production npx vite build --outDir /tmp/before-dist)
 *   npm run bench:style-parity -- /tmp/before-dist
 *
 * Both are served side by side on one mock server; each page is opened in both, and every computed property of every
 * element is compared (sorted: the order custom properties are listed in is not style), animations paused and the
 * carousel left out (its slides move on a timer). Pages: every route of the route table (tests/e2e/support/route-table.ts)
 * as a guest, the customer's pages, home and checkout signed in, in English at 360 and 1280 px and in Arabic at 390 and
 * 1280 (≈ 15 minutes; PARITY_ONLY narrows it); then, on a phone, home's
 * panels opened and closed and the shop's filters drawer, where a stylesheet may arrive in the middle of a drawn page.
 * Same build against itself first, to show the measure is stable. Fails when anything differs.
 *
 *   MOCK_PORT (4010)  BENCH_APP_PORT or PORT (4173)  BENCH_BEFORE_PORT (4175)  CHROMIUM_PATH  PARITY_ONLY=<part of a path>
 */
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium';
import { settle as settleToTheEnd } from '../../tests/e2e/support/page-end';
import { logIn, routeTable, sampleAddress } from '../../tests/e2e/support/route-table';
import { readCatalogue } from '../../build/vite-build-output';
import { buildRealApp, ports, repoRoot, serveStatic, startMockServer, stopAll } from './servers';

const beforePort = Number(process.env.BENCH_BEFORE_PORT ?? 4175);
const only = process.env.PARITY_ONLY ?? '';

type Locale = 'en' | 'ar';
interface View {
  locale: Locale;
  width: number;
  height: number;
  phone: boolean;
}
const VIEWS: View[] = [
  { locale: 'en', width: 360, height: 780, phone: true },
  { locale: 'en', width: 1280, height: 800, phone: false },
  { locale: 'ar', width: 390, height: 844, phone: true },
  { locale: 'ar', width: 1280, height: 800, phone: false },
];

/** In the page: each element's computed style, as a fingerprint (kept in the page to show what differs). */
const FINGERPRINTS = `(() => {
  document.getAnimations().forEach((animation) => { try { animation.finish(); } catch { animation.pause(); } });
  const elements = [...document.querySelectorAll('body *')].filter((element) =>
    !(element.tagName === 'DIV' && !element.className && element.parentElement === document.body) && !element.closest('[aria-roledescription]'));
  window.__parityStyles = elements.map((element) => {
    const style = getComputedStyle(element);
    return Array.from({ length: style.length }, (_, index) => style[index] + ':' + style.getPropertyValue(style[index])).sort();
  });
  const hash = (text) => { let value = 0; for (let index = 0; index < text.length; index += 1) value = (value * 31 + text.charCodeAt(index)) | 0; return value; };
  return elements.map((element, index) => element.tagName + '.' + (element.getAttribute('class') ?? '') + '#' + hash(window.__parityStyles[index].join(';')));
})()`;

/**
 * The page drawn down to its end (tests/e2e/support/page-end.ts: scrolled without a wheel, which would count as the
 * visitor's first interaction), then what it asked for meanwhile — a stylesheet among them — arrived.
 */
const settle = async (page: Page) => {
  await settleToTheEnd(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(700);
};

/** The two pages' fingerprints compared; what differs, described. */
async function compare(pages: [Page, Page]): Promise<string[]> {
  const [before, after] = (await Promise.all(pages.map((page) => page.evaluate(FINGERPRINTS)))) as [string[], string[]];
  const tag = (fingerprint = '') => fingerprint.split('#')[0] ?? '';
  if (before.length !== after.length) {
    const at = before.findIndex((fingerprint, index) => tag(fingerprint) !== tag(after[index]));
    return [`${before.length} elements before, ${after.length} after; first different: ${tag(before[at])} / ${tag(after[at])}`];
  }
  const differing = before.flatMap((fingerprint, index) => (fingerprint === after[index] ? [] : [index]));
  return Promise.all(
    differing.slice(0, 4).map(async (index) => {
      const [styleBefore, styleAfter] = (await Promise.all(pages.map((page) => page.evaluate((at) => (window as unknown as { __parityStyles: string[][] }).__parityStyles[at], index)))) as [string[], string[]];
      const changed = styleBefore.filter((declaration) => !styleAfter.includes(declaration)).slice(0, 4);
      return `${tag(before[index]).slice(0, 80)}: ${changed.map((declaration) => `${declaration} → ${styleAfter.find((other) => other.startsWith(declaration.split(':')[0] + ':'))}`).join(' | ')}`;
    }),
  ).then((lines) => (differing.length > 4 ? [...lines, `… ${differing.length} elements in all`] : lines));
}

async function openPair(browser: Browser, view: View, origins: [string, string], signedIn: boolean): Promise<[Page, Page]> {
  const open = async (origin: string) => {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: view.width, height: view.height }, isMobile: view.phone, hasTouch: false, locale: view.locale, timezoneId: 'Africa/Cairo', reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (signedIn) await logIn(page, view.locale);
    return page;
  };
  return [await open(origins[0]), await open(origins[1])];
}

let differences = 0;
let compared = 0;
const report = (label: string, lines: string[]) => {
  compared += 1;
  if (lines.length === 0) return console.info(`same       ${label}`);
  differences += 1;
  console.info(`DIFFERENT  ${label}\n${lines.map((line) => `             ${line}`).join('\n')}`);
};

async function comparePages(browser: Browser, origins: [string, string]) {
  // Signed in: the customer's pages, and home and checkout, which a customer sees otherwise than a guest.
  const addresses = (access: 'guest' | 'customer') =>
    routeTable
      .filter((route) => (access === 'guest' ? route.access !== 'customer' && route.path !== '/logout' : route.access === 'customer' || ['/', '/checkout'].includes(route.path)))
      .map((route) => sampleAddress(route.path));
  for (const view of VIEWS) {
    for (const access of ['guest', 'customer'] as const) {
      const pages = await openPair(browser, view, origins, access === 'customer');
      for (const address of [...new Set(addresses(access))].filter((path) => path.includes(only))) {
        for (const [index, page] of pages.entries()) {
          await page.goto(`${origins[index]}/${view.locale}${address}`);
          await settle(page);
        }
        report(`${view.locale} ${view.width} px ${access} ${address}`, await compare(pages));
      }
      await Promise.all(pages.map((page) => page.context().close()));
    }
  }
}

/** On a phone: home's panels, each opened then closed, and the shop's filters drawer. */
async function compareOpenedStates(browser: Browser, origins: [string, string]) {
  for (const view of VIEWS.filter((each) => each.phone)) {
    const catalogue = readCatalogue(repoRoot, view.locale);
    const say = (id: string) => catalogue[id] ?? id;
    const press = (name: string) => async (page: Page) => page.getByRole('button', { name, exact: true }).first().click();
    const escape = async (page: Page) => page.keyboard.press('Escape');
    const walks: { path: string; steps: [string, (page: Page) => Promise<void>][] }[] = [
      {
        path: '/',
        steps: [
          ...['bottomBar.categories', 'bottomBar.search', 'bottomBar.account'].flatMap((id): [string, (page: Page) => Promise<void>][] => [
            [`${say(id)} opened`, press(say(id))],
            [`${say(id)} closed`, escape],
          ]),
        ],
      },
      { path: '/shop', steps: [[`${say('shop.filters')} opened`, press(say('shop.filters'))], [`${say('shop.filters')} closed`, escape]] },
    ];
    for (const walk of walks) {
      const pages = await openPair(browser, view, origins, false);
      for (const [index, page] of pages.entries()) {
        await page.goto(`${origins[index]}/${view.locale}${walk.path}`);
        await settle(page);
      }
      for (const [name, step] of walk.steps) {
        const label = `${view.locale} ${view.width} px ${walk.path}: ${name}`;
        try {
          for (const page of pages) {
            await step(page);
            await page.waitForLoadState('networkidle').catch(() => undefined);
            await page.waitForTimeout(900);
          }
        } catch (error) {
          // A step one build cannot take (a control covered or missing) is a difference too.
          report(label, [`could not be done: ${(error as Error).message.split('\n')[0]}`]);
          break;
        }
        report(label, await compare(pages));
      }
      await Promise.all(pages.map((page) => page.context().close()));
    }
  }
}

async function main() {
  const beforeDir = process.argv[2];
  if (!beforeDir) throw new Error('Usage: npm run bench:style-parity -- <the build before, made with VITE_API_BASE_URL=http://127.0.0.1:4010>');
  const afterDir = resolve(repoRoot, 'dist-real');
  try {
    await startMockServer({ MOCK_CORS_ORIGINS: [ports.app, beforePort].map((port) => `http://127.0.0.1:${port}`).join(',') });
    if (!process.env.BUDGET_SKIP_BUILD) await buildRealApp(afterDir);
    await serveStatic('the build before', resolve(beforeDir), beforePort);
    await serveStatic('this build', afterDir, ports.app);
    const before = `http://127.0.0.1:${beforePort}`;
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const steady = await openPair(browser, VIEWS[1]!, [before, before], false);
      for (const page of steady) {
        await page.goto(`${before}/en/shop`);
        await settle(page);
      }
      const noise = await compare(steady);
      if (noise.length > 0) throw new Error(`The same build compared with itself differs — the measure is not stable:\n${noise.join('\n')}`);
      await Promise.all(steady.map((page) => page.context().close()));
      await comparePages(browser, [before, `http://127.0.0.1:${ports.app}`]);
      await compareOpenedStates(browser, [before, `http://127.0.0.1:${ports.app}`]);
    } finally {
      await browser.close();
    }
    console.info(`\n${compared - differences} of ${compared} identical.`);
    if (differences > 0) process.exitCode = 1;
  } finally {
    stopAll();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
