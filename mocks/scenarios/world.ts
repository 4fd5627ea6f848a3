import { createRequestGate } from './gate';
import type { RequestHandler } from 'msw';
import type { Scenario } from './define-scenario';
import type { MockDb } from '../db/create-db';
import type { MockHandlerOptions } from '../handlers/kit';

/** Builds a host's handlers on a db: `createHandlers` (with the faker fallbacks) or `createStatefulHandlers` (the browser's). */
export type HandlerFactory = (db: MockDb, options: MockHandlerOptions) => RequestHandler[];

/**
 * The handlers of a world in a scenario (undefined: the default): the request gate first (the scenario's network rule
 * and the `x-mock-*` headers), then the host's handlers with the scenario's overrides. Every host composes them so.
 */
export function handlersInScenario(db: MockDb, scenario: Scenario | undefined, options: MockHandlerOptions, build: HandlerFactory): RequestHandler[] {
  return [createRequestGate(db, { apiBaseUrl: options.apiBaseUrl, network: scenario?.network }), ...build(db, { ...options, overrides: scenario?.overrides })];
}
