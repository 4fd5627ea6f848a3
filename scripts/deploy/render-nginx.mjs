// Renders deploy/nginx/*.template into a folder: `renderNginxConfig(options)` returns the main file's path.
// Used by `npm run serve:prod` (scripts/deploy/serve-prod.mjs) and by the Docker image's build stage
// (`node scripts/deploy/render-nginx.mjs <confDir>` with the same environment variables as serve:prod).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRouteTableSync, nginxRouteMap } from './route-patterns.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const templates = join(repo, 'deploy/nginx');

/**
 * What Fluent UI v9 needs today, and no more: Griffel (makeStyles) and FluentProvider create EMPTY <style>
 * elements and fill them through the CSSOM (`sheet.insertRule`), which CSP does not govern. An empty
 * <style> element is allowed by the hash of the empty string, so no 'unsafe-inline' is needed: a <style>
 * with any text in it (injected or not) is still refused. See docs/decisions/006-production-server.md.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
export const STYLE_SRC = `'self' ${EMPTY_STYLE_HASH}`;

/** Browser features the shop never uses, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const originOf = (url, name) => {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${url}".`);
  }
};

const list = (value) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

const LOOPBACK_ORIGIN = /^(https?):\/\/(?:localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * An origin on `localhost` or `127.0.0.1` with its twin on the other name: a browser on the developer's machine may
 * reach the mock API under either (and the mock server names its pictures by the name it was asked under).
 */
export const withLoopbackTwin = (origin) => {
  const match = LOOPBACK_ORIGIN.exec(origin);
  return match ? [`${match[1]}://localhost${match[2] ?? ''}`, `${match[1]}://127.0.0.1${match[2] ?? ''}`] : [origin];
};

/** Options from the environment (the same names as serve:prod and the Dockerfile use). */
export function optionsFromEnv(env = process.env) {
  const apiBaseUrl = (env.VITE_API_BASE_URL ?? '').trim();
  return {
    port: Number(env.PORT ?? 8080),
    apiOrigin: originOf(apiBaseUrl, 'VITE_API_BASE_URL'),
    mediaOrigins: list(env.MEDIA_ORIGINS).map((url) => originOf(url, 'MEDIA_ORIGINS')),
    hsts: env.HSTS === '1',
    accessLog: env.NGINX_ACCESS_LOG ?? '/dev/stdout',
    workers: env.NGINX_WORKERS ?? 'auto',
    modulesDir: env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules',
    mimeTypes: env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types',
  };
}

/**
 * @param {{ confDir: string, root: string, runtimeDir: string, port: number, apiOrigin: string,
 *   mediaOrigins?: string[], hsts?: boolean, accessLog?: string, workers?: string | number,
 *   modulesDir?: string, mimeTypes?: string, routes?: { paths: string[], locales: string[] } }} options
 *   `routes`: the app's route paths and locales; by default read from the route table (scripts/deploy/route-patterns.mjs).
 */
export function renderNginxConfig(options) {
  const { confDir, root, runtimeDir, port, apiOrigin } = options;
  const modulesDir = options.modulesDir ?? '/usr/lib/nginx/modules';
  const brotliModule = join(modulesDir, 'ngx_http_brotli_static_module.so');
  const hasBrotli = existsSync(brotliModule);
  if (!hasBrotli) console.warn(`[nginx] ${brotliModule} is missing: only the gzip twins are served (install libnginx-mod-http-brotli-static).`);
  // The API's images come from the media origin(s); by default the API's own origin serves them.
  const mediaOrigins = options.mediaOrigins?.length ? options.mediaOrigins : [apiOrigin];
  const unique = (items) => [...new Set(items)].join(' ');
  const values = {
    LOAD_MODULES: hasBrotli ? `load_module ${brotliModule};` : '# brotli_static module not installed',
    BROTLI_STATIC: hasBrotli ? 'brotli_static on;' : '# brotli_static: module not installed',
    WORKERS: String(options.workers ?? 'auto'),
    RUNTIME_DIR: runtimeDir,
    CONF_DIR: confDir,
    MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
    ACCESS_LOG: options.accessLog === 'off' ? 'off' : `${options.accessLog ?? '/dev/stdout'} combined`,
    PORT: String(port),
    ROUTE_MAP: nginxRouteMap(options.routes ?? loadRouteTableSync()),
    ROOT: root,
    API_ORIGIN: apiOrigin,
    STYLE_SRC,
    IMG_SRC: unique(["'self'", 'data:', 'blob:', ...mediaOrigins.flatMap(withLoopbackTwin)]),
    CONNECT_SRC: unique(["'self'", ...withLoopbackTwin(apiOrigin)]),
    CSP_EXTRA: options.hsts ? '; upgrade-insecure-requests' : '',
    PERMISSIONS_POLICY,
    HSTS: options.hsts
      ? 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;'
      : '# HSTS: set HSTS=1 when the site is served over HTTPS (README "Deploying").',
  };
  const render = (name) =>
    readFileSync(join(templates, `${name}.template`), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
      if (!(key in values)) throw new Error(`${name}.template: unknown placeholder {{${key}}}`);
      return values[key];
    });
  mkdirSync(confDir, { recursive: true });
  writeFileSync(join(confDir, 'security-headers.conf'), render('security-headers.conf'));
  const main = join(confDir, 'nginx.conf');
  writeFileSync(main, render('nginx.conf'));
  return main;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Docker build stage: node scripts/deploy/render-nginx.mjs <confDir> <root> <runtimeDir>
  const [confDir = '/etc/storefront', root = '/srv/storefront', runtimeDir = '/tmp/nginx'] = process.argv.slice(2);
  const file = renderNginxConfig({ ...optionsFromEnv(), confDir: resolve(confDir), root, runtimeDir });
  console.info(`nginx configuration written to ${file}`);
}
