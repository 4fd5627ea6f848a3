// The entry: the page's stylesheet (fonts, theme, global rules, the static shell, the failure screen) and what
// starts the shop once the static shell is on screen (decision 024).
import './fonts';
// The Fluent theme as CSS custom properties, and the static shell's rules from the layout tokens, both written at build
// time (build/vite-plugin-theme-css.ts).
import 'virtual:storefront-theme.css';
import './global.css';
import 'virtual:static-shell.css';
import './startup-failure.css';
import { showStartupFailure } from './startup-failure';
import { afterNextPaint } from '../lib/after-next-paint';
import { nextTask } from '../lib/next-task';

/**
 * Longest wait for the shell's frame: a browser that draws no frames must start the shop all the same. Long, because
 * a browser may hold its first frame back for a while after the page has loaded — Chromium under Lighthouse does, in
 * about half of the runs on a busy 2-core machine, for 1–2 s (decision 045) — and whatever the shop asked for
 * meanwhile went ahead of the shell's paint: with 500 ms here, the lead picture's simulated paint moved from 1.9 s to
 * 3.4–3.9 s in those runs. Waiting for the frame, it stays at 1.9–2.1 s. A page that draws its frames (every
 * visible page of a browser at work) waits one frame, as before.
 */
const PAINT_WAIT_MS = 3000;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

/**
 * Start-up never ends in an empty page: whatever fails before the first render shows the failure screen.
 * The static shell is painted first: the app's modules are already downloading meanwhile (the HTML preloads
 * them); evaluating them and rendering take the main thread for a while, and the shell shows during that time
 * only if it was painted first. Then the opened page's requests leave first (start-requests.ts, a small chunk),
 * while the app's large chunk is still arriving; that chunk runs when they have what the first render needs
 * (decision 028). On a lead page (home, the shop, a product) the large chunk is asked for only once the shell
 * has drawn the page's lead pictures (decisions 034, 035).
 */
afterNextPaint(PAINT_WAIT_MS)
  .then(() => import('./start-requests'))
  // Running the small chunk's modules (axios, React Query, the route table) and sending the first requests were one
  // task of 45–80 ms on this machine, four times that on Lighthouse's phone: now two (decision 041).
  .then((module) => nextTask().then(() => module))
  .then(({ startRequests }) => {
    const { started, appMayLoad } = startRequests();
    return Promise.all([started, appMayLoad.then(() => import('./start'))]);
  })
  .then(([started, { start }]) => start(rootElement, started))
  .catch((error: unknown) => {
    console.error('[storefront] start-up failed', error);
    showStartupFailure(rootElement);
  });
