import { afterNextPaint } from './after-next-paint';

/**
 * Longest wait for the opened page's lead image to be painted, from the first call (the app's first commit):
 * a page whose lead image is not its largest paint, fails to load or is never shown still gets what waited.
 */
const LEAD_PAINT_WAIT_MS = 300;

let leadImages: ReadonlySet<string> = new Set();
let firstScreen: Promise<void> | undefined;

const absolute = (src: string) => new URL(src, document.baseURI).href;

/** Start-up names the opened page's lead images once its data is there (src/app/router/start-preload.ts, with their preload). */
export function expectLeadImages(sources: readonly string[]): void {
  if (sources.length > 0) leadImages = new Set(sources.map(absolute));
}

const reportsLargestPaint = () =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/** Resolves when the browser reports one of the lead images as the largest paint so far (never rejects). */
const leadImagePainted = (images: ReadonlySet<string>) =>
  new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => images.has((entry as PerformanceEntry & { url?: string }).url ?? ''))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });

/**
 * Resolves once the opened page's first screen is complete (decision 031): its lead image painted, as the
 * browser reports it (the first frame after the first render often comes before the image is drawn); a page
 * without a known lead image, a hidden page or a browser without the Largest Contentful Paint API (Safari):
 * after the next frame. At most LEAD_PAINT_WAIT_MS after the first call; settled once for the whole visit.
 *
 * What is not needed for that screen waits for it (what waits for idle, use-after-idle.ts: the footer, lower
 * sections): on a phone, every request made before that paint shares the network with what the paint needs.
 */
export function afterLeadImagePaint(): Promise<void> {
  firstScreen ??= Promise.race([
    leadImages.size > 0 && reportsLargestPaint() && document.visibilityState === 'visible' ? leadImagePainted(leadImages) : afterNextPaint(LEAD_PAINT_WAIT_MS),
    new Promise<void>((resolve) => setTimeout(resolve, LEAD_PAINT_WAIT_MS)),
  ]);
  return firstScreen;
}

/** Tests only: forget the visit's lead images and its first screen. */
export function resetLeadImagePaint(): void {
  leadImages = new Set();
  firstScreen = undefined;
}
