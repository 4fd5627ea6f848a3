import { describe, it, expect, vi, afterEach } from 'vitest';
import {
  avatarSvg,
  bannerSvg,
  brandLogoSvg,
  CATEGORY_ARTS,
  categoryImageSvg,
  productImageSvg,
  type CategoryArt,
} from './svg-art';
import { createRng, mulberry32 } from './prng';

/* ------------------------------------------------------------------ */
/* A tiny, regex-free XML well-formedness checker (no DOMParser in node) */
/* ------------------------------------------------------------------ */

interface XmlElement {
  name: string;
  attrs: Map<string, string>;
}

const ENTITIES = ['amp', 'lt', 'gt', 'quot', 'apos'];

function isNameChar(ch: string): boolean {
  return (
    (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '-' || ch === '_' || ch === ':' || ch === '.'
  );
}

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';
}

/** Throws unless every `&` starts a predefined or numeric entity and no raw `<` is present. */
function checkChars(textPart: string, where: string): void {
  for (let i = 0; i < textPart.length; i++) {
    const ch = textPart[i];
    if (ch === '<') throw new Error(`raw "<" in ${where}`);
    if (ch === '&') {
      const semi = textPart.indexOf(';', i);
      if (semi === -1) throw new Error(`unterminated entity in ${where}`);
      const ent = textPart.slice(i + 1, semi);
      const numeric = ent.startsWith('#') && ent.length > 1;
      if (!numeric && !ENTITIES.includes(ent)) throw new Error(`unknown entity &${ent}; in ${where}`);
      i = semi;
    }
  }
}

