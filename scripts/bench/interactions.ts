/**
 * `npm run bench:interactions`: how long three interactions take on a slow phone's CPU (issue 11, must deliver 3),
 * in Chromium with the CPU slowed 4× through CDP (`Emulation.setCPUThrottlingRate`), on the real-API build with
 * the mock server as API (same servers as `bench:js`). Desktop viewport (1280×800: the filters are beside the
 * grid, the search box in the header). Median of BENCH_RUNS (3) fresh pages per interaction.
 *
 * - filter → grid: from the click on the first brand checkbox on /en/shop to the frame after the grid and its
 *   summary changed with no skeleton left (target ≤ 100 ms); Playwright's click, whose press lasts no time, and again
 *   with a press of PRESS_MS, as a shopper's finger or mouse button (the answer is asked for on the press, so a
 *   shopper's click may find it in: decision 047);
 * - home → shop: from the click on the first visible link to /en/shop on /en/ to the frame after the shop's own h1
 *   ("Shop") and cards are in main with no skeleton left (target ≤ 300 ms); clicked at once, and again after LOOK_MS on
 *   home, once the links on screen have fetched their pages' code (decision 039);
 * - search: from the last key typed in the search dialog, minus the 500 ms debounce, to the frame after the
 *   first result option is shown (target ≤ 150 ms);
 * - and, beside the filter's figure, its floor on this machine: the same page's grid drawn again by the browser
 *   alone (`redrawGrid`).
 *
 *   BENCH_SERVER=nginx (production's server, servers.ts)  MOCK_PORT  BENCH_APP_PORT or PORT  CHROMIUM_PATH  BENCH_RUNS (3)  BENCH_CPU (4)  BUDGET_SKIP_BUILD=1 (reuse dist-real)
 */
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium';
import { FIRST_SCREEN_DRAWN, median, ports, repoRoot, serveShop, startMockServer, stopAll } from './servers';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CPU = Number(process.env.BENCH_CPU ?? 4);
const SEARCH_DEBOUNCE_MS = 500;

/**
 * In the page, as plain JavaScript (tsx's `__name` helper does not exist there): records the time stamp of the
 * next click or key press (`window.__start`, keys: the last one), and once `condition` (a function body over
 * `main`) first holds, the time of the next frame's animation callbacks (`window.__frame`) and of the first task
 * after that frame (`window.__end`). Long animation frames are recorded too (`window.__frames`): the end of the
 * one that ran those callbacks is when the frame showing the change was drawn (see `elapsed`).
 */
