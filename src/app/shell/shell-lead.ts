import type { PreloadedData } from '../../api/generated/model';
import { afterNextPaint } from '../../lib/after-next-paint';
import { activeTopBanner, hasCategoryStrip } from './header-parts';

/** Longest wait for a frame once the lead picture is decoded (a page that draws no frame still goes on). */
const PAINT_WAIT_MS = 100;

/**
 * A page's static shell drawing the page's lead pictures (decisions 034, 035): home's first banner, a
 * product's first picture, the shop's first row of cards. Their pages (`home.html`, `product.html`, `shop.html`,
 * written by build/vite-plugin-locale-shells.ts) mark the shell `data-shell-lead` and do not preload the app's
 * large chunk: start-up draws the pictures in the shell's picture boxes as soon as their addresses are known (the
 * boxes are the carousel's, the gallery's or the cards' at every width, static-shell-css.ts), and asks for the large
 * chunk once they are on screen. On a phone's line the pictures then arrive before 115 kB of React DOM and Fluent
 * instead of after them.
 */
export interface ShellLead {
  /**
   * Draws `sources` in the shell's picture boxes, in order, when the shop's settings give the header the boxes the
   * shell drew (a top banner; the category strip); otherwise, or with no picture, only settles `painted`.
   */
  paint(sources: readonly string[], settings: PreloadedData | undefined): void;
  /** Settles once the pictures are painted or failed to load, or none was drawn. Never rejects. */
  painted: Promise<void>;
}

/** The header the shell draws: a top banner, and on wider screens the category strip. */
const headerAsDrawn = (preloaded: PreloadedData | undefined) => Boolean(activeTopBanner(preloaded)) && hasCategoryStrip(preloaded);

const drawPicture = (box: HTMLElement, source: string) => {
  const picture = document.createElement('img');
  picture.className = 'static-shell-picture';
  picture.alt = '';
  picture.setAttribute('fetchpriority', 'high');
  picture.src = source;
  box.append(picture);
  return picture.decode();
};

/** The lead of the page's static shell, or undefined when the page's shell draws none (a page without lead pictures). */
export function shellLead(root: ParentNode = document): ShellLead | undefined {
  const boxes = [...root.querySelectorAll<HTMLElement>('.static-shell[data-shell-lead] .static-shell-art')];
  if (boxes.length === 0) return undefined;
  let settle = () => undefined as void;
  const painted = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const paint = (sources: readonly string[], settings: PreloadedData | undefined) => {
    // React may have replaced the shell already (a slow answer): nothing to draw in.
    const drawn = headerAsDrawn(settings) && boxes[0]?.isConnected ? sources.slice(0, boxes.length) : [];
    if (drawn.length === 0) return settle();
    // Settles when every picture is decoded or has failed: a broken one must not hold the app back.
    void Promise.allSettled(drawn.map((source, index) => drawPicture(boxes[index]!, source)))
      .then(() => afterNextPaint(PAINT_WAIT_MS))
      .then(settle, settle);
  };
  return { paint, painted };
}
