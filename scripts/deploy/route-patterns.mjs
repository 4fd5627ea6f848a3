// The addresses the shop's router answers, for nginx (issue 38): read from the app's one route table
// (src/app/router/pages.ts, loaded through Vite's module runner, as the build sees it) and turned into regular
// expressions by wouter's own parser (regexparam), so nginx and the router agree on what is a page without a copy
// of the table. `node scripts/deploy/route-patterns.mjs` prints `{ paths, locales }` as JSON.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'regexparam';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const self = fileURLToPath(import.meta.url);

/** The route table's paths (`/products/:slug`…) and the locales they live under. */
export async function loadRouteTable() {
  const { runnerImport } = await import('vite');
  const load = (file) => runnerImport(join(repo, file), { root: repo, configFile: false, logLevel: 'error' }).then(({ module }) => module);
  const table = await load('src/app/router/pages.ts');
  const locales = await load('src/i18n/locales.ts');
  return { paths: table.pages.map((route) => route.path), locales: [...locales.SUPPORTED_LOCALES] };
}

/** The same, synchronously (a child process): for the config renderer, which callers use synchronously. */
export function loadRouteTableSync() {
  const result = spawnSync(process.execPath, [self], { cwd: repo, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not read the route table (${self}): ${result.stderr || result.error?.message}`);
  return JSON.parse(result.stdout);
}

/**
 * One route's nginx regular expression over the request's raw address (`$request_uri`: the path as the browser has
 * it, which is what wouter matches, then the query), used with `~*` since wouter matches without case: `/:locale` as
 * the app nests it, then the route's own pattern as wouter parses it (a parameter is one segment, a trailing slash
 * optional).
 */
export function routeRegex(path, locales) {
  const own = parse(path).pattern.source.replace(/^\^/, '').replaceAll('\\/', '/').replace(/\$$/, '(?:\\?|$)');
  return `^/(?:${locales.join('|')})${own}`;
}

/** An nginx `map` of the request to `$storefront_route`: 1 for an address a route matches, 0 for any other. */
export function nginxRouteMap({ paths, locales }) {
  const lines = paths.map((path) => `    "~*${routeRegex(path, locales)}" 1; # ${path}`);
  return ['map $request_uri $storefront_route {', '    default 0;', ...lines, '  }'].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === self) {
  process.stdout.write(JSON.stringify(await loadRouteTable()));
  process.exit(0);
}
