// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { missingPrerequisites } from './preflight.mjs';

const NOTHING = { CHROMIUM_PATH: '/nonexistent/chromium', NGINX_BIN: '/nonexistent/nginx', NGINX_MODULES_DIR: '/nonexistent/modules', PLAYWRIGHT_BROWSERS_PATH: '/nonexistent/browsers' };

describe('preflight (first step of npm test)', () => {
  it('stops at once, naming each missing piece and the one command that installs them', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['scripts/system/preflight.mjs'], { env: { ...process.env, ...NOTHING }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Chromium: no browser at /nonexistent/chromium (CHROMIUM_PATH)');
    expect(run.stderr).toContain('nginx: not found at /nonexistent/nginx (NGINX_BIN)');
    expect(run.stderr).toContain("brotli_static module: no /nonexistent/modules/ngx_http_brotli_static_module.so");
    expect(run.stderr).toMatch(/Install it with: npm run setup:system\n$/);
    // Seconds, not the twenty minutes into the run it took before (generous: the machine may be loaded).
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('lists only what is missing: the brotli module, an old Node', async () => {
    const here = { CHROMIUM_PATH: process.execPath, NGINX_BIN: process.execPath, PATH: '' };
    expect(await missingPrerequisites({ ...here, NGINX_MODULES_DIR: '/nonexistent' }, '20.19.0')).toEqual(['nginx\'s brotli_static module: no /nonexistent/ngx_http_brotli_static_module.so']);
    expect(await missingPrerequisites(here, '20.18.0')).toContain('Node 20.19 or newer (this is 20.18.0)');
  });
});
