// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNginxConfig } from './render-nginx.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The rendered Content-Security-Policy for an API (and media) origin. */
function csp(apiOrigin: string, mediaOrigins: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
  dirs.push(dir);
  renderNginxConfig({ confDir: dir, root: dir, runtimeDir: dir, port: 8080, apiOrigin, mediaOrigins, modulesDir: dir });
  return /Content-Security-Policy "([^"]*)"/.exec(readFileSync(join(dir, 'security-headers.conf'), 'utf8'))?.[1] ?? '';
}

describe('the served CSP', () => {
  it('allows an API on loopback under both its names (a browser may reach the mock server as either)', () => {
    for (const api of ['http://localhost:4010', 'http://127.0.0.1:4010']) {
      const policy = csp(api);
      expect(policy).toContain("connect-src 'self' http://localhost:4010 http://127.0.0.1:4010;");
      expect(policy).toContain("img-src 'self' data: blob: http://localhost:4010 http://127.0.0.1:4010;");
    }
  });

  it('names a real API and media origin alone', () => {
    const policy = csp('https://api.example.com', ['https://media.example.com']);
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://media.example.com;");
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
  });
});