function parseTag(inner: string): { el: XmlElement; selfClosing: boolean } {
  let i = 0;
  let name = '';
  while (i < inner.length && isNameChar(inner[i] ?? '')) name += inner[i++];
  if (!name) throw new Error(`tag without a name: <${inner}>`);
  const attrs = new Map<string, string>();
  let selfClosing = false;
  for (;;) {
    const before = i;
    while (isSpace(inner[i])) i++;
    if (i >= inner.length) break;
    if (inner[i] === '/' && i === inner.length - 1) {
      selfClosing = true;
      break;
    }
    if (i === before) throw new Error(`missing whitespace before attribute in <${name}>`);
    let attr = '';
    while (i < inner.length && isNameChar(inner[i] ?? '')) attr += inner[i++];
    if (!attr) throw new Error(`bad attribute syntax in <${name}>: ${inner.slice(i, i + 20)}`);
    if (inner[i] !== '=') throw new Error(`attribute ${attr} without value in <${name}>`);
    const quote = inner[i + 1];
    if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute ${attr} in <${name}>`);
    const end = inner.indexOf(quote, i + 2);
    if (end === -1) throw new Error(`unterminated attribute ${attr} in <${name}>`);
    const value = inner.slice(i + 2, end);
    checkChars(value, `attribute ${attr}`);
    if (attrs.has(attr)) throw new Error(`duplicate attribute ${attr} in <${name}>`);
    attrs.set(attr, value);
    i = end + 1;
  }
  return { el: { name, attrs }, selfClosing };
}

/** Parses an XML document and returns every element in document order; throws if malformed. */
function parseXml(xml: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const textPart = lt === -1 ? xml.slice(i) : xml.slice(i, lt);
    if (stack.length === 0 && textPart.trim() !== '') throw new Error('text outside the root element');
    checkChars(textPart, 'text');
    if (lt === -1) break;
    // Find the closing '>' outside attribute quotes.
    let gt = lt + 1;
    let quote: string | null = null;
    for (; gt < xml.length; gt++) {
      const ch = xml[gt];
      if (quote) {
        if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") {
        quote = ch;
      } else if (ch === '>') {
        break;
      }
    }
    if (gt >= xml.length) throw new Error('unterminated tag');
    const inner = xml.slice(lt + 1, gt);
    if (inner.startsWith('!') || inner.startsWith('?')) throw new Error(`unexpected markup <${inner.slice(0, 10)}`);
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim();
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      const { el, selfClosing } = parseTag(inner);
      if (stack.length === 0) roots++;
      elements.push(el);
      if (!selfClosing) stack.push(el.name);
    }
    i = gt + 1;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`expected one root element, got ${roots}`);
  return elements;
}

/** Well-formed, an <svg> root with the expected size, safe content and resolvable internal references. */
function expectValidSvg(svg: string, width: number, height: number): XmlElement[] {
  const elements = parseXml(svg);
  const root = elements[0];
  expect(root?.name).toBe('svg');
  expect(root?.attrs.get('xmlns')).toBe('http://www.w3.org/2000/svg');
  expect(root?.attrs.get('viewBox')).toBe(`0 0 ${width} ${height}`);
  expect(root?.attrs.get('width')).toBe(String(width));
  expect(root?.attrs.get('height')).toBe(String(height));

  const names = new Set(elements.map((e) => e.name));
  for (const banned of ['image', 'script', 'foreignObject', 'use', 'a', 'style', 'iframe']) {
    expect(names.has(banned), `<${banned}> must not appear`).toBe(false);
  }
  const ids = new Set<string>();
  for (const el of elements) {
    for (const [attr, value] of el.attrs) {
      expect(attr.startsWith('on'), `event handler ${attr}`).toBe(false);
      expect(attr.endsWith('href'), `reference attribute ${attr}`).toBe(false);
      if (attr === 'id') {
        expect(ids.has(value), `duplicate id ${value}`).toBe(false);
        ids.add(value);
      }
    }
  }
  // Every url(#…) must point at an id of this document; nothing external.
  for (const el of elements) {
    for (const value of el.attrs.values()) {
      let at = value.indexOf('url(');
      while (at !== -1) {
        const close = value.indexOf(')', at);
        const ref = value.slice(at + 4, close);
        expect(ref.startsWith('#'), `external reference ${ref}`).toBe(true);
        expect(ids.has(ref.slice(1)), `dangling reference ${ref}`).toBe(true);
        at = value.indexOf('url(', close);
      }
    }
  }
  return elements;
}

function textContent(svg: string): string {
  let out = '';
  let at = svg.indexOf('<text');
  while (at !== -1) {
    const start = svg.indexOf('>', at) + 1;
    const end = svg.indexOf('</text>', start);
    out += `${svg.slice(start, end)}\n`;
    at = svg.indexOf('<text', end);
  }
  return out;
}

const product = (art: CategoryArt, index: number, extra: Partial<Parameters<typeof productImageSvg>[0]> = {}): string =>
  productImageSvg({ art, seed: 42, index, label: 'Nova', brandColor: '#7c3aed', ...extra });

/* ------------------------------------------------------------------ */

describe('the well-formedness checker itself', () => {
  it('accepts valid XML and rejects broken XML', () => {
    expect(() => parseXml('<a x="1"><b/>t &amp; u</a>')).not.toThrow();
    expect(() => parseXml('<a><b></a></b>')).toThrow();
    expect(() => parseXml('<a>Tom & Jerry</a>')).toThrow();
    expect(() => parseXml('<a x=1/>')).toThrow();
    expect(() => parseXml('<a x="<"/>')).toThrow();
    expect(() => parseXml('<a/><b/>')).toThrow();
    expect(() => parseXml('<a>')).toThrow();
  });
});

describe('prng', () => {
  it('mulberry32 is deterministic and in [0, 1)', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    for (let i = 0; i < 200; i++) {
      const v = a();
      expect(v).toBe(b());
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('createRng mixes strings and numbers deterministically', () => {
    expect(createRng(1, 'phone').next()).toBe(createRng(1, 'phone').next());
    expect(createRng(1, 'phone').next()).not.toBe(createRng(1, 'laptop').next());
    const r = createRng(9);
    for (let i = 0; i < 100; i++) {
      const n = r.int(2, 5);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
  });
});

describe('productImageSvg', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is deterministic: same input → identical output (and never uses Math.random)', () => {
    const spy = vi.spyOn(Math, 'random');
    for (const art of CATEGORY_ARTS) {
      for (let index = 0; index < 4; index++) {
        expect(product(art, index)).toBe(product(art, index));
      }
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it.each(CATEGORY_ARTS)('%s: the four gallery indices all differ', (art) => {
    const gallery = [0, 1, 2, 3].map((i) => product(art, i));
    expect(new Set(gallery).size).toBe(4);
  });

  it.each(CATEGORY_ARTS)('%s: every view renders a well-formed 800×800 SVG', (art) => {
    for (let index = 0; index < 4; index++) {
      const svg = product(art, index);
      const elements = expectValidSvg(svg, 800, 800);
      // A real illustration, not an empty frame.
      expect(elements.length).toBeGreaterThan(20);
      for (const el of elements.filter((e) => e.name === 'text')) {
        expect(el.attrs.get('font-family')).toBe('Inter, Arial, sans-serif');
      }
    }
  });

  it('seed changes the colourway', () => {
    const a = productImageSvg({ art: 'phone', seed: 1, index: 0, label: 'Nova', brandColor: '#7c3aed' });
    const b = productImageSvg({ art: 'phone', seed: 2, index: 0, label: 'Nova', brandColor: '#7c3aed' });
    expect(a).not.toBe(b);
  });

  it('brand colour tints the artwork', () => {
    expect(product('protein', 0, { brandColor: '#e11d48' })).toContain('#e11d48');
    expect(product('protein', 0, { brandColor: '#E11' })).toContain('#ee1111');
  });

  it('escapes XML special characters in labels', () => {
    const label = `Tom & Jerry's <b>"Best"</b>`;
    for (const art of ['protein', 'vitamins', 'phone', 'snack'] as const) {
      for (let index = 0; index < 4; index++) {
        const svg = product(art, index, { label });
        expectValidSvg(svg, 800, 800);
        expect(svg).not.toContain('<b>');
        expect(svg).not.toContain('Tom & Jerry');
      }
    }
    const svg = product('protein', 0, { label: 'A&B <x>' });
    expect(svg).toContain('A&amp;B &lt;x&gt;');
  });

  it('never injects an unsafe brand colour', () => {
    const svg = product('laptop', 1, { brandColor: '"/><script>alert(1)</script>' });
    expectValidSvg(svg, 800, 800);
    expect(svg).not.toContain('script');
  });

  it('handles Arabic labels, long labels and odd indices', () => {
    const arabic = product('vitamins', 0, { label: 'صحتك & عافيتك' });
    expectValidSvg(arabic, 800, 800);
    expect(textContent(arabic)).toContain('صحتك &amp; عافيتك');

    const long = product('protein', 0, { label: 'An Extremely Long Brand Name Incorporated International' });
    expectValidSvg(long, 800, 800);
    expect(textContent(long)).toContain('…');

    expect(product('tv', 5)).toBe(product('tv', 1));
    expect(product('tv', -1)).toBe(product('tv', 3));
    expectValidSvg(product('tv', Number.NaN), 800, 800);
    expectValidSvg(productImageSvg({ art: 'camera', seed: Number.POSITIVE_INFINITY, index: 0, label: '', brandColor: '' }), 800, 800);
  });

  it('uses document-unique ids so several images can be inlined on one page', () => {
    const ids = (svg: string): string[] =>
      parseXml(svg)
        .map((e) => e.attrs.get('id'))
        .filter((v): v is string => v !== undefined);
    const a = ids(product('phone', 0));
    const b = ids(product('phone', 1));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });
});

