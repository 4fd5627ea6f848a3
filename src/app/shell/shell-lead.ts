import type { PreloadedData } from '../../api/generated/model';
import { afterNextPaint } from '../../lib/after-next-paint';
import { activeTopBanner, hasCategoryStrip } from './header-parts';

/** Longest wait for a frame once the lead picture is decoded (a page that draws no frame still goes on). */
const PAINT_WAIT_MS = 100;

/**
 * A page's static shell drawing the page's lead picture (decisions 038-lead, 039-lead): home's first banner, a
 * product's first picture. Their pages (`home.html`, `product.html`, written by scripts/vite-plugin-locale-shells.ts)
 * mark the shell `data-shell-lead` and do not preload the app's large chunk: start-up draws the picture in the
 * shell's block as soon as its address is known (the block has the carousel's or the gallery's box at every width,
 * static-shell.css), and asks for the large chunk once it is on screen. On a phone's line the picture then arrives
 * before 115 kB of React DOM and Fluent instead of after them.
 */
export interface ShellLead {
  /**
   * Draws the first of `sources` in the shell's block, when the shop's settings give the header the boxes the
   * shell drew (a top banner; the category strip); otherwise, or with no picture, only settles `painted`.
   */
  paint(sources: readonly string[], settings: PreloadedData | undefined): void;
  /** Settles once the picture is painted, failed to load, or was not drawn. Never rejects. */
  painted: Promise<void>;
}

/** The header the shell draws: a top banner, and on wider screens the category strip. */
const headerAsDrawn = (preloaded: PreloadedData | undefined) => Boolean(activeTopBanner(preloaded)) && hasCategoryStrip(preloaded);

/** The lead of the page's static shell, or undefined when the page's shell draws none (every page but home and a product). */
export function shellLead(root: ParentNode = document): ShellLead | undefined {
  const art = root.querySelector<HTMLElement>('.static-shell[data-shell-lead] .static-shell-art');
  if (!art) return undefined;
  let settle = () => undefined as void;
  const painted = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const paint = (sources: readonly string[], settings: PreloadedData | undefined) => {
    const [source] = sources;
    // React may have replaced the shell already (a slow answer): nothing to draw in.
    if (!source || !headerAsDrawn(settings) || !art.isConnected) return settle();
    const picture = document.createElement('img');
    picture.className = 'static-shell-picture';
    picture.alt = '';
    picture.setAttribute('fetchpriority', 'high');
    picture.src = source;
    art.append(picture);
    picture
      .decode()
      .then(() => afterNextPaint(PAINT_WAIT_MS))
      .then(settle, settle);
  };
  return { paint, painted };
}
