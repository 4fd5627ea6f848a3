/**
 * The demo's service worker (public/mock-service-worker.js): msw's (public/mockServiceWorker.js), handing the page
 * only the requests under the mock API's base path, the rest going to the network (decision 064).
 */
export const mockServiceWorkerUrl = (apiBaseUrl: string) =>
  `/mock-service-worker.js?api=${encodeURIComponent(new URL(apiBaseUrl, window.location.origin).pathname.replace(/\/+$/, ''))}`;

/** Longest wait for the worker to take the page over: the mock then starts as it did before (msw registers it itself). */
const TAKE_OVER_WAIT_MS = 5000;

/**
 * A mock-mode build only (the demo, decision 064): registers msw's service worker at the start, so that its download,
 * install and activation run while the mock's chunk is downloaded, evaluated and seeded, instead of after them.
 * Resolves once the worker controls the page — msw's own start, finding a registration of its worker without a
 * controlled page, reloads the page — or at once where there is no service worker, when the registration fails, or
 * when an active worker does not take the page over (a hard reload: msw then does what it did before).
 * Never rejects: msw's start reports what went wrong.
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
      // Long active, and not taking this page over (it claims pages only when it activates): nothing to wait for.
      if (registration.active?.state === 'activated' && !registration.installing && !registration.waiting && !container.controller) finish();
    }, finish);
  });
}
