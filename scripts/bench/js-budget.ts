/**
 * `npm run size` / `npm run bench:js`: JavaScript budgets measured in a real browser, not read from the
 * static import graph. Builds the production bundle made for a real API (the mock server is that API)
 * into dist-real, checks it holds no mock code, serves it, and loads each page in Chromium (Playwright,
 * a phone's viewport, a fresh cache) until it is idle: network idle, then a quiet period with no new
 * request. It sums the encoded (gzip over the wire) bytes of every script downloaded, counts requests
 * and measures CLS with a layout-shift PerformanceObserver (session windows, as Lighthouse does).
 *
 * Fails when a page is over its budget. BUDGET_REPORT_ONLY (a comma list of `page` or `page:figure`,
 * figure js | cls | requests, or `*` for all) reports those failures without failing — only for
 * figures known to be over while they are being brought down; never raise a budget instead. The
 * check says when a listed figure is back within its budget, so the list only shrinks.
 *
 *   MOCK_PORT (4010)  BENCH_APP_PORT or PORT (4173)  CHROMIUM_PATH  BUDGET_SKIP_BUILD=1 (reuse dist-real)
 *   BUDGET_JSON=<file> writes the figures as JSON
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, devices, type Page, type Request } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium';
import { buildRealApp, ports, productPath, repoRoot, run, serveStatic, startMockServer, stopAll } from './servers';

export interface Budget {
  /** Encoded JS bytes (gzip over the wire) downloaded before idle. */
  jsGzBytes?: number;
  /** Largest layout-shift session window. */
  cls?: number;
  /** Requests made before idle. */
  requests?: number;
}

/** The budgets (issue 11): JS gz per page; CLS ≤ 0.02 everywhere; home's request count. */
export const budgets: Record<string, Budget> = {
  '/en/': { jsGzBytes: 170_000, cls: 0.02, requests: 60 },
  '/ar/': { cls: 0.02 },
  '/en/shop': { jsGzBytes: 190_000, cls: 0.02 },
  product: { jsGzBytes: 190_000, cls: 0.02 },
};

export interface PageMeasure {
  label: string;
  path: string;
  jsGzBytes: number;
  jsFiles: number;
  requests: number;
  cls: number;
}

const QUIET_MS = 1000;