describe('categoryImageSvg', () => {
  it.each(CATEGORY_ARTS)('%s: deterministic, well-formed 400×400 tile', (art) => {
    const svg = categoryImageSvg({ art, seed: 3 });
    expect(categoryImageSvg({ art, seed: 3 })).toBe(svg);
    expectValidSvg(svg, 400, 400);
  });

  it('differs per category', () => {
    const tiles = CATEGORY_ARTS.map((art) => categoryImageSvg({ art, seed: 1 }));
    expect(new Set(tiles).size).toBe(CATEGORY_ARTS.length);
  });
});

describe('brandLogoSvg', () => {
  it('renders an escaped, deterministic 400×200 wordmark', () => {
    const svg = brandLogoSvg({ name: 'Optimum & <Co>', color: '#d62828' });
    expect(brandLogoSvg({ name: 'Optimum & <Co>', color: '#d62828' })).toBe(svg);
    expectValidSvg(svg, 400, 200);
    expect(textContent(svg)).toContain('Optimum &amp; &lt;Co&gt;');
    expect(svg).toContain('#d62828');
  });

  it('accepts Arabic names and bad colours', () => {
    expectValidSvg(brandLogoSvg({ name: 'أنكر', color: 'not-a-colour' }), 400, 200);
    expectValidSvg(brandLogoSvg({ name: '', color: '#fff' }), 400, 200);
  });
});

