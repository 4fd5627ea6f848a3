/**
 * The standalone mock server's pictures (decision 046): each generated drawing rendered to WebP once, with sharp
 * (libvips; librsvg draws the SVG, its text with the machine's fonts), and kept in memory.
 *
 * Why: an SVG in an `<img>` is a document of its own that the page's main thread parses, lays out and paints
 * (≈ 175 ms of main thread on a phone-sized home before this, ×4 in Lighthouse's throttling); a raster picture is
 * decoded off the main thread, as a real shop's photos are. The browser mock keeps the SVGs (no encoder there).
 * Node only: nothing in the browser bundle may import this.
 */
import sharp from 'sharp';
import type { WebpRenderer } from '../handlers/kit';

/** Lossy quality: a 1600 × 500 banner ≈ 17 kB, an 800 × 800 product picture ≈ 6 kB, a category tile ≈ 4 kB. */
export const WEBP_QUALITY = 70;
/** Pictures kept (least recently asked for dropped first): the seed's ≈ 750 fit; a 10,000-product catalogue's may not. */
export const CACHED_PICTURES = 2000;

export function createWebpRenderer({ quality = WEBP_QUALITY, cached = CACHED_PICTURES } = {}): WebpRenderer {
  const pictures = new Map<string, Promise<Uint8Array>>();
  return (key, svg) => {
    let picture = pictures.get(key);
    if (picture) {
      pictures.delete(key);
    } else {
      picture = sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
      // A failed render is not kept: the next request tries again.
      picture.catch(() => pictures.delete(key));
    }
    pictures.set(key, picture);
    if (pictures.size > cached) pictures.delete(pictures.keys().next().value as string);
    return picture;
  };
}
