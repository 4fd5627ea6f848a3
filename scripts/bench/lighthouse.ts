/**
 * `npm run bench:lighthouse`: Lighthouse 12 (the newest on Node 20: 13 wants Node 22.19), mobile with its default simulated throttling, on the
 * production build made for a real API (the mock server is that API), side by side with an empty
 * Vite + React 19 app built and measured in the same run. Pages × runs are interleaved so that load
 * on a shared machine spreads over all of them; each figure is the median of the runs.
 *
 *   BENCH_RUNS (3)  BENCH_PAGES (/en/,/ar/,/en/shop,product)  MOCK_PORT (4010)  BENCH_APP_PORT (4173)
 *   BENCH_EMPTY_PORT (4174)  BENCH_KEEP_REPORTS=1 keeps the JSON reports  CHROME_PATH / CHROMIUM_PATH
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildEmptyApp } from './empty-app';
import { chromePath, median, mockApiUrl, ports, productPath, repoRoot, run, serveShop, serveStatic, startMockServer, stopAll } from './servers';

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }>;
  runtimeError?: { message: string };
}

export interface PageFigures {
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzBytes: number;
  jsFiles: number;
  requests: number;
}

/** One Lighthouse run (mobile, simulated throttling) on `url`, its JSON report written to `outFile`. */
export async function lighthouse(url: string, outFile: string): Promise<PageFigures> {
  const chrome = chromePath();
  await run(`lighthouse ${url}`, process.execPath, [
    resolve(repoRoot, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
  ], { env: chrome ? { CHROME_PATH: chrome } : {} });
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const items = report.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const value = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsGzBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    requests: items.length,
  };
}

const medianFigures = (runs: PageFigures[]): PageFigures => {
  const pick = (key: keyof PageFigures) => median(runs.map((figures) => figures[key]));
  return {
    perf: pick('perf'),
    a11y: pick('a11y'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsGzBytes: pick('jsGzBytes'),
    jsFiles: pick('jsFiles'),
    requests: pick('requests'),
  };
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (value: number, base: number) => (base > 0 ? `×${(value / base).toFixed(1)}` : '—');

export function table(rows: { label: string; figures: PageFigures }[], empty: PageFigures): string {
  const lines = [
    '| page | perf | a11y | bp | seo | LCP | TBT | CLS | JS loaded (gz) | requests |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ label, figures: f }) =>
        `| ${label} | ${f.perf} | ${f.a11y} | ${f.bestPractices} | ${f.seo} | ${seconds(f.lcpMs)} (${ratio(f.lcpMs, empty.lcpMs)}) | ${f.tbtMs.toFixed(0)} ms (${ratio(f.tbtMs, empty.tbtMs)}) | ${f.cls.toFixed(2)} | ${kb(f.jsGzBytes)} in ${f.jsFiles} files (${ratio(f.jsGzBytes, empty.jsGzBytes)}) | ${f.requests} (${ratio(f.requests, empty.requests)}) |`,
    ),
    `| empty React app | ${empty.perf} | ${empty.a11y} | ${empty.bestPractices} | ${empty.seo} | ${seconds(empty.lcpMs)} | ${empty.tbtMs.toFixed(0)} ms | ${empty.cls.toFixed(2)} | ${kb(empty.jsGzBytes)} in ${empty.jsFiles} files | ${empty.requests} |`,
  ];
  return lines.join('\n');
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const appDir = join(work, 'dist-real');
  try {
    console.info(`Mock API on ${mockApiUrl()}, shop on :${ports.app}, empty app on :${ports.empty}; ${runs} run(s) per page.`);
    await startMockServer();
    // BENCH_SERVER=nginx serves the shop with production's nginx (servers.ts, serveShop).
    const [emptyDir] = await Promise.all([buildEmptyApp(), serveShop(appDir)]);
    await serveStatic('empty React app', 'dist', ports.empty, emptyDir);

    const wanted = (process.env.BENCH_PAGES ?? '/en/,/ar/,/en/shop,product').split(',').map((page) => page.trim());
    const pages = await Promise.all(wanted.map(async (page) => ({ label: page === 'product' ? 'product page' : page, path: page === 'product' ? await productPath() : page })));
    const targets = [...pages.map((page) => ({ ...page, url: `http://127.0.0.1:${ports.app}${page.path}` })), { label: 'empty', path: '/', url: `http://127.0.0.1:${ports.empty}/` }];

    const results = new Map<string, PageFigures[]>(targets.map((target) => [target.label, []]));
    for (let index = 0; index < runs; index += 1) {
      for (const target of targets) {
        const figures = await lighthouse(target.url, join(work, `${target.label.replace(/\W+/g, '_')}-${index}.json`));
        results.get(target.label)?.push(figures);
        console.info(`  run ${index + 1}/${runs} ${target.label}: perf ${figures.perf}, LCP ${seconds(figures.lcpMs)}, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`);
      }
    }
    const empty = medianFigures(results.get('empty') ?? []);
    const rows = pages.map((page) => ({ label: page.label, figures: medianFigures(results.get(page.label) ?? []) }));
    console.info(`\nLighthouse ${runs > 1 ? `median of ${runs}` : '1 run'}, mobile, simulated throttling (product page: ${pages.find((page) => page.label === 'product page')?.path ?? '—'}); ratios against the empty app:\n`);
    console.info(table(rows, empty));
    rmSync(emptyDir, { recursive: true, force: true });
  } finally {
    stopAll();
    if (!process.env.BENCH_KEEP_REPORTS) rmSync(work, { recursive: true, force: true });
    else console.info(`Reports kept in ${work}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
