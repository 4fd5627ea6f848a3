import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { matchRoute, type useRouter } from 'wouter';
import { preloadImages } from '../image/preload-images';
import { expectLeadImages } from '../../lib/lead-image-paint';
import { nextTask } from '../../lib/next-task';
import type { PageRoute } from './page-route';

let routes: readonly PageRoute[] = [];

/** The app hands its route table over once (components cannot import the app). */
export const registerPrefetchRoutes = (table: readonly PageRoute[]) => {
  routes = table;
};

type Parser = ReturnType<typeof useRouter>['parser'];

/** The route an address under the locale (no query) leads to, with its parameters. */
function routeAt(path: string, parser: Parser = parse): { route: PageRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (matches) return { route, params: params ?? {} };
  }
  return undefined;
}

/** A route's chunk, asked for once; settles (never rejects) when it has arrived or failed. */
const loadChunk = (route: PageRoute) => route.page.preload().catch(() => undefined);

const preloadChunk = (route: PageRoute) => void loadChunk(route);

/** The route a link's address (under the locale, with its query and fragment) leads to, with its query. */
function routeOfLink(href: string, parser: Parser) {
  const [address = href] = href.split('#');
  const [path = address, search = ''] = address.split('?');
  const found = routeAt(path, parser);
  return found && { ...found, search };
}

/**
 * Fetch the chunk and the data of the page an address (under the locale, with its query) leads to. Settles (never
 * rejects) once both have.
 */
export function prefetchRoute(href: string, queryClient: QueryClient, parser: Parser): Promise<void> {
  const found = routeOfLink(href, parser);
  if (!found) return Promise.resolve();
  const chunk = loadChunk(found.route);
  const data = found.route.prefetchData?.(found.params, queryClient, found.search).catch(() => undefined);
  return Promise.all([chunk, data]).then(() => undefined);
}

/** Only the chunk of the page an address (under the locale) leads to: a link on screen (decision 043). */
export function preloadRouteChunk(href: string, parser: Parser) {
  const found = routeOfLink(href, parser);
  if (found) preloadChunk(found.route);
}

/**
 * Only the page chunk of the address the browser opened (`path` under the locale): a mock build starts it
 * while its mock API is still starting, before any data can be asked for (decision 030-s15a).
 */
export function preloadPageAtStart(path: string) {
  const found = routeAt(path);
  if (found) preloadChunk(found.route);
}

/** What start-up adds to the opened page's prefetch (decision 038-lead, home's shell drawing its lead banner). */
export interface StartPrefetchOptions {
  /** The page's chunk is asked for once this settles (a lead page asks for the app's large chunk after its lead pictures). */
  chunkAfter?: Promise<unknown>;
  /** Called once with the page's lead images when its data is there, with none when it cannot be known. */
  onLeadImages?: (images: readonly string[]) => void;
}

/**
 * At start, before the messages and React are ready (decision 011-h11): the page chunk and the data of the
 * address the browser opened, so neither waits for the first render. `path` is under the locale; an address
 * with a query only fetches the chunk (its data depends on the query, which the page reads itself).
 * Once the data is there, the page's lead images are preloaded. Settles (never rejects) once the chunk and
 * the data have: start-up may let the first render wait for it (decision 032-lead).
 */
export function prefetchAtStart(path: string, search: string, queryClient: QueryClient, { chunkAfter, onLeadImages }: StartPrefetchOptions = {}): Promise<void> {
  const found = routeAt(path);
  if (!found) {
    onLeadImages?.([]);
    return Promise.resolve();
  }
  const { route, params } = found;
  // The data first: it leads to the lead image. The chunk's requests (one per file it imports) are started in
  // a task of their own, so that start-up's work does not make one long task on a slow phone (decision 032-lead).
  const chunk = Promise.all([chunkAfter, nextTask()])
    .then(() => route.page.preload())
    .catch(() => undefined);
  if (search || !route.prefetchData) {
    onLeadImages?.([]);
    return chunk.then(() => undefined);
  }
  // The page's largest image starts as soon as its address is known, not once React has drawn it (decision 029),
  // in a task of its own: the answer may arrive in the same task as other work (React's, once the large chunk
  // has run), and a request is tied to the scripts of the task that made it — Lighthouse's simulation then
  // started the image only after the large chunk (decision 034-lead).
  const data = route
    .prefetchData(params, queryClient, '')
    .then(nextTask)
    .then(() => {
      const images = route.leadImages?.(params, queryClient) ?? [];
      preloadImages(images);
      // What waits for idle (the footer, home's lower sections) waits for these to be painted first.
      expectLeadImages(images);
      onLeadImages?.(images);
    })
    .catch(() => onLeadImages?.([]));
  return Promise.all([chunk, data]).then(() => undefined);
}
