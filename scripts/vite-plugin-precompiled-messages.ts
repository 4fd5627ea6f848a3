import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { readCatalogue, shortMessageIds } from './vite-build-output.ts';

const catalogue = /[\\/]locales[\\/](en|ar)\.json$/;
const VIRTUAL_PREFIX = '\0precompiled-messages:';

/** The id of a locale's built catalogue module (how other build steps find its chunk). */
export const messagesModuleId = (locale: string) => `${VIRTUAL_PREFIX}${locale}`;

/**
 * Production builds ship the message catalogues already parsed (ICU ASTs) and swap the ICU parser for
 * formatjs' `no-parser` build: ~20 kB less JavaScript on every page. Every message must therefore be in
 * the catalogues (a unit test checks it); dev, tests and Storybook keep the parser. Their keys are the short ids
 * the code has in a build (`shortMessageIds`, scripts/vite-plugin-default-messages-out.ts, decision 041).
 */
export const precompiledMessages = (): Plugin => {
  const files = new Map<string, string>();
  let shortIds = new Map<string, string>();
  return {
    name: 'storefront:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      shortIds = shortMessageIds(readCatalogue(config.root, 'en'));
    },
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    async resolveId(source, importer) {
      if (!catalogue.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      const locale = catalogue.exec(resolved.id)?.[1] ?? 'en';
      files.set(locale, resolved.id);
      // A virtual id without `.json`, so Vite's JSON plugin leaves the module to us.
      return messagesModuleId(locale);
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = files.get(id.slice(VIRTUAL_PREFIX.length));
      if (!file) return null;
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          const short = shortIds.get(key);
          if (short === undefined) this.error(`${file}: "${key}" is not in locales/en.json`);
          return [short, parse(message)];
        }),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
};