const arm = (condition: string) => `(() => {
  window.__start = undefined;
  window.__frame = undefined;
  window.__end = undefined;
  window.__frames = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__frames.push({ start: entry.startTime, end: entry.startTime + entry.duration }); }).observe({ type: 'long-animation-frame' });
  document.addEventListener('click', (event) => { if (window.__start === undefined) window.__start = event.timeStamp; }, { capture: true, once: true });
  document.addEventListener('keydown', (event) => { window.__start = event.timeStamp; }, { capture: true });
  const holds = () => { const main = document.querySelector('main'); return Boolean(main) && (${condition}); };
  const check = () => {
    if (window.__end !== undefined || window.__start === undefined || !holds()) return;
    window.__end = -1;
    requestAnimationFrame(() => { window.__frame = performance.now(); setTimeout(() => { window.__end = performance.now(); observer.disconnect(); }, 0); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

interface Timing {
  /** To the end of the frame that showed the result. */
  drawn: number;
  /** To the first task after that frame (what this bench measured until decision 038). */
  nextTask: number;
}

/**
 * From the interaction to the end of the frame that showed its result: the end of the long animation frame whose
 * animation callbacks ran after the condition held (the frame's style, layout and paint included), else — a
 * frame under 50 ms is not reported — the first task after that frame. Not simply that task: with the mock's
 * pictures it waited behind one SVG document parsed on the main thread per new card (≈ 13 ms each at 4×), none
 * of it part of the frame that showed the change (decision 038).
 */
const elapsed = async (page: Page): Promise<Timing> => {
  await page.waitForFunction(() => ((window as unknown as { __end?: number }).__end ?? -1) > 0, undefined, { timeout: 30_000, polling: 50 });
  // Long animation frames are reported once the frame is over, in a task of their own.
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const state = window as unknown as { __start: number; __frame: number; __end: number; __frames: { start: number; end: number }[] };
    const frame = state.__frames.find((entry) => entry.start <= state.__frame && state.__frame <= entry.end);
    return { drawn: (frame ? frame.end : state.__end) - state.__start, nextTask: state.__end - state.__start };
  });
};

const drawn = async (page: Page) => {
  await page.waitForFunction(FIRST_SCREEN_DRAWN, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
};

/**
 * How long a shopper looks at home, the pointer on the page, before clicking, in the second home → shop case: past the
 * page's settling (PAGE_SETTLED_QUIET_MS).
 */
const LOOK_MS = 4000;

/** How long a shopper's press lasts, from button or finger down to up, in the second filter case. */
const PRESS_MS = 100;

async function freshPage(browser: Browser, baseUrl: string, path: string, lookMs = 0): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto(path);
  await drawn(page);
  if (lookMs) {
    // A shopper's pointer on the page (links fetch their pages' code only for a visitor who is there, decision 039).
    await page.mouse.move(640, 600);
    await page.waitForTimeout(lookMs);
  }
  // Throttled only once the page is in: what is measured is the interaction, not the load.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return page;
}

const cardsSignature = `Array.from(main.querySelectorAll('[data-testid="product-card"] a[href]')).slice(0, 4).map((a) => a.getAttribute('href')).join(' ') + (main.querySelector('[role="status"]')?.textContent ?? '')`;

/**
 * The floor under the filter's figure on this machine: the browser alone drawing the grid's cards again — the
 * grid replaced by a deep copy of itself (pictures left out), no script of the app — from the replacement to the
 * end of the frame that showed it (style, layout and paint; the first task after the frame when that frame was
 * under 50 ms, not reported as long). Whatever the app does, a filter click that shows twelve new cards costs this
 * much more than its own work (decision 039).
 */
const redrawGrid = `new Promise((resolve) => {
  const frames = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) frames.push({ start: entry.startTime, end: entry.startTime + entry.duration }); }).observe({ type: 'long-animation-frame' });
  const grid = document.querySelector('main [data-testid="product-card"]').closest('ul');
  const copy = grid.cloneNode(true);
  copy.querySelectorAll('img').forEach((image) => image.removeAttribute('src'));
  const start = performance.now();
  grid.replaceWith(copy);
  requestAnimationFrame(() => {
    const frame = performance.now();
    setTimeout(() => {
      const next = performance.now();
      setTimeout(() => { const drawn = frames.find((entry) => entry.start <= frame && frame <= entry.end); resolve((drawn ? drawn.end : next) - start); }, 100);
    }, 0);
  });
})`;

async function filterToGrid(browser: Browser, baseUrl: string, pressMs = 0): Promise<Timing & { floor: number }> {
  const page = await freshPage(browser, baseUrl, '/en/shop');
  const before = await page.evaluate(`(() => { const main = document.querySelector('main'); return ${cardsSignature}; })()`);
  await page.evaluate(arm(`${cardsSignature} !== ${JSON.stringify(before)} && !main.querySelector('.fui-Skeleton') && main.querySelector('[data-testid="product-card"]')`));
  await page.getByRole('group', { name: 'Brands' }).getByRole('checkbox').first().click({ delay: pressMs });
  const time = await elapsed(page);
  await page.waitForLoadState('networkidle');
  const floor = Number(await page.evaluate(redrawGrid));
  await page.context().close();
  return { ...time, floor };
}

async function homeToShop(browser: Browser, baseUrl: string, lookMs = 0): Promise<Timing> {
  const page = await freshPage(browser, baseUrl, '/en/', lookMs);
  await page.evaluate(
    // The shop's own heading: home's (visually hidden) h1 and cards stay in main while the shop's chunk is on its
    // way, and until decision 037 they met the condition the moment the address changed (decision 037).
    arm(`location.pathname === '/en/shop' && main.querySelector('h1')?.textContent === 'Shop' && main.querySelector('[data-testid="product-card"]') && !main.querySelector('.fui-Skeleton')`),
  );
  await page.locator('a[href="/en/shop"]:visible').first().click();
  const time = await elapsed(page);
  await page.context().close();
  return time;
}

async function searchResults(browser: Browser, baseUrl: string): Promise<Timing> {
  const page = await freshPage(browser, baseUrl, '/en/');
  await page.getByRole('banner').getByRole('textbox').first().click();
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.waitFor();
  await page.evaluate(arm(`document.querySelector('[role="dialog"] [role="option"]')`));
  await box.pressSequentially('samsung', { delay: 30 });
  const { drawn, nextTask } = await elapsed(page);
  const time = { drawn: drawn - SEARCH_DEBOUNCE_MS, nextTask: nextTask - SEARCH_DEBOUNCE_MS };
  await page.context().close();
  return time;
}

async function main() {
  const outDir = resolve(repoRoot, 'dist-real');
  try {
    await startMockServer();
    await serveShop(outDir, { skipBuild: Boolean(process.env.BUDGET_SKIP_BUILD) });
    const baseUrl = `http://127.0.0.1:${ports.app}`;
    const browser = await chromium.launch(chromiumLaunchOptions);
    const cases = [
      { name: 'filter click → grid updated', target: 100, measure: filterToGrid },
      { name: `filter click with a ${PRESS_MS} ms press → grid updated`, target: 100, measure: (browser: Browser, baseUrl: string) => filterToGrid(browser, baseUrl, PRESS_MS) },
      { name: 'home → shop (route change)', target: 300, measure: homeToShop },
      { name: `home → shop, clicked after ${LOOK_MS / 1000} s on home (the shop's code fetched once home settled)`, target: 300, measure: (browser: Browser, baseUrl: string) => homeToShop(browser, baseUrl, LOOK_MS) },
      { name: 'typed search → results, after the 500 ms debounce', target: 150, measure: searchResults },
    ];
    const results: Record<string, (Timing & { floor?: number })[]> = {};
    try {
      // Interleaved, so the load of a shared machine spreads over every interaction.
      for (let round = 0; round < RUNS; round += 1) {
        for (const entry of cases) (results[entry.name] ??= []).push(await entry.measure(browser, baseUrl));
      }
    } finally {
      await browser.close();
    }
    console.info(`Interactions at ${CPU}× CPU slowdown, real-API build, mock server as API (median of ${RUNS}):\n`);
    console.info('| interaction | drawn: median | runs | first task after the frame: median | target |\n|---|---|---|---|---|');
    for (const entry of cases) {
      const drawn = (results[entry.name] ?? []).map((timing) => Math.round(timing.drawn));
      const nextTask = (results[entry.name] ?? []).map((timing) => Math.round(timing.nextTask));
      console.info(`| ${entry.name} | ${median(drawn)} ms | ${drawn.join(', ')} | ${median(nextTask)} ms | ≤ ${entry.target} ms |`);
    }
    const floors = (results[cases[0]?.name ?? ''] ?? []).flatMap((timing) => (timing.floor === undefined ? [] : [Math.round(timing.floor)]));
    console.info(`\nFloor under the filter click: the browser alone drawing the grid's twelve cards again (no script): median ${median(floors)} ms (${floors.join(', ')}).`);
  } finally {
    stopAll();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
