// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSW_PATCHES, patchMsw } from './vite-plugin-lean-msw-handlers';

const mswRoot = join(process.cwd(), 'node_modules/msw');
const installed = (relative: string) => join(mswRoot, relative);

/** Runs a patched msw module (its imports replaced by the given stand-ins) and returns its exports. */
function load(relative: string, stand: Record<string, unknown>): (name: string) => (...args: never[]) => unknown {
  const id = installed(relative);
  const code = patchMsw(readFileSync(id, 'utf8'), id)!;
  const names: string[] = [];
  const body = code
    .replace(/^\/\/# sourceMappingURL=.*$/m, '')
    .replace(/^import[\s\S]*?from\s*['"][^'"]+['"];?$/gm, '')
    .replace(/^export \{([\s\S]*?)\};?$/m, (_, list: string) => {
      names.push(...list.split(',').map((name) => name.trim()).filter(Boolean));
      return '';
    });
  const run = new Function(...Object.keys(stand), `${body}\nreturn { ${names.join(', ')} };`);
  const exported = run(...Object.values(stand)) as Record<string, ((...args: never[]) => unknown) | undefined>;
  return (name) => {
    const found = exported[name];
    if (!found) throw new Error(`${relative} exports no ${name}`);
    return found;
  };
}

describe('lean msw patches (demo build)', () => {
  it('fit the installed msw (a newer msw that moved the code fails here, not silently in the build)', () => {
    for (const patch of MSW_PATCHES) {
      const relative = patch.file.source.replace(/\\\//g, '/').replace(/^\/msw\//, '').replace(/\\\./g, '.').replace(/\$$/, '');
      const code = readFileSync(installed(relative), 'utf8');
      expect(patchMsw(code, installed(relative))).toContain(patch.replace);
    }
    expect(() => patchMsw('export {}', installed('lib/core/utils/matching/matchRequestUrl.mjs'))).toThrow(/msw changed/);
    expect(patchMsw('anything', '/src/other.ts')).toBeNull();
  });

  it('reads the cookies of a request once, whatever the number of handlers asking', () => {
    let reads = 0;
    const getAllRequestCookies = load('lib/core/utils/request/getRequestCookies.mjs', {
      parseCookie: (text: string) => Object.fromEntries(text.split('; ').filter(Boolean).map((pair) => pair.split('='))),
      serializeCookie: (name: string, value: string) => `${name}=${value}`,
      cookieStore: { getCookies: () => [] },
    })('getAllRequestCookies');
    Object.defineProperty(globalThis, 'document', { configurable: true, value: { get cookie() { reads += 1; return 'a=1'; } } });
    Object.defineProperty(globalThis, 'location', { configurable: true, value: { origin: 'http://shop.test' } });
    try {
      const request = new Request('http://shop.test/api/home', { credentials: 'same-origin' });
      const first = getAllRequestCookies(request as never);
      expect(getAllRequestCookies(request as never)).toBe(first);
      expect(first).toEqual({ a: '1' });
      expect(reads).toBe(1);
      getAllRequestCookies(new Request('http://shop.test/api/cart') as never);
      expect(reads).toBe(2);
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
      Reflect.deleteProperty(globalThis, 'location');
    }
  });

  it('compiles each path pattern once and still matches with its parameters', () => {
    let compiled = 0;
    const matchRequestUrl = load('lib/core/utils/matching/matchRequestUrl.mjs', {
      match: (path: string) => {
        compiled += 1;
        const pattern = new RegExp(`^${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
        return (url: string) => {
          const found = pattern.exec(url);
          return found ? { params: { ...found.groups } } : false;
        };
      },
      getCleanUrl: (url: URL) => `${url.origin}${url.pathname}`,
      normalizePath: (path: string) => path,
    })('matchRequestUrl');
    const path = 'http://shop.test/api/products/:slug';
    expect(matchRequestUrl(new URL('http://shop.test/api/products/tv') as never, path as never)).toEqual({ matches: true, params: { slug: 'tv' } });
    expect(matchRequestUrl(new URL('http://shop.test/api/home') as never, path as never)).toEqual({ matches: false, params: {} });
    expect(compiled).toBe(1);
  });
});
