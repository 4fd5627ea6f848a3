/**
 * Deterministic placeholder artwork for the mock API (product photos, category tiles,
 * brand logos, promo banners, avatars). Everything is generated locally as SVG strings:
 * no network, no <image>, no scripts, no Math.random(). Same input → identical output.
 */
import type { CategoryArt } from './art-kinds';
import { createCtx, ILLUSTRATIONS, type Drawing } from './illustrations';
import { createRng, mixSeed } from './prng';
import { circle, clip, darken, ellipse, esc, f, fitSize, FONT, group, hsl, inkOn, lighten, luminance, normHex, path, rect, stops, text, wrap } from './svg-utils';

export type { CategoryArt };

export const CATEGORY_ARTS: readonly CategoryArt[] = [
  'phone',
  'laptop',
  'audio',
  'wearable',
  'camera',
  'gaming',
  'tv',
  'accessory',
  'tablet',
  'protein',
  'vitamins',
  'preworkout',
  'snack',
  'smart-home',
];

export interface ProductImageInput {
  art: CategoryArt;
  seed: number;
  /** 0..3: gallery position (angle / variant). */
  index: number;
  /** Short brand name printed on packaging and devices. */
  label: string;
  /** Brand colour (#rgb or #rrggbb); falls back to a neutral blue. */
  brandColor: string;
}

export interface CategoryImageInput {
  art: CategoryArt;
  seed: number;
}

export interface BrandLogoInput {
  name: string;
  color: string;
}

export interface BannerInput {
  seed: number;
  headline: string;
  sub: string;
  art: CategoryArt;
  dir: 'ltr' | 'rtl';
}

export interface AvatarInput {
  initial: string;
  seed: number;
}

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/** Base hue of each category, used for tiles and fallbacks. */
const ART_HUE: Readonly<Record<CategoryArt, number>> = {
  phone: 222,
  laptop: 250,
  audio: 275,
  wearable: 168,
  camera: 28,
  gaming: 300,
  tv: 200,
  accessory: 45,
  tablet: 190,
  protein: 14,
  vitamins: 95,
  preworkout: 340,
  snack: 32,
  'smart-home': 140,
};

function safeArt(art: string): CategoryArt {
  return (CATEGORY_ARTS as readonly string[]).includes(art) ? (art as CategoryArt) : 'accessory';
}

function safeSeed(seed: number): number {
  return Number.isFinite(seed) ? seed : 0;
}

function svgDoc(w: number, h: number, defs: readonly string[], body: string, title?: string): string {
  const titleEl = title ? `<title>${title}</title>` : '';
  const defsEl = defs.length ? `<defs>${defs.join('')}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">${titleEl}${defsEl}${body}</svg>`;
}

/**
 * Transform that fits a drawing's box into a target box centred on (cx, cy);
 * with `bottom`, the box instead stands on that line.
 */
function fitTransform(d: Drawing, cx: number, cy: number, maxW: number, maxH: number, maxScale: number, bottom?: number): string {
  const [x, y, w, h] = d.box;
  const s = Math.min(maxW / w, maxH / h, maxScale);
  const tx = cx - (x + w / 2) * s;
  const ty = bottom === undefined ? cy - (y + h / 2) * s : bottom - (y + h) * s;
  return `transform="translate(${f(tx)} ${f(ty)}) scale(${f(s)})"`;
}

function shadowsOf(d: Drawing, gradUrl: string, strength: number): string {
  return d.shadows
    .map((s) => ellipse(s.cx, s.cy, s.rx, s.ry, gradUrl, `opacity="${f(Math.min(1, strength * (s.k ?? 1)))}"`))
    .join('');
}

function shadowGradient(id: string): string {
  return `<radialGradient id="${id}">${stops([
    [0, '#0b1220', 0.42],
    [0.55, '#0b1220', 0.16],
    [1, '#0b1220', 0],
  ])}</radialGradient>`;
}

function linear(id: string, list: Parameters<typeof stops>[0], x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${f(x2)}" y2="${f(y2)}">${stops(list)}</linearGradient>`;
}

/* ------------------------------------------------------------------ */
/* Product image                                                       */
/* ------------------------------------------------------------------ */

