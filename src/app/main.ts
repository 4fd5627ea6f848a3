// The entry: the page's stylesheet (fonts, global rules, the static shell, the failure screen) and what
// starts the shop once the static shell is on screen (decision 026-lead).
import './fonts';
import './global.css';
import './shell/static-shell.css';
import './startup-failure.css';
import { showStartupFailure } from './startup-failure';

/** Longest wait for a frame: a tab opened in the background paints nothing, and must start all the same. */
const PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted (a task queued from requestAnimationFrame runs after that frame),
 * or after PAINT_WAIT_MS. The app's modules are already downloading (the HTML preloads them); evaluating
 * them and rendering take the main thread for a while, and the static shell shows during that time only if
 * it was painted first.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_WAIT_MS);
  });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

/** Start-up never ends in an empty page: whatever fails before the first render shows the failure screen. */
afterNextPaint()
  .then(() => import('./start'))
  .then(({ start }) => start(rootElement))
  .catch((error: unknown) => {
    console.error('[storefront] start-up failed', error);
    showStartupFailure(rootElement);
  });
