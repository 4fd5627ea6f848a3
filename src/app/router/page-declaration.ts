import type { QueryClient } from '@tanstack/react-query';

/** Who may open a page: anyone, customers only (guests go to login) or guests only (customers go on). */
export type PageAccess = 'public' | 'customer' | 'guest';

/** A module of the app by its path under `src/` (`features/catalog/home-page.tsx`): what the build reads. */
export type SourceModule = `${'app' | 'components' | 'features'}/${string}.tsx`;

/** The pages a shopper most often lands on: each has a static shell of its own per locale (its first block, `home.html`…). */
export type LeadShell = 'home' | 'shop' | 'product';

/** An address's parameters (`/products/:slug` → `{ slug }`). */
export type PageParams = Record<string, string | undefined>;

/**
 * A lead page's speed, as the build reads it (`build/vite-build-output.ts`): the chunk groups keep its files few,
 * its static shell draws its first block, and what it loads before the shopper does anything has its messages in
 * the catalogues' first part and its styles in the lead stylesheet (decisions 037, 043). A part missing here only
 * costs bytes and time: its chunk then waits for the messages' second part and the complete stylesheet.
 */
export interface LeadDeclaration {
  /** The page's module (its declaration in `pages.ts` names the same). */
  page: SourceModule;
  /** Parts in chunks of their own that the page asks for with its chunk (the listing's filters panel). */
  parts?: readonly SourceModule[];
  /** Parts in chunks of their own that wait to come into view (home's lower sections and their cards). */
  inView?: readonly SourceModule[];
}

/** One page: its address, its chunk, who may open it, and what it asks for before it is drawn. */
export interface PageDeclaration {
  /** Path under /{locale}, in wouter syntax (`/products/:slug`). */
  path: string;
  /** The page's module, its default export the page (loaded as a chunk of its own through `import.meta.glob`). */
  page: SourceModule;
  access?: PageAccess;
  /**
   * The page's data, asked for with its chunk on intent (a link pointed at, pressed or seen), on a navigation to it
   * and at start-up (a route loader). `search` is the address's query without '?' ('' for none).
   */
  loader?: (params: PageParams, queryClient: QueryClient, search: string) => Promise<unknown>;
  /** Once the loader has settled: the pictures the page draws first, read from the cached data (decision 025). */
  leadImages?: (params: PageParams, queryClient: QueryClient) => string[];
  /** Asked for with the page's chunk (a part the page's first render draws, in a chunk of its own). */
  preloadParts?: () => void;
  /** A lead page (home, the shop, a product): its static shell, and what it loads before the shopper acts (`page-speed.ts`). */
  lead?: LeadShell;
}

/** What every page's frame (the shell) loads before the shopper acts, besides the lead pages' own parts. */
export interface FrameDeclaration {
  inView: readonly SourceModule[];
  parts: readonly SourceModule[];
  /**
   * Parts in chunks of their own that a single tap opens from any page (the cart panel, the search dialog…): loaded
   * only then, but their styles are in the lead stylesheet and their messages in the catalogues' first part, so the
   * first tap that opens one does not wait for the complete stylesheet and re-style the whole page (decision 066).
   */
  opensOnTap: readonly SourceModule[];
}

/** The modules start-up runs, in order: the entry, the opened page's requests, the app's first render. */
export interface StartDeclaration {
  entry: `app/${string}.ts`;
  requests: `app/${string}.ts`;
  render: `app/${string}.tsx`;
}
