import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { leadChunkFiles, leadModules, readCatalogue, shortMessageIds, startModulePath } from './vite-build-output.ts';

const catalogue = /[\\/]locales[\\/](en|ar)\.json(\?rest)?$/;
const VIRTUAL_PREFIX = '\0precompiled-messages:';

type Part = 'first' | 'rest';

/** The ids of what only a mock-mode build says (the developers' mock panel, decision 057): a real-API build's catalogues leave them out. */
export const MOCK_ONLY_MESSAGES = /^mockPanel\./;

/** The id of a locale's built catalogue module, its first part (how other build steps find its chunk). */
export const messagesModuleId = (locale: string) => `${VIRTUAL_PREFIX}${locale}`;

const restModuleId = (locale: string) => `${VIRTUAL_PREFIX}${locale}:rest`;

/** What a catalogue module holds until its chunk is rendered and the parts are known. */
const placeholder = (locale: string, part: Part) => `__STOREFRONT_MESSAGES_${locale}_${part}__`;
const PLACEHOLDER = /__STOREFRONT_MESSAGES_(en|ar)_(first|rest)__/g;

/**
 * What a chunk whose messages are in the second part runs first: it waits for that part to be loaded and added to
 * the app's catalogue (src/i18n/load-messages.ts sets the function; without it, in Storybook's build, nothing).
 */
export const REST_MESSAGES_PROLOGUE = 'await globalThis.__storefrontRestMessages?.();\n';

/** The message ids each module says, from the descriptors `storefront:default-messages-out` found. */
export interface MessageIdsApi {
  idsOf: (moduleId: string) => readonly string[];
}

/**
 * Splits a build's messages in two (decision 037): the ids said by the chunks a lead page loads before the shopper
 * does anything (what its pages, the start and their declared parts import statically) — the first part, what
 * `locales/<locale>.json` is in a build — and the others. A chunk saying any of the others starts by awaiting them
 * (REST_MESSAGES_PROLOGUE). An id no chunk says stays in the first part.
 */
export function splitMessages(chunks: Record<string, Pick<Rolldown.RenderedChunk, 'moduleIds' | 'imports'>>, idsOf: (moduleId: string) => readonly string[], lead: ReadonlySet<string>) {
  const leadFiles = leadChunkFiles(chunks, lead);
  const idsOfChunk = (fileName: string) => new Set(chunks[fileName]?.moduleIds.flatMap(idsOf) ?? []);
  const first = new Set([...leadFiles].flatMap((fileName) => [...idsOfChunk(fileName)]));
  const said = new Set(Object.keys(chunks).flatMap((fileName) => [...idsOfChunk(fileName)]));
  const inFirst = (id: string) => first.has(id) || !said.has(id);
  const waiting = new Set(Object.keys(chunks).filter((fileName) => !leadFiles.has(fileName) && [...idsOfChunk(fileName)].some((id) => !inFirst(id))));
  return { inFirst, waiting };
}

/**
 * Production builds ship the message catalogues already parsed (ICU ASTs) and swap the ICU parser for
 * formatjs' `no-parser` build: ~20 kB less JavaScript on every page. Every message must therefore be in
 * the catalogues (a unit test checks it); dev, tests and Storybook keep the parser. Their keys are the short ids
 * the code has in a build (`shortMessageIds`, build/vite-plugin-default-messages-out.ts), and each catalogue comes
 * in two parts (`splitMessages`): `locales/<locale>.json` is the first, `locales/<locale>.json?rest` the rest.
 * In dev and tests the first is the whole catalogue (and the rest, never asked for there, too).
 */
export const precompiledMessages = (): Plugin => {
  let root = process.cwd();
  let shortIds = new Map<string, string>();
  let messageIds: MessageIdsApi | undefined;
  let split: ReturnType<typeof splitMessages> | undefined;
  let mockBuild = true;
  const compiled = new Map<string, Record<string, unknown>>();
  /** The build's split, once its chunks are known; Storybook's build has no start: one part, whole. */
  const splitOf = (chunks: Record<string, Rolldown.RenderedChunk>) => {
    if (!Object.values(chunks).some((each) => each.moduleIds.includes(startModulePath(root)))) return { inFirst: () => true, waiting: new Set<string>() };
    return splitMessages(chunks, (id) => messageIds?.idsOf(id) ?? [], leadModules(root));
  };
  return {
    name: 'storefront:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      mockBuild = !config.env.VITE_API_BASE_URL;
      shortIds = shortMessageIds(readCatalogue(config.root, 'en'));
      messageIds = config.plugins.find((plugin) => plugin.name === 'storefront:default-messages-out')?.api as MessageIdsApi | undefined;
    },
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    resolveId(source) {
      const match = catalogue.exec(source);
      if (!match) return null;
      // A virtual id without `.json`, so Vite's JSON plugin leaves the module to us.
      return match[2] ? restModuleId(match[1]!) : messagesModuleId(match[1]!);
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const [locale = 'en', part = 'first'] = id.slice(VIRTUAL_PREFIX.length).split(':');
      if (!compiled.has(locale)) {
        // Both parts' modules read the same catalogue: parsed once.
        const file = resolve(root, `locales/${locale}.json`);
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        compiled.set(
          locale,
          Object.fromEntries(
            Object.entries(messages)
              .filter(([key]) => mockBuild || !MOCK_ONLY_MESSAGES.test(key))
              .map(([key, message]) => {
              const short = shortIds.get(key);
              if (short === undefined) this.error(`${file}: "${key}" is not in locales/en.json`);
              return [short, parse(message)];
            }),
          ),
        );
      }
      // Which part holds which message is known once the chunks are (renderChunk).
      return { code: `export default ${placeholder(locale, part as Part)};`, map: null };
    },
    renderStart() {
      split = undefined;
    },
    renderChunk(code, chunk, _options, { chunks }) {
      split ??= splitOf(chunks);
      const { inFirst, waiting } = split;
      const edited = new MagicString(code);
      // A catalogue module is a chunk of its own in the shop's build; Storybook's puts both in its page's chunk.
      for (const found of code.matchAll(PLACEHOLDER)) {
        const [text, locale = 'en', part] = found;
        const all = compiled.get(locale) ?? {};
        const messages = Object.fromEntries(Object.entries(all).filter(([id]) => inFirst(id) === (part === 'first')));
        edited.overwrite(found.index, found.index + text.length, JSON.stringify(messages));
      }
      if (waiting.has(chunk.fileName)) edited.prepend(REST_MESSAGES_PROLOGUE);
      return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) } : null;
    },
    generateBundle(_options, bundle) {
      // A catalogue left as its placeholder would fail in the browser (a global that does not exist).
      const left = Object.values(bundle).filter((output) => output.type === 'chunk' && /__STOREFRONT_MESSAGES_/.test(output.code));
      if (left.length > 0) this.error(`Message catalogues left unwritten in ${left.map((output) => output.fileName).join(', ')}`);
    },
  };
};
