/**
 * What the page, the mock's worker and the demo's service worker say to each other (decision 067). The service
 * worker (public/mock-service-worker.js, plain JavaScript: it is not bundled) speaks the same words; keep them
 * in step.
 *
 *   page → service worker: `{ type: MOCK_PORT }` with a MessagePort to this tab's mock worker
 *   service worker → page: `{ type: MOCK_CONNECT }` (it has no port for the tab: it was restarted)
 *   page → service worker: `{ type: MOCK_CLAIM }` (take this page over: a hard reload left it uncontrolled)
 *   service worker → mock worker, on that port: a `ServedRequest`, with a port for its `ServedAnswer`
 */
import type { StorageWrite } from './bridged-storage';

export const MOCK_PORT = 'storefront-mock:port';
export const MOCK_CONNECT = 'storefront-mock:connect';
export const MOCK_CLAIM = 'storefront-mock:claim';

/** A request of the page, as the service worker hands it over. */
export interface ServedRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** The mock's answer: a response, a network error, or "not mine: let it go to the network". */
export type ServedAnswer =
  | { kind: 'response'; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { kind: 'network-error' }
  | { kind: 'passthrough' };

/** What the mock's worker is told to start with. */
export interface MockApiOptions {
  /** The API base the SPA calls, absolute (e.g. `http://127.0.0.1:4173/api`). */
  apiBaseUrl: string;
  /** Simulated latency per answer, in ms (the tab's own, when its panel set one, wins). */
  latencyMs: number;
  /** The tab's scenario (mocks/scenarios/active.ts). */
  scenario: string;
  /** The page's `Date.now()` when it started the worker: the mock keeps the page's clock (a test may have set it). */
  pageNow: number;
}

/** Messages from the page to its mock worker. */
export type PageToWorker =
  | { type: 'start'; options: MockApiOptions; local: Record<string, string>; session: Record<string, string> }
  | { type: 'scenario'; name: string }
  /** With the port the service worker will send this tab's requests on. */
  | { type: 'port' };

/** Messages from the mock worker to its page: a storage change to keep, or a line for the page's console. */
export type WorkerToPage = ({ type: 'store' } & StorageWrite) | { type: 'console'; level: 'info' | 'warn' | 'error'; text: string };

/** The entries of the page's storage the mock reads: its own (`storefront.mock…`) and msw's cookie jar. */
export const isMockEntry = (key: string) => key.startsWith('storefront.mock') || key === '__msw-cookie-store__';
