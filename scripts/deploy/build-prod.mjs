// The real-API build as it is deployed: `node scripts/deploy/build-prod.mjs [outDir]` (default dist-prod).
//
//   1. `vite build` for VITE_API_BASE_URL (required: a build without it would embed the mock);
//   2. the served folder keeps only what a browser may fetch: the mock service workers are deleted, the hidden
//      source maps and Vite's manifest move to `<outDir>-private/` (for error reporting and the size budget);
//   3. with SITEMAP_FROM_MOCK=1 and SITE_URL, sitemap.xml is written from the mock's catalogue (the demo) and
//      robots.txt points at it;
//   4. every compressible file gets a .br and a .gz twin, which nginx serves when the browser accepts them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => join(repo, 'node_modules/.bin', name);

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
};

/** Moves source maps and the build manifest out of the served folder; deletes the mock's service worker. */
export function separatePrivateFiles(outDir) {
  const privateDir = `${outDir}-private`;
  rmSync(privateDir, { recursive: true, force: true });
  mkdirSync(privateDir, { recursive: true });
  let maps = 0;
  for (const file of walk(outDir)) {
    if (!file.endsWith('.map')) continue;
    const target = join(privateDir, 'sourcemaps', relative(outDir, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
    maps += 1;
  }
  const viteDir = join(outDir, '.vite');
  if (existsSync(viteDir)) renameSync(viteDir, join(privateDir, '.vite'));
  for (const mockWorker of ['mockServiceWorker.js', 'mock-service-worker.js']) rmSync(join(outDir, mockWorker), { force: true });
  return { privateDir, maps };
}

export async function buildProd(outDir = 'dist-prod', { build = true } = {}) {
  const apiBaseUrl = (process.env.VITE_API_BASE_URL ?? '').trim();
  if (!apiBaseUrl) {
    throw new Error('VITE_API_BASE_URL is empty: the production build talks to a real API (e.g. http://localhost:4010 for npm run mock:server).');
  }
  const out = resolve(repo, outDir);
  const started = Date.now();
  if (build) run(bin('vite'), ['build', '--outDir', out, '--emptyOutDir'], { VITE_API_BASE_URL: apiBaseUrl });
  const { privateDir, maps } = separatePrivateFiles(out);
  if (process.env.SITEMAP_FROM_MOCK === '1') {
    run(bin('tsx'), [join(repo, 'scripts/deploy/generate-sitemap.ts'), out]);
  }
  const compressed = await precompress(out);
  console.info(
    `Production build in ${relative(repo, out)}/ for ${apiBaseUrl}: ${compressed.files} files precompressed ` +
      `(${compressed.before} → br ${compressed.brotli}, gz ${compressed.gzip} bytes), ${maps} source maps moved to ` +
      `${relative(repo, privateDir)}/ (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildProd(process.argv[2] ?? 'dist-prod').catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
