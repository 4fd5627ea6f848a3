/**
 * What the interactions bench runs inside the page, as plain JavaScript (tsx's `__name` helper does not exist there):
 * the web-vitals library's INP with attribution, the time until an interaction's result is drawn, and the browser's
 * floor for drawing that result. Every time is absolute (`performance.timeOrigin` + the page's clock), so an
 * interaction that loads another document (the language switch) is timed across the load.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright';
import { repoRoot } from '../servers';

/** The parts of an INP report the bench keeps (web-vitals' `INPMetricWithAttribution`). */
export interface InpReport {
  value: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  interactionType: string;
  interactionTarget: string;
  /** The longest scripts of the long animation frames the interaction overlapped (web-vitals' attribution). */
  longScripts: string[];
  /** Those frames: duration, and the part from rendering's start (style, layout, paint) and from style and layout's start. */
  longFrames: string[];
}

const webVitals = readFileSync(resolve(repoRoot, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');

/**
 * Before any script of the app, in every document of `context`: web-vitals' `onINP` with attribution, every change
 * reported (`reportAllChanges`) down to the shortest interaction the browser times (`durationThreshold: 0`, clamped
 * to 16 ms by the browser), to `onReport` in Node (a binding, so a report sent while the page unloads arrives).
 * The page's INP is its worst interaction: only the measured one is made with real input, what prepares it is
 * dispatched in the page (untrusted events, which Event Timing does not time).
 */
export async function recordInp(context: BrowserContext, onReport: (report: InpReport) => void): Promise<void> {
  await context.exposeBinding('__benchInp', (_source, report: InpReport) => onReport(report));
  await context.addInitScript(`${webVitals}
webVitals.onINP((metric) => {
  const a = metric.attribution;
  const longScripts = (a.longAnimationFrameEntries || []).flatMap((frame) => frame.scripts || [])
    .sort((x, y) => y.duration - x.duration).slice(0, 3)
    .map((script) => Math.round(script.duration) + ' ms ' + script.invokerType + ' ' + (script.sourceURL || '').split('/').pop() + (script.sourceFunctionName ? ' ' + script.sourceFunctionName : ''));
  const longFrames = (a.longAnimationFrameEntries || []).map((frame) => {
    const end = frame.startTime + frame.duration;
    return Math.round(frame.duration) + ' ms (rendering ' + Math.round(frame.renderStart ? end - frame.renderStart : 0) + ', style and layout ' + Math.round(frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0) + ')';
  });
  window.__benchInp({ value: metric.value, inputDelay: a.inputDelay, processingDuration: a.processingDuration, presentationDelay: a.presentationDelay, interactionType: a.interactionType, interactionTarget: a.interactionTarget, longScripts, longFrames });
}, { reportAllChanges: true, durationThreshold: 0 });`);
}

/** Long animation frames as [start, end] in absolute time, into `list`. */
const observeFrames = `(list) => new PerformanceObserver((entries) => { for (const entry of entries.getEntries()) list.push({ start: performance.timeOrigin + entry.startTime, end: performance.timeOrigin + entry.startTime + entry.duration }); }).observe({ type: 'long-animation-frame' })`;

/**
 * Once `condition` (a JavaScript expression over `main`) first holds after the interaction: the time of the next
 * frame's animation callbacks (`frame`) and of the first task after that frame (`end`), with the long animation
 * frames seen (`frames`), in `window.__bench`. The interaction's start is the time stamp of the next click, or of
 * the last key pressed; or, `fromStorage`, the one the previous document left in sessionStorage (a page load).
 */
export const arm = (condition: string, fromStorage = false) => `(() => {
  const bench = (window.__bench = { start: undefined, frame: undefined, end: undefined, frames: [] });
  (${observeFrames})(bench.frames);
  if (${fromStorage}) bench.start = Number(sessionStorage.getItem('__benchStart'));
  const at = (event) => performance.timeOrigin + event.timeStamp;
  document.addEventListener('click', (event) => { if (bench.start === undefined) { bench.start = at(event); sessionStorage.setItem('__benchStart', String(bench.start)); } }, { capture: true, once: true });
  document.addEventListener('keydown', (event) => { bench.start = at(event); }, { capture: true });
  const holds = () => { const main = document.querySelector('main'); return Boolean(main) && Boolean(${condition}); };
  const check = () => {
    if (bench.end !== undefined || bench.start === undefined || !holds()) return;
    bench.end = -1;
    requestAnimationFrame(() => { bench.frame = performance.timeOrigin + performance.now(); setTimeout(() => { bench.end = performance.timeOrigin + performance.now(); observer.disconnect(); }, 0); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  check();
})()`;

/**
 * From the interaction to the end of the frame that showed its result: the end of the long animation frame whose
 * animation callbacks ran after the condition held (style, layout and paint included), else — a frame under 50 ms
 * is not reported — the first task after that frame (decision 038).
 */
export async function elapsed(page: Page): Promise<number> {
  await page.waitForFunction(() => ((window as unknown as { __bench?: { end?: number } }).__bench?.end ?? -1) > 0, undefined, { timeout: 30_000, polling: 50 });
  // Long animation frames are reported once the frame is over, in a task of their own.
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: { start: number; frame: number; end: number; frames: { start: number; end: number }[] } }).__bench;
    const frame = bench.frames.find((entry) => entry.start <= bench.frame && bench.frame <= entry.end);
    return (frame ? frame.end : bench.end) - bench.start;
  });
}

