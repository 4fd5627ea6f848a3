// `npm run serve:prod`: builds the real-API bundle for VITE_API_BASE_URL and serves it with nginx in the
// foreground on PORT, as an unprivileged process: its configuration, pid and temporary files live in a
// fresh folder under the system's temp dir (removed on exit), its log goes to stderr/stdout. Ctrl-C or
// SIGTERM stops it.
//
//   VITE_API_BASE_URL  the API (default http://localhost:$MOCK_PORT, i.e. `npm run mock:server`)
//   PORT               listening port (default 8080)
//   MEDIA_ORIGINS      origins of product images for img-src (default: the API's origin)
//   SERVE_PROD_DIR     build folder (default dist-prod); `--no-build` serves it as it is
//   SITEMAP_FROM_MOCK=1 + SITE_URL   write sitemap.xml from the mock's catalogue (the demo)
//   HSTS=1             add Strict-Transport-Security (only behind HTTPS)
//   NGINX_BIN          nginx executable (default: /usr/sbin/nginx, else `nginx` on PATH)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProd } from './build-prod.mjs';
import { optionsFromEnv, renderNginxConfig } from './render-nginx.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

process.env.VITE_API_BASE_URL ||= `http://localhost:${process.env.MOCK_PORT ?? 4010}`;
process.env.PORT ||= '8080';
const outDir = resolve(repo, process.env.SERVE_PROD_DIR ?? 'dist-prod');
const skipBuild = process.argv.includes('--no-build');

const nginxBin = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

try {
  if (!skipBuild || !existsSync(join(outDir, 'index.html'))) await buildProd(outDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const runtimeDir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
const cleanUp = () => rmSync(runtimeDir, { recursive: true, force: true });
let config;
try {
  config = renderNginxConfig({ ...optionsFromEnv(), confDir: runtimeDir, root: outDir, runtimeDir });
} catch (error) {
  cleanUp();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const nginx = spawn(nginxBin, ['-p', runtimeDir, '-c', config, '-e', 'stderr'], { stdio: 'inherit' });
const port = process.env.PORT;
console.info(`Serving ${outDir} on http://localhost:${port}/ (or http://127.0.0.1:${port}/; API ${process.env.VITE_API_BASE_URL}) with ${nginxBin}`);
// The ports `npm run mock:server` allows browsers to call it from without MOCK_CORS_ORIGINS (DEFAULT_CORS_ORIGINS in
// mocks/http-server.ts) that serve:prod uses: its default and the `prod` end-to-end project's.
if (/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(process.env.VITE_API_BASE_URL) && !['8080', '4327'].includes(port)) {
  console.info(`With npm run mock:server as the API, allow this port: MOCK_CORS_ORIGINS=http://localhost:${port} npm run mock:server`);
}

nginx.on('error', (error) => {
  console.error(`Could not start ${nginxBin}: ${error.message} (Debian: apt-get install nginx-light libnginx-mod-http-brotli-static)`);
  cleanUp();
  process.exit(1);
});
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
// nginx stops gracefully on SIGQUIT (finishes open requests); SIGTERM is its fast shutdown.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
