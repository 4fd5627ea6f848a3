import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageDeclaration } from './page-declaration';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Every page module's chunk, by its path from here (Vite's `import.meta.glob`: one `import()` each, as if written by
 * hand). The listing's shared parts named `*-page.tsx` are not pages of their own.
 */
export const pageModules: Record<string, PageModule> = import.meta.glob<{ default: ComponentType }>([
  '../../features/*/*-page.tsx',
  '!../../features/catalog/scoped-listing-page.tsx',
  '!../../features/catalog/taxonomy-page.tsx',
]);

/** A declaration's module as `import.meta.glob` keys it (`features/…` → `../../features/…`). */
export const globKey = (page: PageDeclaration['page']) => `../../${page}`;

const chunks = new Map<string, LazyPage>();

/**
 * The page chunk of a declaration: one lazy page per module (the legal pages share one), which asks for the parts
 * the declaration preloads with it. A module the glob does not hold is a broken table: said at once.
 */
export function pageChunk({ page, preloadParts }: Pick<PageDeclaration, 'page' | 'preloadParts'>): LazyPage {
  const known = chunks.get(page);
  if (known) return known;
  const load = pageModules[globKey(page)];
  if (!load) throw new Error(`The route table names ${page}, which is not a page module (src/features/*/*-page.tsx)`);
  const chunk = lazyPage(() => {
    preloadParts?.();
    return load();
  });
  chunks.set(page, chunk);
  return chunk;
}
