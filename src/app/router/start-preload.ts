import type { QueryClient } from '@tanstack/react-query';
import { preloadImages } from '../../components/image/preload-images';
import { expectLeadImages } from '../../lib/lead-image-paint';
import { nextTask } from '../../lib/next-task';
import { loadChunk, pageAt, routes, type PageRoute } from './navigation';

/**
 * Only the page chunk of the address the browser opened (`path` under the locale): a mock build starts it
 * while its mock API is still starting, before any data can be asked for (decision 026).
 */
export function preloadPageAtStart(path: string, table: readonly PageRoute[] = routes) {
  const found = pageAt(path, undefined, table);
  if (found) void loadChunk(found.route);
}

/** What start-up adds to the opened page's prefetch (decision 034: home's shell drawing its lead banner). */
export interface StartPrefetchOptions {
  /** The page's chunk is asked for once this settles (a lead page asks for the app's large chunk after its lead pictures). */
  chunkAfter?: Promise<unknown>;
  /** Called once with the page's lead images when its data is there, with none when it cannot be known. */
  onLeadImages?: (images: readonly string[]) => void;
}

/**
 * At start, before the messages and React are ready (decision 007): the page chunk and the data of the
 * address the browser opened, so neither waits for the first render. `path` is under the locale; an address
 * with a query only fetches the chunk (its data depends on the query, which the page reads itself).
 * Once the data is there, the page's lead images are preloaded. Settles (never rejects) once the chunk and
 * the data have: start-up may let the first render wait for it (decision 028).
 */
export function prefetchAtStart(
  path: string,
  search: string,
  queryClient: QueryClient,
  { chunkAfter, onLeadImages }: StartPrefetchOptions = {},
  table: readonly PageRoute[] = routes,
): Promise<void> {
  const found = pageAt(path, undefined, table);
  if (!found) {
    onLeadImages?.([]);
    return Promise.resolve();
  }
  const { route, params } = found;
  // The data first: it leads to the lead image. The chunk's requests (one per file it imports) are started in
  // a task of their own, so that start-up's work does not make one long task on a slow phone (decision 028).
  const chunk = Promise.all([chunkAfter, nextTask()])
    .then(() => route.chunk.preload())
    .catch(() => undefined);
  if (search || !route.loader) {
    onLeadImages?.([]);
    return chunk.then(() => undefined);
  }
  // The page's largest image starts as soon as its address is known, not once React has drawn it (decision 025),
  // in a task of its own: the answer may arrive in the same task as other work (React's, once the large chunk
  // has run), and a request is tied to the scripts of the task that made it — Lighthouse's simulation then
  // started the image only after the large chunk (decision 030).
  const data = route
    .loader(params, queryClient, '')
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
