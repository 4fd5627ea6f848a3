/*
 * The demo's service worker (mock-mode builds only; decision 064): msw's own (mockServiceWorker.js, as `msw init`
 * writes it) with one change of route. msw's worker hands every request of the page to the page's main thread —
 * its scripts, styles, fonts and pictures too — and then sends it each response's body for msw's life-cycle
 * events; on a phone that made every chunk the page asks for after the mock started wait for a busy main thread,
 * twice. Here only the mock API's requests (`?api=`, the API base path, e.g. /api) reach msw; every other request
 * of this origin goes to the network as if there were no worker.
 */
const apiPath = new URL(self.location.href).searchParams.get('api') || '/api';

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const forTheMock = url.origin !== self.location.origin || url.pathname === apiPath || url.pathname.startsWith(`${apiPath}/`);
  if (!forTheMock) event.stopImmediatePropagation();
});

self.importScripts('./mockServiceWorker.js');
