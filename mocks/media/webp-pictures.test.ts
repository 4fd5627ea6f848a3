import sharp from 'sharp';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db';
import { createHandlers } from '../handlers/all-handlers';
import { picturesToRenderFirst } from '../handlers/media';
import { createWebpRenderer } from './webp-pictures';

const BASE = 'http://mock.test';
const webpDb = () => createDb({ mediaBaseUrl: BASE, mediaFormat: 'webp' });
const get = (handlers: ReturnType<typeof createHandlers>, url: string) => getResponse(handlers, new Request(url));
const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0e7490"/></svg>';

describe('the standalone server’s WebP pictures (decision 042)', () => {
  it('links every picture as WebP, but the tab’s icon', () => {
    const db = webpDb();
    expect(db.media.product(1, 0)).toBe(`${BASE}/media/products/1-0.webp`);
    expect(db.media.banner(2, 'ar')).toBe(`${BASE}/media/banners/2-ar.webp`);
    expect(db.media.topHeader('ar')).toBe(`${BASE}/media/banners/top-header-ar.webp`);
    expect(db.media.avatar('Mona Hassan')).toBe(`${BASE}/media/avatars/Mona%20Hassan.webp`);
    expect(db.media.favicon()).toBe(`${BASE}/media/site/favicon.svg`);
    expect(createDb({ mediaBaseUrl: BASE }).media.product(1, 0)).toBe(`${BASE}/media/products/1-0.svg`);
  });

  it('answers a .webp URL with the drawing rendered at its own size (at most 1200 px wide), cacheable; the .svg URL with the drawing', async () => {
    const db = webpDb();
    const handlers = createHandlers(db, { testHooks: false, renderWebp: createWebpRenderer() });
    for (const [url, width, height] of [
      [db.media.product(1, 0), 800, 800],
      [db.media.banner(1, 'ar'), 1200, 375],
    ] as const) {
      const response = await get(handlers, url);
      expect(response?.status, url).toBe(200);
      expect(response?.headers.get('content-type')).toBe('image/webp');
      expect(response?.headers.get('cache-control')).toContain('max-age=31536000');
      const picture = Buffer.from(await response!.arrayBuffer());
      expect(picture.subarray(0, 4).toString('latin1') + picture.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const drawing = await get(handlers, `${BASE}/media/products/1-0.svg`);
    expect(drawing?.headers.get('content-type')).toContain('image/svg+xml');
    expect(await drawing?.text()).toMatch(/^<svg/);
    expect((await get(handlers, `${BASE}/media/products/99999-0.webp`))?.status).toBe(404);
  });

  it('has no WebP pictures where nothing renders them (the browser mock)', async () => {
    const handlers = createHandlers(webpDb(), { testHooks: false });
    expect((await get(handlers, `${BASE}/media/products/1-0.webp`))?.status).toBe(404);
    expect((await get(handlers, `${BASE}/media/products/1-0.svg`))?.status).toBe(200);
  });

  it('renders a picture once, keeps the most recently asked for, and forgets a failed one', async () => {
    const render = createWebpRenderer({ cached: 2 });
    const first = render('a', DRAWING);
    expect(render('a', DRAWING)).toBe(first);
    render('b', DRAWING);
    render('a', DRAWING); // a is now the most recent: c pushes b out
    render('c', DRAWING);
    expect(render('a', DRAWING)).toBe(first);
    const b = render('b', DRAWING);
    expect(b).not.toBe(first);
    expect(await b).toEqual(await first);

    const broken = render('broken', '<svg');
    await expect(broken).rejects.toThrow();
    expect(render('broken', DRAWING)).not.toBe(broken);
  });

  it('renders first the first screen’s pictures, then products’ first pictures, all of which exist', async () => {
    const db = webpDb();
    const handlers = createHandlers(db, { testHooks: false, renderWebp: createWebpRenderer() });
    const urls = picturesToRenderFirst(db, 60);
    expect(urls).toHaveLength(60);
    expect(urls.slice(0, 3)).toEqual([db.media.logo(), db.media.topHeader('en'), db.media.banner(db.state.banners[0]!.id, 'en')]);
    expect(urls).toContain(db.media.banner(db.state.banners[0]!.id, 'ar'));
    expect(urls).toContain(db.media.category(db.state.categories[0]!.id));
    expect(urls.at(-1)).toMatch(/\/media\/products\/\d+-0\.webp$/);
    expect(picturesToRenderFirst(db, 10_000).filter((url) => url.includes('/products/'))).toHaveLength(db.state.products.length);
    for (const url of urls) expect((await get(handlers, url))?.status, url).toBe(200);
  }, 30_000);
});
