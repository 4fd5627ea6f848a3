import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const toughCookieLite = fileURLToPath(new URL('../mocks/lean/tough-cookie-lite.ts', import.meta.url));

interface Patch {
  /** The module, by the end of its path. */
  file: RegExp;
  /** What is replaced (must be found: a newer msw that moved it fails the build instead of going slow). */
  find: string;
  replace: string;
  /** Appended to the module. */
  append?: string;
}

/**
 * Two of msw's per-request costs in the browser, without changing what a handler sees (decision 026).
 * msw runs every handler's `parse` for a request until one answers: each `parse` read `document.cookie`
 * (a synchronous round trip to the browser's cookie store) and the cookie jar, and compiled the handler's
 * path pattern again. On the demo's home page that was ~250 cookie reads and pattern compilations, ~0.2 s
 * of main thread at Lighthouse's 4× slowdown. The cookies of one request are now read once (the same
 * object for every handler; msw also appended them to the request's `cookie` header once per handler),
 * and each path pattern is compiled once.
 */
export const MSW_PATCHES: readonly Patch[] = [
  {
    file: /\/msw\/lib\/core\/utils\/request\/getRequestCookies\.mjs$/,
    find: 'function getAllRequestCookies(request) {',
    replace: 'function readAllRequestCookies(request) {',
    append: `
const cookiesOfRequest = /* @__PURE__ */ new WeakMap();
function getAllRequestCookies(request) {
  let cookies = cookiesOfRequest.get(request);
  if (!cookies) {
    cookies = readAllRequestCookies(request);
    cookiesOfRequest.set(request, cookies);
  }
  return cookies;
}
`,
  },
  {
    file: /\/msw\/lib\/core\/utils\/matching\/matchRequestUrl\.mjs$/,
    find: 'match(cleanPath, { decode: decodeURIComponent })(cleanUrl)',
    replace: 'compiledMatch(cleanPath)(cleanUrl)',
    append: `
const compiledMatches = /* @__PURE__ */ new Map();
function compiledMatch(cleanPath) {
  let matcher = compiledMatches.get(cleanPath);
  if (!matcher) {
    matcher = match(cleanPath, { decode: decodeURIComponent });
    compiledMatches.set(cleanPath, matcher);
  }
  return matcher;
}
`,
  },
];

/** The patched module, null when `id` is not one `MSW_PATCHES` covers; throws when a patch no longer fits. */
export function patchMsw(code: string, id: string): string | null {
  const patch = MSW_PATCHES.find((candidate) => candidate.file.test(id));
  if (!patch) return null;
  if (!code.includes(patch.find)) throw new Error(`vite-plugin-lean-msw-handlers: ${id} no longer contains "${patch.find}" (msw changed): update MSW_PATCHES, see build/README.md`);
  return code.replace(patch.find, patch.replace) + (patch.append ?? '');
}

/** A generated `*.msw.ts` module with its handlers' faker fallback (`: getXResponseMock())`) cut; null for any other module. */
export function withoutGeneratedMocks(code: string, id: string): string | null {
  if (!/\/src\/api\/generated\/endpoints\/.+\.msw\.ts$/.test(id)) return null;
  const lean = code.replace(/:\s*get\w+ResponseMock\(\)\)/g, ': null)');
  return lean === code ? null : lean;
}

/**
 * For the production build (the mock-mode demo): in orval's generated `*.msw.ts` files, a handler
 * factory answers with its faker generator when no override is given. The browser mock always gives
 * one (every operation has a stateful handler, see mocks/handlers/stateful-handlers.test.ts), so the
 * generator branch is cut here: the generators and faker itself then fall out of the mock chunk by
 * tree-shaking. It also swaps `tough-cookie` (msw's cookie jar, with the public-suffix list behind it)
 * for mocks/lean/tough-cookie-lite.ts and applies `MSW_PATCHES` (decision 026). Source files,
 * tests, Storybook's dev server and the mock server are untouched; the build for a real API holds no
 * mock code at all.
 */
export function leanMswHandlers(): Plugin {
  return {
    name: 'lean-msw-handlers',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    config: () => ({ resolve: { alias: [{ find: /^tough-cookie$/, replacement: toughCookieLite }] } }),
    transform(code, id) {
      const patched = patchMsw(code, id);
      if (patched !== null) return { code: patched, map: null };
      const lean = withoutGeneratedMocks(code, id);
      return lean === null ? null : { code: lean, map: null };
    },
  };
}
