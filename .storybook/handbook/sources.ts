/**
 * The shop's own source text (not stories, tests or generated code), read at build time: the handbook's pages
 * say which tokens, colour pairs and icons the shop uses by reading the code, never from a copied list.
 */
export const shopSources = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.stories.tsx', '!/src/**/*.test.{ts,tsx}', '!/src/api/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** The layout tokens' module as written, for the comment above each value. */
export { default as layoutTokensSource } from '../../src/lib/layout-tokens.ts?raw';

const allText = () => Object.values(shopSources).join('\n');

/** The names after `tokens.` anywhere in the shop's code, e.g. `colorBrandBackground`. */
export const usedTokenNames = (): Set<string> => new Set([...allText().matchAll(/\btokens\.(\w+)/g)].map((match) => match[1]!));

/** Blocks of a style object with no nested block: where a rule's colour and background sit together. */
const innermostBlocks = (text: string) => text.match(/\{[^{}]*\}/g) ?? [];
const tokenOf = (block: string, property: string) => new RegExp(`(?<![\\w-])${property}:\\s*tokens\\.(\\w+)`).exec(block)?.[1];

/** Every `color` token set in the same rule as a `backgroundColor` token: a foreground drawn on that background. */
export const colourPairsInCode = (): Array<{ foreground: string; background: string }> => {
  const seen = new Map<string, { foreground: string; background: string }>();
  for (const block of innermostBlocks(allText())) {
    const foreground = tokenOf(block, 'color');
    const background = tokenOf(block, 'backgroundColor');
    if (foreground && background) seen.set(`${foreground} on ${background}`, { foreground, background });
  }
  return [...seen.values()];
};

export interface IconUse {
  name: string;
  /** The shop's files that import it. */
  files: string[];
  /** Drawn with a `flipInRtl` class (src/lib/layout-tokens.ts) somewhere: mirrored on Arabic pages. */
  mirrored: boolean;
}

const importedIcons = (text: string) =>
  [...text.matchAll(/import \{([^}]*)\} from '@fluentui\/react-icons(?:\/svg\/[\w-]+)?'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]\w*$/.test(name)),
  );

/** The icons a file draws with a style class that is `flipInRtl` (directly, or through a variable holding the icon). */
const mirroredIcons = (text: string, icons: string[]) => {
  const keys = [...text.matchAll(/(\w+):\s*(?:flipInRtl\b|\{[^{}]*\.\.\.flipInRtl\b)/g)].map((match) => match[1]!);
  const mirrored = new Set<string>();
  for (const key of keys) {
    for (const match of text.matchAll(new RegExp(`<(\\w+)\\b[^<>]*className=\\{styles\\.${key}\\}`, 'g'))) {
      const element = match[1]!;
      if (icons.includes(element)) mirrored.add(element);
      const assigned = new RegExp(`const ${element} = ([^;\\n]*)`).exec(text)?.[1] ?? '';
      for (const icon of icons) if (new RegExp(`\\b${icon}\\b`).test(assigned)) mirrored.add(icon);
    }
  }
  return mirrored;
};

/** Every icon the shop imports, where, and whether the code mirrors it right to left. */
export const iconUsage = (): IconUse[] => {
  const uses = new Map<string, IconUse>();
  for (const [path, text] of Object.entries(shopSources)) {
    const icons = importedIcons(text);
    const mirrored = mirroredIcons(text, icons);
    for (const name of icons) {
      const use = uses.get(name) ?? { name, files: [], mirrored: false };
      use.files.push(path.replace(/^\//, ''));
      use.mirrored ||= mirrored.has(name);
      uses.set(name, use);
    }
  }
  return [...uses.values()].sort((a, b) => a.name.localeCompare(b.name));
};

/** The self-hosted font files the shop ships (`src/app/fonts/`), by file name. */
export const fontFiles = Object.keys(import.meta.glob('/src/app/fonts/*.woff2')).map((path) => path.replace(/^.*\//, ''));