/**
 * The floor under a result on this machine: the browser alone drawing it again — the element `selector` finds
 * (the result, once the interaction is over) replaced by a deep copy of itself (pictures left out), no script of
 * the app — from the replacement to the end of the frame that showed it (style, layout and paint; the first task
 * after the frame when that frame was under 50 ms). Whatever the app does, the interaction costs this much more
 * than its own work (decision 039).
 */
export const floor = (selector: string) => `new Promise((resolve, reject) => {
  const frames = [];
  (${observeFrames})(frames);
  const result = document.querySelector(${JSON.stringify(selector)});
  if (!result) { reject(new Error('No result to draw again: ' + ${JSON.stringify(selector)})); return; }
  const copy = result.cloneNode(true);
  copy.querySelectorAll('img').forEach((image) => image.removeAttribute('src'));
  const start = performance.timeOrigin + performance.now();
  result.replaceWith(copy);
  requestAnimationFrame(() => {
    const frame = performance.timeOrigin + performance.now();
    setTimeout(() => {
      const next = performance.timeOrigin + performance.now();
      setTimeout(() => { const drawn = frames.find((entry) => entry.start <= frame && frame <= entry.end); resolve((drawn ? drawn.end : next) - start); }, 100);
    }, 0);
  });
})`;

/** Enough for the bottom of the viewport to be presented (56 px was, in that plain page). */
const WINDOW_ROOM_PX = 200;

/**
 * Gives the page's headless window room below the phone's viewport (the page still sees 390×844). With the window
 * exactly the viewport's size — Playwright sizes it so — headless Chromium presents no change in the bottom ≈ 90 px
 * of the page after a press there: a plain page whose button at the bottom changes a box at the bottom reports no
 * Event Timing entry until something higher up changes, and on the shop a tap on the bottom bar waited for the top
 * banner's countdown (once a second). A phone presents its bottom bar like any other part of the screen.
 */
export async function roomBelowViewport(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return;
  const cdp = await page.context().newCDPSession(page);
  const { windowId } = await cdp.send('Browser.getWindowForTarget');
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: viewport.width, height: viewport.height + WINDOW_ROOM_PX } });
  await cdp.detach();
}

/**
 * A press at the centre of an element with the raw mouse (move, down, up), as `Locator.click` presses, without its
 * hit-target check: to verify what a click hits, Playwright listens in the page to the press's own events
 * (`pointerdown` … `click`, each checked with `elementsFromPoint`, ≈ 10 ms an event at 4× CPU) — the bench's own
 * work inside the interaction it times, in its processing.
 */
export async function pressAt(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing to press: ${String(target)}`);
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The floor under an INP on this machine and page: a tap the app does nothing for — a plain button added over the
 * page (its own corner, on top of any panel), whose press only changes its own colour — timed by Event Timing as the
 * measured interaction was (the same input, the CPU still slowed). What the browser alone needs to answer a press on
 * this page: an INP target below it cannot be met by any app (decision 063). Event Timing reports no press under
 * 16 ms; such a floor reads 16.
 */
export async function tapFloor(page: Page): Promise<number> {
  await page.evaluate(`(() => {
    const button = document.createElement('button');
    button.id = '__benchTapFloor';
    button.textContent = '·';
    button.style.cssText = 'position:fixed;top:0;inset-inline-end:0;z-index:2147483647;width:24px;height:24px;background:#fff;border:0';
    button.addEventListener('click', () => { button.style.background = '#000'; });
    document.body.append(button);
    window.__benchTapFloor = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.target === button && entry.interactionId) window.__benchTapFloor.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  })()`);
  await pressAt(page.locator('#__benchTapFloor'));
  await page.waitForTimeout(500);
  const durations = (await page.evaluate('window.__benchTapFloor')) as number[];
  return Math.max(16, ...durations);
}
