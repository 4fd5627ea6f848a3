/**
 * The mock API in the browser (dev, preview, demo; decision 067), the page's side of it: the mock runs in a worker
 * of its own (worker/mock-api-worker.ts) and the demo's service worker (public/mock-service-worker.js) hands it the
 * page's API requests directly, so the page's main thread does none of the mock's work. Here the page starts that
 * worker with what it keeps in the tab's storage (the mock's state, the tab's scenario and latency), keeps what the
 * worker changes there, prints what it says, and gives the service worker a port to it.
 *
 * The tab's mock scenario (`?mock-scenario=NAME`, kept for the tab: scenarios/active.ts) picks the world;
 * `setActiveScenario` (or `storefrontMock.setActiveScenario('flaky')` in the console) switches it at once.
 */
import { createStorageKeeper } from './worker/storage-keeper';
import { isMockEntry, MOCK_CONNECT, MOCK_PORT, type PageToWorker, type WorkerToPage } from './worker/protocol';
import { activeScenario, setActiveScenario, subscribeScenario, takeScenarioFromAddress } from './scenarios/active';

export interface StartMockApiOptions {
  /** The API base the SPA calls (e.g. `/api`): only requests under it are answered. */
  apiBaseUrl: string;
  /** Simulated latency per answer, in ms. */
  latencyMs: number;
  /**
   * The demo's service worker (src/app/mock-service-worker.ts), registered at the start: awaited until it controls
   * the page, before the first request is made.
   */
  serviceWorker: { registered: Promise<void> };
}

/** What the mock worker says, printed by the page (worker-scope.ts). */
const print = { info: (text: string) => console.info(text), warn: (text: string) => console.warn(text), error: (text: string) => console.error(text) };

const mockEntries = (storage: Storage) => Object.fromEntries(Object.entries(storage).filter(([key]) => isMockEntry(key))) as Record<string, string>;

/** Starts the tab's mock worker; resolves once the service worker sends the page's API requests to it. */
export async function startMockApi(options: StartMockApiOptions): Promise<void> {
  takeScenarioFromAddress();
  const worker = new Worker(new URL('./worker/mock-api-worker.ts', import.meta.url), { type: 'module', name: 'mock API' });
  const tell = (message: PageToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const keeper = createStorageKeeper({ local: window.localStorage, session: window.sessionStorage });
  worker.addEventListener('message', ({ data }: MessageEvent<WorkerToPage>) => (data.type === 'store' ? keeper.write(data) : print[data.level](data.text)));
  worker.addEventListener('error', (event) => console.error('[mock api] the mock worker failed', event.message));
  tell({
    type: 'start',
    options: { apiBaseUrl: new URL(options.apiBaseUrl, window.location.origin).href, latencyMs: options.latencyMs, scenario: activeScenario(), pageNow: Date.now() },
    local: mockEntries(window.localStorage),
    session: mockEntries(window.sessionStorage),
  });
  window.addEventListener('pagehide', keeper.flush);
  subscribeScenario((name) => tell({ type: 'scenario', name }));
  Object.assign(window, { storefrontMock: { activeScenario, setActiveScenario } });

  await options.serviceWorker.registered;
  const container = navigator.serviceWorker;
  if (!container?.controller) throw new Error('The mock API answers through a service worker, and none controls this page (private window, or service workers turned off?).');
  // A port from the service worker to the mock worker; again whenever the service worker asks (it was stopped and lost it).
  const connect = () => {
    const channel = new MessageChannel();
    tell({ type: 'port' }, [channel.port1]);
    container.controller?.postMessage({ type: MOCK_PORT }, [channel.port2]);
  };
  container.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => event.data?.type === MOCK_CONNECT && connect());
  connect();
}
