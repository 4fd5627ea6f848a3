/**
 * The standalone mock server's pictures (decision 042): each generated drawing rendered to WebP once, with sharp
 * (libvips; librsvg draws the SVG, its text with the machine's fonts), and kept in memory.
 *
 * Why: an SVG in an `<img>` is a document of its own that the page's main thread parses, lays out and paints
 * (≈ 175 ms of main thread on a phone-sized home before this, ×4 in Lighthouse's throttling); a raster picture is
 * decoded off the main thread, as a real shop's photos are. The browser mock keeps the SVGs (no encoder there).
 * Node only: nothing in the browser bundle may import this.
 */
import sharp from 'sharp';
import type { WebpRenderer } from '../handlers/kit';

/** Lossy quality: a banner ≈ 12 kB, an 800 × 800 product picture ≈ 6 kB, a category tile ≈ 4 kB. */
export const WEBP_QUALITY = 70;
/**
 * No picture wider (only the banners, drawn 1600 × 500, are): home's banner is at most ≈ 1,250 CSS px wide on a
 * desktop, and a phone crops it to 16 / 8 at ≈ 660 CSS px (≈ 1,150 device px at 1.75×). The banner is home's
 * largest paint: 1200 px wide it is 12 kB instead of 17 on a phone's line.
 */
export const WEBP_MAX_WIDTH = 1200;
/** Pictures kept (least recently asked for dropped first): the seed's ≈ 750 fit; a 10,000-product catalogue's may not. */
export const CACHED_PICTURES = 2000;

export function createWebpRenderer({ quality = WEBP_QUALITY, cached = CACHED_PICTURES } = {}): WebpRenderer {
  const pictures = new Map<string, Promise<Uint8Array>>();
  return (key, svg) => {
    let picture = pictures.get(key);
    if (picture) {
      pictures.delete(key);
    } else {
      picture = sharp(Buffer.from(svg)).resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true }).webp({ quality }).toBuffer();
      // A failed render is not kept: the next request tries again.
      picture.catch(() => pictures.delete(key));
    }
    pictures.set(key, picture);
    if (pictures.size > cached) pictures.delete(pictures.keys().next().value as string);
    return picture;
  };
}
