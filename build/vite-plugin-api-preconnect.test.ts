// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { hookOf } from './plugin-hooks';
import { apiPreconnect } from './vite-plugin-api-preconnect';

/** The tags the plugin adds to index.html in a build whose `.env.production` says `env`. */
function tagsFor(env: string): unknown {
  vi.stubEnv('VITE_API_BASE_URL', undefined);
  const envDir = mkdtempSync(join(tmpdir(), 'api-preconnect-'));
  writeFileSync(join(envDir, '.env.production'), env);
  const plugin = apiPreconnect();
  hookOf(plugin, 'configResolved')({ mode: 'production', envDir });
  return hookOf(plugin, 'transformIndexHtml')('<html></html>', {});
}

describe('vite-plugin-api-preconnect', () => {
  it("a build for a real API opens the connection to the API's origin first thing in the head, for CORS without credentials", () => {
    expect(tagsFor('VITE_API_BASE_URL=https://api.shop.example/v1/\n')).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.shop.example', crossorigin: '' }, injectTo: 'head-prepend' },
    ]);
  });

  it('a mock build (no API address) and an address that is not a URL add nothing', () => {
    expect(tagsFor('')).toEqual([]);
    expect(tagsFor('VITE_API_BASE_URL=/api\n')).toEqual([]);
  });
});
