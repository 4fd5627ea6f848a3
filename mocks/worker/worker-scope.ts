/**
 * The mock worker's globals, set before anything of the mock is evaluated (mock-api-worker.ts imports this module
 * first): the page's storage, bridged (msw's cookie jar reads `localStorage` the moment msw is imported, and the
 * mock keeps its state there), and a console that speaks through the page — so what the mock says (a saved state
 * it had to reset, an e-mailed one-time code) is printed where the shop's own messages are, and its tests hear it.
 */
import { bridgedStorage } from './bridged-storage';
import type { WorkerToPage } from './protocol';

interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

export const scope = globalThis as unknown as WorkerScope & typeof globalThis;

export const tellPage = (message: WorkerToPage) => scope.postMessage(message);

export const storages = {
  local: bridgedStorage('local', (write) => tellPage({ type: 'store', ...write })),
  session: bridgedStorage('session', (write) => tellPage({ type: 'store', ...write })),
};

const line = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');

Object.assign(globalThis, { localStorage: storages.local, sessionStorage: storages.session });
const toPage =
  (level: 'info' | 'warn' | 'error') =>
  (...args: unknown[]) =>
    tellPage({ type: 'console', level, text: line(args) });
Object.assign(console, { info: toPage('info'), warn: toPage('warn'), error: toPage('error') });
