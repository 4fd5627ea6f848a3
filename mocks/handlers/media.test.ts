import { describe, expect, it } from 'vitest';
import { mediaSvg } from './media';
import { underApi } from './kit';
import { createTestDb } from '../testing/test-db';

describe('media art', () => {
  const { db } = createTestDb();

  it('draws every kind of picture the data links to', () => {
    const files: [string, string][] = [
      ['products', '1-0.svg'],
      ['products', '1-3.svg'],
      ['categories', '1.svg'],
      ['brands', '1.svg'],
      ['banners', '1-en.svg'],
      ['banners', '1-ar.svg'],
      ['banners', 'top-header.svg'],
      ['banners', 'top-header-ar.svg'],
      ['site', 'logo.svg'],
      ['site', 'favicon.svg'],
      ['payments', 'instapay.svg'],
      ['avatars', 'Mona%20Hassan.svg'],
    ];
    for (const [kind, file] of files) expect(mediaSvg(db, kind, file), `${kind}/${file}`).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('draws the same picture for the same URL and different gallery positions differently', () => {
    expect(mediaSvg(db, 'products', '2-1.svg')).toBe(mediaSvg(db, 'products', '2-1.svg'));
    expect(mediaSvg(db, 'products', '2-1.svg')).not.toBe(mediaSvg(db, 'products', '2-2.svg'));
  });

  it("draws the Arabic header promo in Arabic only (issue 12 point 10), the English one unchanged", () => {
    const { body } = db.state.settings.topHeader;
    const arabic = mediaSvg(db, 'banners', 'top-header-ar.svg')!;
    expect(arabic).toContain(body.ar.split(' ')[0]);
    expect(arabic).not.toContain(body.en.split(' ')[0]);
    expect(mediaSvg(db, 'banners', 'top-header.svg')).toContain(body.en.split(' ')[0]);
  });

  it('has nothing for unknown records or kinds', () => {
    expect(mediaSvg(db, 'products', '999999-0.svg')).toBeNull();
    expect(mediaSvg(db, 'banners', '1-fr.svg')).toBeNull();
    expect(mediaSvg(db, 'secrets', 'x.svg')).toBeNull();
  });
});

describe('API base guard (browser)', () => {
  it('answers only requests under the API base, so Vite modules with API-like paths pass through', () => {
    const page = 'http://localhost:5173';
    expect(underApi('http://localhost:5173/api/products/x', '/api', page)).toBe(true);
    expect(underApi('http://localhost:5173/api', '/api', page)).toBe(true);
    expect(underApi('http://localhost:5173/src/features/catalog/products/card.tsx', '/api', page)).toBe(false);
    expect(underApi('http://localhost:5173/apiary/cart', '/api', page)).toBe(false);
    expect(underApi('http://other.host/api/cart', '/api', page)).toBe(false);
    expect(underApi('http://localhost:4010/cart', 'http://localhost:4010', page)).toBe(true);
    expect(underApi('http://localhost:4010/cart', undefined, page)).toBe(true);
  });
});
