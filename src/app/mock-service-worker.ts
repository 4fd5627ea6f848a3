/**
 * The demo's service worker (public/mock-service-worker.js): it hands the page's requests under the mock API's base
 * path to the page's mock worker, the rest going to the network (decisions 064, 067).
 */
export const mockServiceWorkerUrl = (apiBaseUrl: string) =>
  `/mock-service-worker.js?api=${encodeURIComponent(new URL(apiBaseUrl, window.location.origin).pathname.replace(/\/+$/, ''))}`;

/** Asks an active worker to take this page over (the word is the mock's: mocks/worker/protocol.ts, which the app does not import). */
const MOCK_CLAIM = 'storefront-mock:claim';

/** Longest wait for the worker to take the page over (the mock's start then reports that none controls the page). */
const TAKE_OVER_WAIT_MS = 5000;

/**
 * A mock-mode build only (the demo, decisions 064, 067): registers the service worker at the start, so that its
 * download, install and activation run while the mock's worker starts and seeds. Resolves once the worker controls
 * the page (it claims the page when it activates; a worker active long since, which a hard reload left without the
 * page, is asked to claim it), at once where there is no service worker or the registration fails, or after
 * `waitMs`. Never rejects: the mock's start reports a page no worker controls.
 */
export function registerMockServiceWorker(url: string, container: ServiceWorkerContainer | undefined = navigator.serviceWorker, waitMs = TAKE_OVER_WAIT_MS): Promise<void> {
  if (!container || container.controller) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', finish);
      done();
    };
    const timer = setTimeout(finish, waitMs);
    container.addEventListener('controllerchange', finish);
    container.register(url).then((registration) => {
      if (registration.active?.state === 'activated' && !registration.installing && !registration.waiting && !container.controller) registration.active.postMessage({ type: MOCK_CLAIM });
    }, finish);
  });
}
