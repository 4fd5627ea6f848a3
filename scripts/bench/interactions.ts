/**
 * `npm run bench:interactions` (issue 43): how the shop answers a shopper's taps on a phone — a 390×844 viewport,
 * the CPU slowed BENCH_CPU× (4) through CDP (`Emulation.setCPUThrottlingRate`, once the page is in) — on the
 * real-API build with the mock server as API (same servers as `bench:js`). Median of BENCH_RUNS (5) fresh pages per
 * interaction, interleaved so a shared machine's load spreads over all of them. For each interaction
 * (`interactions/cases.ts`), two figures and a floor:
 *
 * - INP: the Event Timing duration of the interaction, from the web-vitals library's `onINP` with attribution
 *   (input delay, processing, presentation: the next paint after the handlers);
 * - result drawn: from the input's event time stamp to the end of the frame that showed the new DOM
 *   (`interactions/probes.ts`, `arm`/`elapsed`);
 * - floor: the browser alone drawing that same result again in the same page, no script of the app (`floor`).
 *
 * Targets: INP ≤ 100 ms; result drawn ≤ 1.5× floor for in-page updates, ≤ 2× for route changes.
 *
 *   BENCH_JSON=<file> (the table as JSON)  BENCH_ONLY=<part of a name>[,<part>…]  BENCH_SERVER=nginx (servers.ts)  MOCK_PORT
 *   BENCH_APP_PORT or PORT  CHROMIUM_PATH  BENCH_RUNS (5)  BENCH_CPU (4)  BUDGET_SKIP_BUILD=1 (reuse dist-real)
 *   BENCH_COMPARE=<dir A>,<dir B>: two real-API builds already made (`vite build --outDir <dir>` with
 *   VITE_API_BASE_URL=http://127.0.0.1:$MOCK_PORT), served on BENCH_APP_PORT and BENCH_EMPTY_PORT, A and B
 *   interleaved in every round, one table each (before/after in one run, on the same machine's load).
 */
import { relative, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium';
import { interactions, type Interaction } from './interactions/cases';
import { arm, elapsed, floor, recordInp, roomBelowViewport, tapFloor, type InpReport } from './interactions/probes';
import { printTable, row, runLine, writeJson, type Run } from './interactions/report';
import { FIRST_SCREEN_DRAWN, ports, serveShop, serveStatic, startMockServer, stopAll, repoRoot } from './servers';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU = Number(process.env.BENCH_CPU ?? 4);
/** A phone: an iPhone 12–15's viewport and pixel ratio, touch. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;
/** How long web-vitals may take to report once the result is drawn (it reports when the page is idle). */
const INP_WAIT_MS = 5000;

async function measure(browser: Browser, baseURL: string, interaction: Interaction): Promise<Run> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const reports: InpReport[] = [];
  await recordInp(context, (report) => reports.push(report));
  try {
    const page = await context.newPage();
    await roomBelowViewport(page);
    const settled = async () => {
      await page.waitForFunction(FIRST_SCREEN_DRAWN, undefined, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    };
    await page.goto(interaction.path);
    await settled();
    if (interaction.prepare) {
      await interaction.prepare(page);
      await settled();
    }
    const condition = await interaction.drawn(page);
    if (interaction.loadsDocument) {
      // Armed in the next document; this one only keeps the click's time for it.
      await context.addInitScript(`if (sessionStorage.getItem('__benchStart')) ${arm(condition, true)}`);
      await page.evaluate(arm('false'));
    } else {
      await page.evaluate(arm(condition));
    }
    // Throttled only once the page is ready: what is measured is the interaction, not the load.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (reports.length) throw new Error(`${interaction.name}: an interaction was timed before the measured one (${JSON.stringify(reports)})`);
    await interaction.act(page);
    const drawn = (await elapsed(page)) - (interaction.waitsOnPurpose ?? 0);
    await page.waitForLoadState('networkidle');
    const deadline = Date.now() + INP_WAIT_MS;
    while (!reports.length && Date.now() < deadline) await page.waitForTimeout(100);
    const result = Number(await page.evaluate(floor(interaction.result)));
    // The last report is the worst interaction (typing is several); taken before the tap floor's own press.
    const inp = reports.at(-1);
    return { inp, drawn, floor: result, tapFloor: await tapFloor(page) };
  } finally {
    await context.close();
  }
}

/** The builds measured: `dist-real` (built here), or BENCH_COMPARE's two directories, each on its own server. */
interface Build {
  label: string;
  baseUrl: string;
}

async function serveBuilds(): Promise<Build[]> {
  const compare = process.env.BENCH_COMPARE?.split(',').map((dir) => resolve(dir));
  if (!compare) {
    await startMockServer();
    await serveShop(resolve(repoRoot, 'dist-real'), { skipBuild: Boolean(process.env.BUDGET_SKIP_BUILD) });
    return [{ label: 'real-API build', baseUrl: `http://127.0.0.1:${ports.app}` }];
  }
  if (compare.length !== 2) throw new Error('BENCH_COMPARE takes two built directories: <before>,<after>.');
  // Two servers on the bench's two ports; the mock answers both origins.
  const servers = compare.map((dir, index) => ({ dir, port: index ? ports.empty : ports.app }));
  await startMockServer({ MOCK_CORS_ORIGINS: servers.map(({ port }) => `http://127.0.0.1:${port}`).join(',') });
  for (const { dir, port } of servers) await serveStatic(relative(repoRoot, dir) || dir, dir, port);
  return servers.map(({ dir, port }) => ({ label: relative(repoRoot, dir) || dir, baseUrl: `http://127.0.0.1:${port}` }));
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const cases = interactions.filter((interaction) => !only || only.split(',').some((part) => interaction.name.includes(part)));
  try {
    const builds = await serveBuilds();
    const browser = await chromium.launch(chromiumLaunchOptions);
    const runs = new Map<string, Run[]>();
    try {
      for (let round = 0; round < RUNS; round += 1) {
        for (const interaction of cases) {
          // With two builds, A then B for each interaction of each round: the machine's load falls on both alike.
          for (const build of builds) {
            const run = await measure(browser, build.baseUrl, interaction);
            console.info(`  ${round + 1}/${RUNS} ${builds.length > 1 ? `[${build.label}] ` : ''}${interaction.name}: ${runLine(run)}`);
            const key = `${build.label}\n${interaction.name}`;
            (runs.get(key) ?? runs.set(key, []).get(key))?.push(run);
          }
        }
      }
    } finally {
      await browser.close();
    }
    const tables = builds.map((build) => ({
      build: build.label,
      rows: cases.map((interaction) => row(interaction.name, interaction.kind, runs.get(`${build.label}\n${interaction.name}`) ?? [])),
    }));
    for (const { build, rows } of tables) printTable(rows, `\nInteractions on a phone (390×844) at ${CPU}× CPU, ${build}, mock server as API (median of ${RUNS} fresh pages):`);
    if (process.env.BENCH_JSON) {
      const conditions = { cpu: CPU, runs: RUNS, viewport: PHONE.viewport };
      if (tables.length === 1) writeJson(process.env.BENCH_JSON, tables[0]?.rows ?? [], { ...conditions, build: 'real-API build, mock server as API' });
      else writeJson(process.env.BENCH_JSON, [], { ...conditions, builds: tables });
    }
  } finally {
    stopAll();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
