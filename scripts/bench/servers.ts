/**
 * Servers the bench and the browser budget check start and stop: the mock API, a build for it, and
 * an HTTP server for a built directory. Every port comes from the environment (with a default), so
 * parallel runs on a shared machine never collide; every child runs in its own process group and is
 * stopped with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
const bin = (path: string) => resolve(repoRoot, 'node_modules', path);

export const ports = {
  /** The mock API (`npm run mock:server`). */
  mock: Number(process.env.MOCK_PORT ?? 4010),
  /** The real-API build of the shop. */
  app: Number(process.env.BENCH_APP_PORT ?? process.env.PORT ?? 4173),
  /** The empty Vite + React app measured beside it. */
  empty: Number(process.env.BENCH_EMPTY_PORT ?? 4174),
};

/** Chromium for Lighthouse and Playwright: CHROME_PATH, CHROMIUM_PATH, Debian's, else the tools' own. */
export function chromePath(): string | undefined {
  const candidate = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

export interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
}

const children = new Set<Child>();

export function start(name: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string>; logFile?: string } = {}): Child {
  // logFile: output to a file instead of a pipe (nginx opens /dev/stdout, which fails on Node's socket pipes).
  const logFd = options.logFile ? openSync(options.logFile, 'w') : undefined;
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const handle = { name, process: child, output: () => (options.logFile ? readFileSync(options.logFile, 'utf8').slice(-20_000) : log) };
  children.add(handle);
  child.on('exit', () => children.delete(handle));
  return handle;
}

export function stop(child: Child): void {
  if (child.process.exitCode !== null || child.process.pid === undefined) return;
  try {
    process.kill(-child.process.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  children.delete(child);
}

export function stopAll(): void {
  for (const child of [...children]) stop(child);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

/** Run to completion; rejects with the tail of the output when the command fails. */
export function run(name: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<void> {
  const child = start(name, command, args, options);
  return new Promise((done, fail) => {
    child.process.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${name} failed (exit ${code}):\n${child.output()}`))));
  });
}

/** Until `url` answers and `ready` says the answer will do (by default: any answer below 500). */
export async function waitForUrl(url: string, child: Child, timeoutMs = 60_000, ready = async (response: Response) => response.status < 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    try {
      if (await ready(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${child.name} did not answer on ${url} within ${timeoutMs} ms:\n${child.output()}`);
}

export const mockApiUrl = () => `http://127.0.0.1:${ports.mock}`;

/** `npm run mock:server` on the mock port, with media URLs on the same origin as the API. */
export async function startMockServer(env: Record<string, string> = {}): Promise<Child> {
  const child = start('mock server', process.execPath, [bin('tsx/dist/cli.mjs'), 'mocks/server.ts'], {
    env: {
      MOCK_PORT: String(ports.mock),
      MOCK_MEDIA_BASE_URL: mockApiUrl(),
      MOCK_LATENCY_MS: '0',
      // The mock answers browsers only from configured origins: the shop served for the bench.
      MOCK_CORS_ORIGINS: `http://127.0.0.1:${ports.app},http://localhost:${ports.app}`,
      ...env,
    },
  });
  await waitForUrl(`${mockApiUrl()}/categories`, child);
  // Until it has rendered the pictures it renders at start (≈ 18 s of a core for the seed's WebP, decision 042).
  await waitForUrl(`${mockApiUrl()}/healthz`, child, 120_000, async (response) => ((await response.json()) as { picturesRendered?: boolean }).picturesRendered !== false);
  return child;
}

/** The production build made for a real API, pointed at the mock server; checked to hold no mock code. */
export async function buildRealApp(outDir: string): Promise<void> {
  await run('real-API build', process.execPath, [bin('vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { VITE_API_BASE_URL: mockApiUrl(), NODE_ENV: 'production' },
  });
  await run('mock-code check', process.execPath, ['scripts/check-real-build.mjs', outDir]);
}

/** Serve a built directory over HTTP with compression (vite preview), on `port`. */
export async function serveStatic(name: string, outDir: string, port: number, cwd = repoRoot): Promise<Child> {
  const child = start(name, process.execPath, [bin('vite/bin/vite.js'), 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd,
  });
  await waitForUrl(`http://127.0.0.1:${port}/`, child);
  return child;
}

/** The first product of the catalogue, read from the mock API (the seed is deterministic). */
export async function productPath(locale = 'en'): Promise<string> {
  const response = await fetch(`${mockApiUrl()}/products?perPage=1`, { headers: { 'app-key': 'storefront-web', 'public-token': 'public-guest-token-1' } });
  const body = (await response.json()) as { data: { records: { slug: string }[] } };
  const slug = body.data.records[0]?.slug;
  if (!slug) throw new Error('The mock API listed no product.');
  return `/${locale}/products/${slug}`;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * The shop's real-API build served for a bench. BENCH_SERVER=nginx: production's server (`npm run serve:prod`,
 * deploy/nginx: precompressed brotli/gzip, immutable caching headers, CSP), which builds with the production
 * build script into `${outDir}-nginx` (no source maps, precompressed files). Otherwise `vite preview` (gzip on
 * the fly) on `outDir`, built here unless `skipBuild`.
 */
export async function serveShop(outDir: string, { skipBuild = false } = {}): Promise<Child> {
  if (process.env.BENCH_SERVER === 'nginx') {
    const child = start('shop (real-API build, nginx)', process.execPath, ['scripts/deploy/serve-prod.mjs', ...(skipBuild ? ['--no-build'] : [])], {
      env: { SERVE_PROD_DIR: `${outDir}-nginx`, PORT: String(ports.app), VITE_API_BASE_URL: mockApiUrl() },
      logFile: resolve(tmpdir(), `storefront-bench-nginx-${ports.app}.log`),
    });
    await waitForUrl(`http://127.0.0.1:${ports.app}/en/`, child, 600_000);
    return child;
  }
  if (!skipBuild) await buildRealApp(outDir);
  else await run('mock-code check', process.execPath, ['scripts/check-real-build.mjs', outDir]);
  return serveStatic('shop (real-API build)', outDir, ports.app);
}

/**
 * In the page (an expression for `waitForFunction`): the first screen is drawn — a heading in main and no skeleton
 * in view. What waits to come into view (home's lower sections, the footer: decision 037) is not waited for: a
 * shopper who does not scroll never loads it, and neither does a measure.
 */
export const FIRST_SCREEN_DRAWN = `(() => {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1, h2')) return false;
  return !Array.from(main.querySelectorAll('.fui-Skeleton')).some((skeleton) => skeleton.getBoundingClientRect().top < window.innerHeight);
})()`;
