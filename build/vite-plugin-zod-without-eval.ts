import type { Plugin } from 'vite';

/**
 * zod 4 compiles object parsers with `new Function` and probes for that when a schema is built — at
 * module load, before any app code could call `z.config()`. The production Content-Security-Policy has no
 * 'unsafe-eval' (deploy/nginx), so the probe is a reported violation. This build-time edit starts zod's
 * global configuration as `{ jitless: true }`: it parses without eval from its first schema on. Fails the
 * build when zod's code no longer has the expected line (then look for a new way, the prod e2e tests tell).
 */
const CORE = /\/node_modules\/zod\/v4\/core\/core\.js$/;
const DEFAULT = '(_a.__zod_globalConfig = {})';

export function zodWithoutEval(): Plugin {
  return {
    name: 'storefront:zod-without-eval',
    apply: 'build',
    transform(code, id) {
      if (!CORE.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes(DEFAULT)) this.error(`zod's core.js changed: "${DEFAULT}" not found, so zod would probe eval under the CSP.`);
      return { code: code.replace(DEFAULT, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
    },
  };
}