describe('bannerSvg', () => {
  const base = { seed: 5, headline: 'Mega Sale & Free Delivery <today>', sub: 'Up to 40% off phones', art: 'phone' as const };

  it.each(CATEGORY_ARTS)('%s: well-formed 1600×500 banner in both directions', (art) => {
    expectValidSvg(bannerSvg({ ...base, art, dir: 'ltr' }), 1600, 500);
    expectValidSvg(bannerSvg({ ...base, art, dir: 'rtl' }), 1600, 500);
  });

  it('is deterministic and escapes text', () => {
    const svg = bannerSvg({ ...base, dir: 'ltr' });
    expect(bannerSvg({ ...base, dir: 'ltr' })).toBe(svg);
    const copy = textContent(svg);
    expect(copy).toContain('Mega Sale &amp; Free');
    expect(copy).toContain('&lt;today&gt;');
    expect(svg).not.toContain('<today>');
  });

  it('mirrors the text block for rtl', () => {
    const textsOf = (svg: string): XmlElement[] => parseXml(svg).filter((e) => e.name === 'text' && e.attrs.has('class'));
    const ltr = textsOf(bannerSvg({ ...base, dir: 'ltr' }));
    const rtl = textsOf(bannerSvg({ seed: 5, headline: 'تخفيضات كبرى', sub: 'توصيل مجاني', art: 'protein', dir: 'rtl' }));
    expect(ltr.length).toBeGreaterThan(1);
    expect(rtl.length).toBeGreaterThan(1);
    for (const t of ltr) {
      expect(Number(t.attrs.get('x'))).toBeLessThan(800);
      expect(t.attrs.get('direction')).toBeUndefined();
    }
    for (const t of rtl) {
      expect(Number(t.attrs.get('x'))).toBeGreaterThan(800);
      expect(t.attrs.get('direction')).toBe('rtl');
    }
  });

  it('wraps very long copy instead of overflowing', () => {
    const svg = bannerSvg({ ...base, headline: 'word '.repeat(60), sub: 'longer '.repeat(60), dir: 'ltr' });
    expectValidSvg(svg, 1600, 500);
    const copy = parseXml(svg).filter((e) => e.name === 'text' && e.attrs.has('class'));
    expect(copy.filter((e) => e.attrs.get('class') === 'banner-headline').length).toBe(2);
    expect(copy.filter((e) => e.attrs.get('class') === 'banner-sub').length).toBe(2);
  });
});

describe('avatarSvg', () => {
  it('renders a deterministic 200×200 circle with the initial', () => {
    const svg = avatarSvg({ initial: 'mona', seed: 7 });
    expect(avatarSvg({ initial: 'mona', seed: 7 })).toBe(svg);
    expectValidSvg(svg, 200, 200);
    expect(textContent(svg).trim()).toBe('M');
    expect(avatarSvg({ initial: 'mona', seed: 8 })).not.toBe(svg);
  });

  it('escapes and handles unusual initials', () => {
    const lt = avatarSvg({ initial: '<', seed: 1 });
    expectValidSvg(lt, 200, 200);
    expect(textContent(lt).trim()).toBe('&lt;');
    expectValidSvg(avatarSvg({ initial: '&', seed: 1 }), 200, 200);
    expectValidSvg(avatarSvg({ initial: '', seed: 1 }), 200, 200);
    expect(textContent(avatarSvg({ initial: 'منى', seed: 1 })).trim()).toBe('م');
    expect(textContent(avatarSvg({ initial: '😀x', seed: 1 })).trim()).toBe('😀');
  });
});