const BACKDROP_HUES = [214, 30, 150, 265, 200, 12, 90] as const;

/** 800×800 product "photo": soft studio backdrop, floor shadow and the product illustration. */
export function productImageSvg(input: ProductImageInput): string {
  const art = safeArt(input.art);
  const seed = safeSeed(input.seed);
  const view = (((Math.trunc(Number.isFinite(input.index) ? input.index : 0) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  const accent = normHex(input.brandColor);
  const label = clip(input.label, 20);
  const uid = `pi${mixSeed(art, seed, view, label, accent).toString(36)}`;
  const ctx = createCtx({ uid, art, seed, view, accent, label });
  const drawing = ILLUSTRATIONS[art](ctx);

  const bg = createRng(seed, art, 'backdrop');
  const hue = bg.pick(BACKDROP_HUES) + view * 6;
  const sat = bg.range(0.12, 0.28);
  const ids = { bg: `${uid}-bg`, spot: `${uid}-spot`, floor: `${uid}-floor`, shadow: `${uid}-sh` };
  const defs = [
    linear(ids.bg, [
      [0, hsl(hue, sat, 0.975)],
      [0.62, hsl(hue, sat, 0.94)],
      [1, hsl(hue, sat * 0.8, 0.88)],
    ]),
    `<radialGradient id="${ids.spot}" cx="0.5" cy="0.4" r="0.55">${stops([
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ])}</radialGradient>`,
    linear(ids.floor, [
      [0, hsl(hue, sat, 0.5), 0],
      [1, hsl(hue, sat, 0.5), 0.1],
    ]),
    shadowGradient(ids.shadow),
    ...ctx.defs,
  ];
  const body = [
    rect(0, 0, 800, 800, 0, `url(#${ids.bg})`),
    rect(0, 560, 800, 240, 0, `url(#${ids.floor})`),
    rect(0, 0, 800, 800, 0, `url(#${ids.spot})`),
    group(shadowsOf(drawing, `url(#${ids.shadow})`, 1) + drawing.body, fitTransform(drawing, 400, 405, 560, 520, 1.2)),
  ].join('');
  return svgDoc(800, 800, defs, body);
}

/* ------------------------------------------------------------------ */
/* Category tile                                                       */
/* ------------------------------------------------------------------ */

/** 400×400 rounded category tile with the category's illustration centred. */
export function categoryImageSvg(input: CategoryImageInput): string {
  const art = safeArt(input.art);
  const seed = safeSeed(input.seed);
  const r = createRng(seed, art, 'tile');
  const hue = ART_HUE[art] + r.range(-14, 14);
  const uid = `ci${mixSeed(art, seed).toString(36)}`;
  const accent = hsl(hue, 0.62, 0.5);
  const ctx = createCtx({ uid, art, seed, view: 0, accent, label: '' });
  const drawing = ILLUSTRATIONS[art](ctx);
  const ids = { bg: `${uid}-bg`, shadow: `${uid}-sh` };
  const defs = [
    linear(
      ids.bg,
      [
        [0, hsl(hue, 0.62, 0.93)],
        [1, hsl(hue + 24, 0.5, 0.83)],
      ],
      1,
      1,
    ),
    shadowGradient(ids.shadow),
    ...ctx.defs,
  ];
  const body = [
    rect(0, 0, 400, 400, 48, `url(#${ids.bg})`),
    circle(318, 84, 120, '#ffffff', 'opacity=".35"'),
    circle(60, 360, 90, hsl(hue + 24, 0.5, 0.78), 'opacity=".35"'),
    group(shadowsOf(drawing, `url(#${ids.shadow})`, 0.9) + drawing.body, fitTransform(drawing, 200, 204, 290, 270, 0.7)),
  ].join('');
  return svgDoc(400, 400, defs, body);
}

/* ------------------------------------------------------------------ */
/* Brand logo                                                          */
/* ------------------------------------------------------------------ */

/** 400×200 wordmark: a small geometric mark above the brand name, on white. */
export function brandLogoSvg(input: BrandLogoInput): string {
  const color = normHex(input.color, '#1f2937');
  const name = clip(input.name || 'Brand', 24) || 'Brand';
  const ink = luminance(color) > 0.5 ? darken(color, 0.45) : color;
  const markInk = inkOn(color);
  const initial = (Array.from(name)[0] ?? 'B').toUpperCase();
  const shape = mixSeed(name) % 4;
  const cx = 200;
  const cy = 66;
  let mark: string;
  if (shape === 0) {
    mark = circle(cx, cy, 30, color) + text(cx, cy + 10, initial, { size: 28, fill: markInk, weight: 800, anchor: 'middle' });
  } else if (shape === 1) {
    mark = rect(cx - 29, cy - 29, 58, 58, 14, color) + text(cx, cy + 10, initial, { size: 28, fill: markInk, weight: 800, anchor: 'middle' });
  } else if (shape === 2) {
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${f(cx + Math.cos(a) * 32)} ${f(cy + Math.sin(a) * 32)}`;
    });
    mark = path(`M${pts.join('L')}Z`, color) + text(cx, cy + 10, initial, { size: 26, fill: markInk, weight: 800, anchor: 'middle' });
  } else {
    mark = [
      rect(cx - 30, cy - 8, 16, 38, 4, color),
      rect(cx - 8, cy - 22, 16, 52, 4, lighten(color, 0.25)),
      rect(cx + 14, cy - 34, 16, 64, 4, color),
    ].join('');
  }
  const size = fitSize(name, 340, 46, 14, 0.62);
  const body = [
    rect(0, 0, 400, 200, 0, '#ffffff'),
    mark,
    text(cx, 160, name, { size, fill: ink, weight: 800, anchor: 'middle', letterSpacing: -0.5 }),
  ].join('');
  return svgDoc(400, 200, [], body);
}

/* ------------------------------------------------------------------ */
/* Banner                                                              */
/* ------------------------------------------------------------------ */

/** [deep, bright, product accent] gradient pairs for hero banners. */
const BANNER_PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1e1b4b', '#6d28d9', '#f59e0b'],
  ['#0b2545', '#1d4ed8', '#22d3ee'],
  ['#053b33', '#0d9488', '#fb7185'],
  ['#5f0f1f', '#be185d', '#facc15'],
  ['#7c2d12', '#ea580c', '#2563eb'],
  ['#0f172a', '#0e7490', '#f97316'],
  ['#3b0764', '#c026d3', '#34d399'],
  ['#14532d', '#16a34a', '#f472b6'],
];

const SUB_SIZE = 32;
const SUB_LINE = 42;

/** 1600×500 promo hero: bold gradient, headline + sub on one side, product on the other. */
export function bannerSvg(input: BannerInput): string {
  const art = safeArt(input.art);
  const seed = safeSeed(input.seed);
  const rtl = input.dir === 'rtl';
  const r = createRng(seed, art, 'banner');
  const [c1, c2, accent] = r.pick(BANNER_PALETTES);
  const uid = `bn${mixSeed(seed, art, input.headline, input.sub, rtl ? 1 : 0).toString(36)}`;
  const ctx = createCtx({ uid, art, seed, view: 0, accent, label: '' });
  const drawing = ILLUSTRATIONS[art](ctx);
  const ids = { bg: `${uid}-bg`, glow: `${uid}-gl`, shadow: `${uid}-sh`, dots: `${uid}-dt` };

  // Text block
  const textX = rtl ? 1490 : 110;
  const headSize = Array.from(input.headline).length > 34 ? 54 : 64;
  const headLines = wrap(input.headline, Math.floor(760 / (headSize * 0.56)), 2);
  // The sub line is large enough to read where a phone shows the text's side alone (16:9, ≈ 0.37 of the art's
  // pixels): all of the text block stays within the first 870 px from its side.
  const subLines = wrap(input.sub, Math.floor(720 / (SUB_SIZE * 0.5)), 2);
  const blockH = headLines.length * headSize * 1.12 + 18 + subLines.length * SUB_LINE + 40 + 64;
  let y = 250 - blockH / 2 + headSize * 0.9;
  const dir = rtl ? 'rtl' : 'ltr';
  const texts: string[] = [];
  for (const l of headLines) {
    texts.push(text(textX, y, l, { size: headSize, fill: '#ffffff', weight: 800, dir, letterSpacing: -0.5, className: 'banner-headline' }));
    y += headSize * 1.12;
  }
  y += 10;
  for (const l of subLines) {
    texts.push(text(textX, y, l, { size: SUB_SIZE, fill: '#ffffff', weight: 500, dir, opacity: 0.9, className: 'banner-sub' }));
    y += SUB_LINE;
  }
  // Call-to-action pill with an arrow (pointing in reading direction).
  const pillY = y + 6;
  const pillX = rtl ? textX - 64 : textX;
  const ax = pillX + 32;
  const ay = pillY + 32;
  const arrow = rtl
    ? `M${f(ax + 11)} ${f(ay)}H${f(ax - 11)}M${f(ax - 3)} ${f(ay - 9)}L${f(ax - 12)} ${f(ay)}L${f(ax - 3)} ${f(ay + 9)}`
    : `M${f(ax - 11)} ${f(ay)}H${f(ax + 11)}M${f(ax + 3)} ${f(ay - 9)}L${f(ax + 12)} ${f(ay)}L${f(ax + 3)} ${f(ay + 9)}`;
  texts.push(rect(pillX, pillY, 64, 64, 32, '#ffffff'), path(arrow, 'none', `stroke="${c1}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`));

  // Art side
  const artX = rtl ? 400 : 1200;
  const defs = [
    linear(
      ids.bg,
      [
        [0, rtl ? c2 : c1],
        [1, rtl ? c1 : c2],
      ],
      1,
      0.35,
    ),
    `<radialGradient id="${ids.glow}">${stops([
      [0, '#ffffff', 0.42],
      [1, '#ffffff', 0],
    ])}</radialGradient>`,
    shadowGradient(ids.shadow),
    `<pattern id="${ids.dots}" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#ffffff" opacity=".22"/></pattern>`,
    ...ctx.defs,
  ];
  const mirror = (x: number): number => (rtl ? 1600 - x : x);
  const body = [
    rect(0, 0, 1600, 500, 0, `url(#${ids.bg})`),
    circle(mirror(1250), 250, 330, '#ffffff', 'opacity=".07"'),
    circle(mirror(1250), 250, 230, 'none', 'stroke="#ffffff" stroke-width="2" opacity=".18"'),
    path(`M${f(mirror(760))} 500L${f(mirror(980))} 0H${f(mirror(1060))}L${f(mirror(840))} 500Z`, '#ffffff', 'opacity=".06"'),
    rect(rtl ? 40 : 1390, 40, 176, 110, 0, `url(#${ids.dots})`),
    ellipse(artX, 260, 300, 240, `url(#${ids.glow})`),
    ellipse(artX, 430, 250, 34, lighten(c1, 0.1), 'opacity=".55"'),
    group(shadowsOf(drawing, `url(#${ids.shadow})`, 1.1) + drawing.body, fitTransform(drawing, artX, 0, 460, 340, 0.9, 432)),
    ...texts,
  ].join('');
  return svgDoc(1600, 500, defs, body);
}

/* ------------------------------------------------------------------ */
/* Avatar                                                              */
/* ------------------------------------------------------------------ */

/** 200×200 circular avatar with a single initial. */
export function avatarSvg(input: AvatarInput): string {
  const seed = safeSeed(input.seed);
  const r = createRng(seed, 'avatar');
  const hue = r.int(0, 359);
  const initial = (Array.from(input.initial.trim())[0] ?? '?').toUpperCase();
  const id = `av${mixSeed(seed, initial).toString(36)}`;
  const defs = [
    linear(
      id,
      [
        [0, hsl(hue, 0.62, 0.6)],
        [1, hsl(hue + 35, 0.66, 0.42)],
      ],
      1,
      1,
    ),
  ];
  const body = [
    circle(100, 100, 100, `url(#${id})`),
    `<text x="100" y="131" font-family="${FONT}" font-size="88" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initial)}</text>`,
  ].join('');
  return svgDoc(200, 200, defs, body);
}
