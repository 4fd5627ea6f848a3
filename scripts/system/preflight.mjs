// The first step of `npm test`: in a second, whether this machine has what the checks need beyond node_modules —
// Chromium (stories and end-to-end tests) and nginx with its brotli_static module (the `prod` end-to-end project,
// `npm run serve:prod`) — and, if not, exactly what is missing and the one command that installs it, instead of a
// failure twenty minutes in.
//
//   CHROMIUM_PATH       the browser (default /usr/bin/chromium, else Playwright's own, as tests/setup/chromium.ts)
//   NGINX_BIN           nginx (default /usr/sbin/nginx, else `nginx` on PATH, as scripts/deploy/serve-prod.mjs)
//   NGINX_MODULES_DIR   where ngx_http_brotli_static_module.so is (default /usr/lib/nginx/modules)
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INSTALL_COMMAND = 'npm run setup:system';
const MIN_NODE = [20, 19];

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name, env) => (env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, name)));

async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** What is missing, one line each (empty when nothing is). */
export async function missingPrerequisites(env = process.env, nodeVersion = process.versions.node) {
  const missing = [];
  const [major, minor] = nodeVersion.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) missing.push(`Node ${MIN_NODE.join('.')} or newer (this is ${nodeVersion})`);
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!executable(chromium) && !(await playwrightChromium())) {
    missing.push(`Chromium: no browser at ${chromium}${env.CHROMIUM_PATH ? ' (CHROMIUM_PATH)' : ''} and no Playwright Chromium`);
  }
  const nginx = env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);
  if (nginx ? !executable(nginx) : !onPath('nginx', env)) missing.push(`nginx: not found at ${nginx ?? '/usr/sbin/nginx or on PATH'}${env.NGINX_BIN ? ' (NGINX_BIN)' : ''}`);
  const brotli = join(env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules', 'ngx_http_brotli_static_module.so');
  if (!existsSync(brotli)) missing.push(`nginx's brotli_static module: no ${brotli}`);
  return missing;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = await missingPrerequisites();
  if (missing.length) {
    console.error(`npm test needs what this machine lacks:\n${missing.map((line) => `  - ${line}`).join('\n')}\nInstall it with: ${INSTALL_COMMAND}`);
    process.exit(1);
  }
}
