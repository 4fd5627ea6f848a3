import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const toughCookieLite = fileURLToPath(new URL('../mocks/lean/tough-cookie-lite.ts', import.meta.url));

/**
 * For the production build (the mock-mode demo): in orval's generated `*.msw.ts` files, a handler
 * factory answers with its faker generator when no override is given. The browser mock always gives
 * one (every operation has a stateful handler, see mocks/handlers/stateful-handlers.test.ts), so the
 * generator branch is cut here: the generators and faker itself then fall out of the mock chunk by
 * tree-shaking. It also swaps `tough-cookie` (msw's cookie jar, with the public-suffix list behind it)
 * for mocks/lean/tough-cookie-lite.ts (decision 030-s15a). Source files, tests, Storybook's dev server
 * and the mock server are untouched; the build for a real API holds no mock code at all.
 */
export function leanMswHandlers(): Plugin {
  return {
    name: 'lean-msw-handlers',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    config: () => ({ resolve: { alias: [{ find: /^tough-cookie$/, replacement: toughCookieLite }] } }),
    transform(code, id) {
      if (!/\/src\/api\/generated\/endpoints\/.+\.msw\.ts$/.test(id)) return null;
      const lean = code.replace(/:\s*get\w+ResponseMock\(\)\)/g, ': null)');
      return lean === code ? null : { code: lean, map: null };
    },
  };
}
