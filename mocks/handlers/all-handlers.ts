import type { RequestHandler } from 'msw';
import { fallbackHandlers } from './fallback-handlers';
import { createStatefulHandlers } from './stateful-handlers';
import type { MockHandlerOptions } from './kit';
import type { MockDb } from '../db/create-db';

/**
 * Every handler of the mock API, in match order (msw takes the first match): the stateful handlers
 * (`stateful-handlers.ts`), then the generated faker handlers as the fallback (reached only for paths
 * no stateful handler takes).
 */
export function createHandlers(db: MockDb, options: MockHandlerOptions = {}): RequestHandler[] {
  const stateful = createStatefulHandlers(db, options);
  if (options.includeFallbacks === false) return stateful;
  return [...stateful, ...fallbackHandlers()];
}