/** Resolves once no request has started or finished for QUIET_MS (after the load's network idle). */
async function settle(page: Page, activity: { last: number; pending: number; started: number }): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (activity.pending === 0 && Date.now() - activity.last >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

/** Installed before any script of the page: the largest session window of unexpected layout shifts. */
const clsObserver = () => {
  const state = { max: 0, current: 0, first: 0, last: 0 };
  (window as unknown as { __cls: typeof state }).__cls = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      if (state.current > 0 && entry.startTime - state.last < 1000 && entry.startTime - state.first < 5000) {
        state.current += entry.value;
      } else {
        state.current = entry.value;
        state.first = entry.startTime;
      }
      state.last = entry.startTime;
      state.max = Math.max(state.max, state.current);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

export async function measurePages(baseUrl: string, pages: { label: string; path: string }[]): Promise<PageMeasure[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const measures: PageMeasure[] = [];
    for (const target of pages) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      await page.addInitScript(clsObserver);
      const finished: Request[] = [];
      const activity = { last: Date.now(), pending: 0, started: 0 };
      page.on('request', () => {
        activity.pending += 1;
        activity.started += 1;
        activity.last = Date.now();
      });
      const done = (request: Request, ok: boolean) => {
        activity.pending = Math.max(0, activity.pending - 1);
        activity.last = Date.now();
        if (ok) finished.push(request);
      };
      page.on('requestfinished', (request) => done(request, true));
      page.on('requestfailed', (request) => done(request, false));
      await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
      await settle(page, activity);
      const scripts = finished.filter((request) => request.resourceType() === 'script');
      const sizes = await Promise.all(scripts.map((request) => request.sizes()));
      const cls = await page.evaluate(() => (window as unknown as { __cls: { max: number } }).__cls.max);
      measures.push({
        ...target,
        jsGzBytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0),
        jsFiles: scripts.length,
        // Every request the page made, failed ones included, as Lighthouse counts them.
        requests: activity.started,
        cls,
      });
      await context.close();
    }
    return measures;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function checkBudgets(measures: PageMeasure[], reportOnly: Set<string>): { lines: string[]; failures: string[]; reported: string[] } {
  const lines = ['| page | JS loaded (gz) | budget | CLS | budget | requests | budget |', '|---|---|---|---|---|---|---|'];
  const failures: string[] = [];
  const reported: string[] = [];
  for (const measure of measures) {
    const budget = budgets[measure.label] ?? {};
    const over: [figure: string, text: string][] = [];
    if (budget.jsGzBytes !== undefined && measure.jsGzBytes > budget.jsGzBytes) over.push(['js', `JS ${kb(measure.jsGzBytes)} > ${kb(budget.jsGzBytes)}`]);
    if (budget.cls !== undefined && measure.cls > budget.cls) over.push(['cls', `CLS ${measure.cls.toFixed(3)} > ${budget.cls}`]);
    if (budget.requests !== undefined && measure.requests > budget.requests) over.push(['requests', `${measure.requests} requests > ${budget.requests}`]);
    const mark = (isOver: boolean) => (isOver ? ' ✗' : '');
    lines.push(
      `| ${measure.label} | ${kb(measure.jsGzBytes)} in ${measure.jsFiles} files${mark(budget.jsGzBytes !== undefined && measure.jsGzBytes > budget.jsGzBytes)} | ${budget.jsGzBytes ? kb(budget.jsGzBytes) : '—'} | ${measure.cls.toFixed(3)}${mark(budget.cls !== undefined && measure.cls > budget.cls)} | ${budget.cls ?? '—'} | ${measure.requests}${mark(budget.requests !== undefined && measure.requests > budget.requests)} | ${budget.requests ?? '—'} |`,
    );
    for (const [figure, text] of over) {
      const excused = reportOnly.has('*') || reportOnly.has(measure.label) || reportOnly.has(`${measure.label}:${figure}`);
      (excused ? reported : failures).push(`${measure.label}:${figure} ${text}`);
    }
  }
  return { lines, failures, reported };
}

async function main() {
  const outDir = resolve(repoRoot, 'dist-real');
  const started = Date.now();
  try {
    await startMockServer();
    if (!process.env.BUDGET_SKIP_BUILD) await buildRealApp(outDir);
    else await run('mock-code check', process.execPath, ['scripts/check-real-build.mjs', outDir]);
    await serveStatic('shop (real-API build)', outDir, ports.app);
    const pages = Object.keys(budgets).map((label) => ({ label, path: label }));
    const product = pages.find((page) => page.label === 'product');
    if (product) product.path = await productPath();
    const measures = await measurePages(`http://127.0.0.1:${ports.app}`, pages);
    if (process.env.BUDGET_JSON) writeFileSync(process.env.BUDGET_JSON, JSON.stringify(measures, null, 2));
    const reportOnly = new Set((process.env.BUDGET_REPORT_ONLY ?? '').split(',').map((label) => label.trim()).filter(Boolean));
    const { lines, failures, reported } = checkBudgets(measures, reportOnly);
    console.info(`Measured in Chromium (Pixel 7 viewport, fresh cache, until idle) on the real-API build, mock server as API; product page ${product?.path ?? '—'}:\n`);
    console.info(lines.join('\n'));
    for (const entry of reportOnly) {
      if (entry !== '*' && !reported.some((line) => line.startsWith(entry.includes(':') ? `${entry} ` : `${entry}:`))) {
        console.info(`\n${entry} is within its budget now: take it out of BUDGET_REPORT_ONLY.`);
      }
    }
    if (reported.length) console.warn(`\nOver budget, reported only (BUDGET_REPORT_ONLY):\n  ${reported.join('\n  ')}`);
    console.info(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (failures.length) {
      console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    stopAll();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
