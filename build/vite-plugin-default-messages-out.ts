import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';
import { readCatalogue, shortMessageIds } from './vite-build-output.ts';
import { messagesModuleId, type MessageIdsApi } from './vite-plugin-precompiled-messages.ts';

/**
 * The English text of every message is written twice in the source: as the `defaultMessage` of its descriptor
 * (where `npm run i18n:extract` reads it into locales/en.json) and in the catalogues, which the app loads
 * precompiled (build/vite-plugin-precompiled-messages.ts) — so react-intl never needs the first one at run time:
 * both catalogues hold every id (src/i18n/catalogues.test.ts). A build takes `defaultMessage` and `description`
 * out of each message descriptor — an object literal with a plain-text `id` and a `defaultMessage` (JSX props are
 * objects by then) — ≈ 1.6 kB gz of every page's JavaScript (decision 034). Only text written as a plain string
 * goes; anything computed stays. A descriptor whose id locales/en.json lacks fails the build: without its text
 * the shop would show the id (run `npm run i18n:extract`).
 *
 * It also gives each descriptor its short id (`shortMessageIds`, decision 037), as the precompiled catalogues do. A
 * catalogue id left anywhere else in the built JavaScript (an id not written in a descriptor) fails the build: the
 * catalogues no longer have it.
 */

const REMOVED = new Set(['defaultMessage', 'description']);
const SOURCE = /\/src\/.*\.[jt]sx?$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const keyName = (property: Node): string | undefined => {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
};

const isPlainText = (value: Node) =>
  (value.type === 'Literal' && typeof value.value === 'string') || (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0);

interface Stripped {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  /** The ids of the descriptors it stripped. */
  ids: string[];
}

const textOf = (value: Node) => (value.type === 'Literal' ? String(value.value) : ((value.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? ''));

/** `code` without the plain-text `defaultMessage` and `description` of its message descriptors, or null if it has none. */
export function withoutDefaultMessages(code: string, id = 'module.js', shortIds?: ReadonlyMap<string, string>): Stripped | null {
  if (!code.includes('defaultMessage')) return null;
  const text = new MagicString(code);
  const ids: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      const named = (name: string) => properties.find((property) => keyName(property) === name);
      const messageId = named('id');
      if (messageId && isPlainText(messageId.value as Node) && named('defaultMessage')) {
        const idValue = messageId.value as Node;
        ids.push(textOf(idValue));
        const short = shortIds?.get(textOf(idValue));
        if (short !== undefined) text.overwrite(idValue.start, idValue.end, JSON.stringify(short));
        const removed = properties.map((property) => {
          const name = keyName(property);
          return Boolean(name && REMOVED.has(name) && isPlainText(property.value as Node));
        });
        // Each run of removed properties goes with the comma before it (after the kept property before the run),
        // or, at the start, with the comma after it; `id` always stays.
        removed.forEach((gone, index) => {
          if (!gone || removed[index - 1]) return;
          let last = index;
          while (removed[last + 1]) last += 1;
          const before = properties[index - 1];
          const after = properties[last + 1];
          if (before) text.remove(before.end, properties[last]!.end);
          else if (after) text.remove(properties[index]!.start, after.start);
        });
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code, { lang: 'js' }, id) as unknown as Node);
  return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: 'boundary', source: id }), ids } : null;
}

/** The catalogue ids still written as a string in `code` (quoted any way). */
export function longIdsIn(code: string, ids: Iterable<string>): string[] {
  const quoted = new Set(code.match(/(["'`])[\w.-]+\1/g)?.map((literal) => literal.slice(1, -1)) ?? []);
  return [...ids].filter((id) => quoted.has(id));
}

export const defaultMessagesOut = (): Plugin => {
  let catalogue: Record<string, string> = {};
  let shortIds = new Map<string, string>();
  /** The (short) ids of the descriptors in each module, for the catalogues' parts (vite-plugin-precompiled-messages.ts). */
  const idsByModule = new Map<string, string[]>();
  const api: MessageIdsApi = { idsOf: (moduleId) => idsByModule.get(moduleId) ?? [] };
  return {
    name: 'storefront:default-messages-out',
    api,
    apply: 'build',
    // After TypeScript and JSX are compiled: every descriptor, props of <FormattedMessage> included, is an object.
    enforce: 'post',
    configResolved(config) {
      catalogue = readCatalogue(config.root, 'en');
      shortIds = shortMessageIds(catalogue);
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (path.includes('/node_modules/') || !SOURCE.test(path)) return null;
      const stripped = withoutDefaultMessages(code, path, shortIds);
      if (!stripped) return null;
      const unknown = stripped.ids.filter((messageId) => !(messageId in catalogue));
      if (unknown.length > 0) this.error(`${path}: messages missing from locales/en.json (run npm run i18n:extract): ${unknown.join(', ')}`);
      idsByModule.set(id, stripped.ids.flatMap((messageId) => shortIds.get(messageId) ?? []));
      return { code: stripped.code, map: stripped.map };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.moduleIds.some((id) => id.startsWith(messagesModuleId('')))) continue;
        const left = longIdsIn(output.code, shortIds.keys());
        if (left.length > 0) this.error(`${output.fileName}: message ids outside a message descriptor (the build's catalogues have short ids): ${left.join(', ')}`);
      }
    },
  };
};
