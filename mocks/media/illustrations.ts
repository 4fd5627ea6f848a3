/**
 * Product illustrations for the mock media generator.
 *
 * Every art kind has one function returning a `Drawing`: an SVG fragment drawn in a
 * nominal 800×800 space plus its bounding box and floor shadows, so the document
 * composers in `svg-art.ts` can frame it at any size. `ctx.view` (0..3) selects the
 * camera angle / variant; colours come from the seeded context, never Math.random().
 */
import type { CategoryArt } from './art-kinds';
import { createRng, type Rng } from './prng';
import {
  circle,
  darken,
  ellipse,
  f,
  fitSize,
  group,
  hsl,
  inkOn,
  lighten,
  line,
  luminance,
  mix,
  path,
  readable,
  rect,
  shiftHue,
  stops,
  text,
  toHsl,
  type Stop,
} from './svg-utils';

/* ------------------------------------------------------------------ */
/* Context                                                             */
/* ------------------------------------------------------------------ */

export interface Finish {
  name: string;
  body: string;
  light: string;
  dark: string;
}

export interface Flavour {
  name: string;
  color: string;
}

export interface Ctx {
  /** 0..3: which angle / variant of the product to draw. */
  view: number;
  rng: Rng;
  /** Main device colourway (chosen from the seed). */
  finish: Finish;
  /** A second, different colourway for multi-item shots. */
  alt: Finish;
  /** Brand colour, used for labels and accents. */
  accent: string;
  /** A saturated, mid-lightness version of the brand colour for screens and glows. */
  vivid: string;
  /** Raw (unescaped) brand label; `text()` escapes it. */
  label: string;
  flavour: Flavour;
  altFlavour: Flavour;
  /** Registers a definition (gradient, clipPath, pattern) and returns nothing. */
  def(markup: string): void;
  /** Fresh document-unique id. */
  id(name: string): string;
  /** Linear gradient (objectBoundingBox), returns `url(#id)`. */
  lin(list: readonly Stop[], x1?: number, y1?: number, x2?: number, y2?: number): string;
  /** Radial gradient (objectBoundingBox), returns `url(#id)`. */
  rad(list: readonly Stop[], cx?: number, cy?: number, r?: number, fx?: number, fy?: number): string;
  /** Clip path from shape markup, returns `url(#id)`. */
  clipTo(shape: string): string;
  /** Collected definitions. */
  readonly defs: string[];
}

export interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Strength multiplier, 1 by default. */
  k?: number;
}

export interface Drawing {
  body: string;
  /** Bounding box [x, y, w, h] of the drawing (nominal coordinates). */
  box: readonly [number, number, number, number];
  shadows: Shadow[];
}

const FINISHES: readonly (readonly [string, string])[] = [
  ['graphite', '#3a3e46'],
  ['silver', '#cfd3d9'],
  ['midnight', '#1e2a44'],
  ['sage', '#9db3a0'],
  ['sand', '#d8c6ae'],
  ['blush', '#e4c0b8'],
  ['ocean', '#4f7aa6'],
  ['white', '#e9ecf0'],
  ['black', '#222429'],
  ['lilac', '#b3a8d3'],
];

const FLAVOURS: readonly Flavour[] = [
  { name: 'Double Chocolate', color: '#6b3f2a' },
  { name: 'Vanilla Ice Cream', color: '#e6cf92' },
  { name: 'Strawberry', color: '#e0607a' },
  { name: 'Cookies & Cream', color: '#8a8d94' },
  { name: 'Salted Caramel', color: '#c98a3a' },
  { name: 'Mango', color: '#f2a02b' },
  { name: 'Blue Raspberry', color: '#3d7be0' },
  { name: 'Watermelon', color: '#ef5b6b' },
  { name: 'Lemon Lime', color: '#a9cf3f' },
];

function makeFinish(name: string, body: string): Finish {
  return { name, body, light: lighten(body, 0.38), dark: darken(body, 0.38) };
}

/** A screen-friendly version of the brand colour (never grey, never too dark/light). */
function vividOf(accent: string): string {
  const [h, s, l] = toHsl(accent);
  if (s < 0.12) return hsl(228, 0.62, 0.52);
  return hsl(h, Math.max(s, 0.58), Math.min(0.58, Math.max(0.42, l)));
}

export interface CtxInput {
  uid: string;
  art: CategoryArt;
  seed: number;
  view: number;
  accent: string;
  label: string;
}

export function createCtx(input: CtxInput): Ctx {
  const pal = createRng(input.seed, input.art, 'palette');
  const fi = pal.int(0, FINISHES.length - 1);
  const ai = (fi + pal.int(1, FINISHES.length - 1)) % FINISHES.length;
  const fl = pal.int(0, FLAVOURS.length - 1);
  const al = (fl + pal.int(1, FLAVOURS.length - 1)) % FLAVOURS.length;
  const [fName, fBody] = FINISHES[fi] ?? ['graphite', '#3a3e46'];
  const [aName, aBody] = FINISHES[ai] ?? ['silver', '#cfd3d9'];
  const defs: string[] = [];
  let counter = 0;
  const id = (name: string): string => `${input.uid}-${name}${(counter++).toString(36)}`;
  return {
    view: input.view,
    rng: createRng(input.seed, input.art, input.view, 'detail'),
    finish: makeFinish(fName, fBody),
    alt: makeFinish(aName, aBody),
    accent: input.accent,
    vivid: vividOf(input.accent),
    label: input.label,
    flavour: FLAVOURS[fl] ?? { name: 'Chocolate', color: '#6b3f2a' },
    altFlavour: FLAVOURS[al] ?? { name: 'Vanilla', color: '#e6cf92' },
    defs,
    id,
    def: (markup) => {
      defs.push(markup);
    },
    lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
      const gid = id('l');
      defs.push(`<linearGradient id="${gid}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(list)}</linearGradient>`);
      return `url(#${gid})`;
    },
    rad(list, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
      const gid = id('r');
      defs.push(
        `<radialGradient id="${gid}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}">${stops(list)}</radialGradient>`,
      );
      return `url(#${gid})`;
    },
    clipTo(shape) {
      const cid = id('c');
      defs.push(`<clipPath id="${cid}">${shape}</clipPath>`);
      return `url(#${cid})`;
    },
  };
}

/* ------------------------------------------------------------------ */
/* Shared pieces                                                       */
/* ------------------------------------------------------------------ */

const rot = (deg: number, cx: number, cy: number): string => `transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})"`;

/** Horizontal cylinder shading overlay for tubs, bottles, cans. */
function cylShade(c: Ctx, strength = 1): string {
  return c.lin(
    [
      [0, '#000000', 0.34 * strength],
      [0.18, '#ffffff', 0.16 * strength],
      [0.32, '#ffffff', 0.22 * strength],
      [0.6, '#000000', 0],
      [0.88, '#000000', 0.22 * strength],
      [1, '#000000', 0.42 * strength],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Metallic edge gradient for device frames. */
function edgeGrad(c: Ctx, fin: Finish): string {
  return c.lin(
    [
      [0, fin.dark],
      [0.06, fin.light],
      [0.5, fin.body],
      [0.94, fin.light],
      [1, fin.dark],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Soft diagonal glass reflection over a rectangle. */
function glare(x: number, y: number, w: number, h: number, opacity = 0.08): string {
  return path(
    `M${f(x)} ${f(y)}H${f(x + w * 0.62)}L${f(x)} ${f(y + h * 0.72)}Z`,
    '#ffffff',
    `opacity="${f(opacity)}"`,
  );
}

/** Brand label text fitted into a width. */
function brandText(c: Ctx, x: number, y: number, maxW: number, maxSize: number, fill: string, weight = 800): string {
  if (!c.label) return '';
  const size = fitSize(c.label, maxW, maxSize, 8, 0.64);
  return text(x, y, c.label, { size, fill, weight, anchor: 'middle', letterSpacing: size * 0.02 });
}

type ScreenMode = 'lock' | 'tablet' | 'desktop' | 'tv' | 'stream' | 'viewfinder';

/** Device screen content: wallpaper plus a mode-specific UI, clipped to a rounded rectangle. */
function screen(c: Ctx, x: number, y: number, w: number, h: number, r: number, mode: ScreenMode): string {
  const clipUrl = c.clipTo(rect(x, y, w, h, r, '#000'));
  const v = c.vivid;
  const m = Math.max(w, h);
  const parts: string[] = [];
  if (mode === 'tv' || mode === 'viewfinder') {
    parts.push(
      rect(x, y, w, h, 0, c.lin([[0, darken(shiftHue(v, -30), 0.25)], [0.55, lighten(shiftHue(v, 20), 0.25)], [1, lighten(shiftHue(v, 40), 0.55)]])),
      circle(x + w * 0.68, y + h * 0.42, h * 0.16, lighten(shiftHue(v, 50), 0.7), 'opacity=".9"'),
      path(
        `M${f(x)} ${f(y + h * 0.72)}L${f(x + w * 0.18)} ${f(y + h * 0.5)}L${f(x + w * 0.32)} ${f(y + h * 0.63)}L${f(x + w * 0.5)} ${f(y + h * 0.38)}L${f(x + w * 0.72)} ${f(y + h * 0.66)}L${f(x + w * 0.86)} ${f(y + h * 0.55)}L${f(x + w)} ${f(y + h * 0.68)}V${f(y + h)}H${f(x)}Z`,
        darken(shiftHue(v, -20), 0.35),
        'opacity=".85"',
      ),
      path(
        `M${f(x)} ${f(y + h * 0.84)}Q${f(x + w * 0.3)} ${f(y + h * 0.68)} ${f(x + w * 0.55)} ${f(y + h * 0.8)}T${f(x + w)} ${f(y + h * 0.76)}V${f(y + h)}H${f(x)}Z`,
        darken(shiftHue(v, -35), 0.55),
      ),
    );
    if (mode === 'viewfinder') {
      const b = h * 0.12;
      const fx = x + w * 0.42;
      const fy = y + h * 0.36;
      const fw = w * 0.2;
      const fh = h * 0.28;
      const corner = (cx: number, cy: number, dx: number, dy: number): string =>
        path(`M${f(cx)} ${f(cy + dy * b * 0.5)}V${f(cy)}H${f(cx + dx * b * 0.5)}`, 'none', 'stroke="#7CFC9A" stroke-width="2.5"');
      parts.push(
        corner(fx, fy, 1, 1),
        corner(fx + fw, fy, -1, 1),
        corner(fx, fy + fh, 1, -1),
        corner(fx + fw, fy + fh, -1, -1),
        rect(x, y, w, h * 0.11, 0, '#000000', 'opacity=".35"'),
        text(x + w * 0.04, y + h * 0.08, 'ISO 200   1/250   F2.8', { size: h * 0.055, fill: '#ffffff', weight: 600 }),
        rect(x + w * 0.82, y + h * 0.03, w * 0.12, h * 0.055, 2, 'none', 'stroke="#ffffff" stroke-width="1.5"'),
        rect(x + w * 0.83, y + h * 0.04, w * 0.08, h * 0.035, 1, '#7CFC9A'),
      );
    }
  } else {
    parts.push(
      rect(x, y, w, h, 0, c.lin([[0, darken(shiftHue(v, -25), 0.38)], [0.55, v], [1, lighten(shiftHue(v, 35), 0.3)]], 0, 0, 1, 1)),
      circle(x + w * 0.92, y + h * 0.14, m * 0.42, lighten(shiftHue(v, 30), 0.4), 'opacity=".45"'),
      circle(x + w * 0.02, y + h * 0.98, m * 0.5, darken(shiftHue(v, -40), 0.15), 'opacity=".55"'),
      path(
        `M${f(x)} ${f(y + h * 0.62)}C${f(x + w * 0.35)} ${f(y + h * 0.5)} ${f(x + w * 0.6)} ${f(y + h * 0.82)} ${f(x + w)} ${f(y + h * 0.6)}V${f(y + h)}H${f(x)}Z`,
        '#ffffff',
        'opacity=".10"',
      ),
    );
  }
  if (mode === 'lock') {
    parts.push(
      text(x + w / 2, y + h * 0.16, 'Sunday, 12 May', { size: w * 0.065, fill: '#ffffff', weight: 500, anchor: 'middle', opacity: 0.85 }),
      text(x + w / 2, y + h * 0.3, '9:41', { size: w * 0.28, fill: '#ffffff', weight: 600, anchor: 'middle' }),
      circle(x + w * 0.18, y + h * 0.9, w * 0.075, '#ffffff', 'opacity=".18"'),
      circle(x + w * 0.82, y + h * 0.9, w * 0.075, '#ffffff', 'opacity=".18"'),
      rect(x + w * 0.34, y + h - 12, w * 0.32, 4, 2, '#ffffff', 'opacity=".8"'),
    );
  } else if (mode === 'tablet') {
    const base = Math.min(w, h);
    const g = base * 0.05;
    const cw = (w - g * 3) / 2;
    parts.push(
      text(x + g, y + g + base * 0.11, '9:41', { size: base * 0.12, fill: '#ffffff', weight: 600 }),
      rect(x + g, y + h * 0.2, cw, h * 0.22, 14, '#ffffff', 'opacity=".2"'),
      rect(x + g * 2 + cw, y + h * 0.2, cw, h * 0.22, 14, '#ffffff', 'opacity=".2"'),
      rect(x + g, y + h * 0.2 + h * 0.22 + g, w - g * 2, h * 0.2, 14, '#ffffff', 'opacity=".14"'),
      rect(x + w * 0.2, y + h - h * 0.1, w * 0.6, h * 0.065, h * 0.025, '#ffffff', 'opacity=".25"'),
    );
    for (let i = 0; i < 5; i++) {
      parts.push(rect(x + w * 0.235 + i * w * 0.108, y + h - h * 0.09, w * 0.08, w * 0.08, w * 0.02, i === 2 ? '#ffffff' : lighten(shiftHue(v, i * 40), 0.2), 'opacity=".9"'));
    }
  } else if (mode === 'desktop') {
    const wx = x + w * 0.14;
    const wy = y + h * 0.14;
    const ww = w * 0.72;
    const wh = h * 0.64;
    parts.push(
      rect(x, y, w, h * 0.045, 0, '#ffffff', 'opacity=".35"'),
      rect(wx + 4, wy + 6, ww, wh, 10, '#000000', 'opacity=".18"'),
      rect(wx, wy, ww, wh, 10, '#ffffff'),
      rect(wx, wy, ww, wh * 0.11, 0, '#eef0f3', `clip-path="${c.clipTo(rect(wx, wy, ww, wh, 10, '#000'))}"`),
      circle(wx + 14, wy + wh * 0.055, 4, '#ff5f57'),
      circle(wx + 27, wy + wh * 0.055, 4, '#febc2e'),
      circle(wx + 40, wy + wh * 0.055, 4, '#28c840'),
      rect(wx + 10, wy + wh * 0.17, ww * 0.22, wh * 0.74, 6, '#f3f4f6'),
      rect(wx + ww * 0.28, wy + wh * 0.17, ww * 0.66, wh * 0.32, 8, c.lin([[0, c.vivid], [1, lighten(shiftHue(c.vivid, 30), 0.2)]], 0, 0, 1, 1)),
      rect(wx + ww * 0.28, wy + wh * 0.56, ww * 0.2, wh * 0.35, 6, '#e5e7eb'),
      rect(wx + ww * 0.51, wy + wh * 0.56, ww * 0.2, wh * 0.35, 6, '#e5e7eb'),
      rect(wx + ww * 0.74, wy + wh * 0.56, ww * 0.2, wh * 0.35, 6, '#e5e7eb'),
      rect(x + w * 0.3, y + h * 0.88, w * 0.4, h * 0.075, 8, '#ffffff', 'opacity=".35"'),
    );
    for (let i = 0; i < 4; i++) {
      parts.push(rect(wx + 18, wy + wh * (0.24 + i * 0.1), ww * 0.13, 5, 2.5, '#cbd0d8'));
    }
    for (let i = 0; i < 7; i++) {
      parts.push(rect(x + w * 0.315 + i * w * 0.053, y + h * 0.895, w * 0.04, h * 0.06, 5, lighten(shiftHue(v, i * 45), 0.15)));
    }
  } else if (mode === 'stream') {
    parts.push(
      rect(x, y, w, h, 0, '#0d0f14', 'opacity=".55"'),
      rect(x + w * 0.05, y + h * 0.1, w * 0.9, h * 0.45, 10, c.lin([[0, darken(v, 0.3)], [1, lighten(shiftHue(v, 40), 0.2)]], 0, 0, 1, 1)),
      text(x + w * 0.09, y + h * 0.36, 'Now Streaming', { size: h * 0.08, fill: '#ffffff', weight: 800 }),
      rect(x + w * 0.09, y + h * 0.42, w * 0.12, h * 0.06, h * 0.03, '#ffffff'),
    );
    for (let i = 0; i < 5; i++) {
      parts.push(rect(x + w * 0.05 + i * w * 0.183, y + h * 0.62, w * 0.166, h * 0.26, 8, lighten(shiftHue(v, i * 55 - 60), 0.1 + (i % 2) * 0.2)));
    }
  }
  parts.push(glare(x, y, w, h, 0.07));
  return group(parts.join(''), `clip-path="${clipUrl}"`);
}

/** Small camera lens (phone/tablet camera bump). */
function miniLens(c: Ctx, cx: number, cy: number, r: number): string {
  const glass = c.rad([[0, '#3f5585'], [0.55, '#101622'], [1, '#030406']], 0.4, 0.35, 0.65);
  return [
    circle(cx, cy, r, '#1a1c21', 'stroke="#5b5f68" stroke-width="1.5"'),
    circle(cx, cy, r * 0.78, '#06070a'),
    circle(cx, cy, r * 0.56, glass),
    circle(cx - r * 0.22, cy - r * 0.24, r * 0.13, '#ffffff', 'opacity=".55"'),
  ].join('');
}

/** Keyboard deck in slight perspective: rows get wider towards the viewer. */
function keyboard(
  cx: number,
  top: number,
  bottom: number,
  halfAt: (y: number) => number,
  keyColor: string,
  rows: readonly (readonly number[])[],
): string {
  const out: string[] = [];
  const pitch = (bottom - top) / rows.length;
  rows.forEach((units, i) => {
    const y = top + i * pitch;
    const kh = pitch * 0.8;
    const half = halfAt(y + kh / 2);
    const total = units.reduce((a, b) => a + b, 0);
    const gap = half * 0.012;
    const unitW = (half * 2 - gap * (units.length - 1)) / total;
    let x = cx - half;
    for (const u of units) {
      out.push(rect(x, y, unitW * u, kh, 2.5, keyColor));
      x += unitW * u + gap;
    }
  });
  return out.join('');
}

const KEY_ROWS: readonly (readonly number[])[] = [
  Array<number>(14).fill(1),
  [...Array<number>(13).fill(1), 1.6],
  [1.5, ...Array<number>(12).fill(1), 1.1],
  [1.8, ...Array<number>(11).fill(1), 1.8],
  [2.3, ...Array<number>(10).fill(1), 2.3],
  [1, 1, 1, 1.3, 5.4, 1.3, 1, 1, 1],
];

/* ------------------------------------------------------------------ */
/* Phone                                                               */
/* ------------------------------------------------------------------ */

function phoneFront(c: Ctx, x: number, y: number, w: number, h: number, fin: Finish): string {
  const r = w * 0.17;
  return [
    rect(x - 3, y + h * 0.17, 6, h * 0.055, 2, fin.dark),
    rect(x - 3, y + h * 0.25, 6, h * 0.1, 2, fin.dark),
    rect(x - 3, y + h * 0.37, 6, h * 0.1, 2, fin.dark),
    rect(x + w - 3, y + h * 0.26, 6, h * 0.14, 2, fin.dark),
    rect(x, y, w, h, r, edgeGrad(c, fin)),
    rect(x + 5, y + 5, w - 10, h - 10, r - 4, '#0a0b0f'),
    screen(c, x + 12, y + 12, w - 24, h - 24, r - 10, 'lock'),
    rect(x + w / 2 - w * 0.15, y + 22, w * 0.3, 20, 10, '#000000'),
  ].join('');
}

function phoneBack(c: Ctx, x: number, y: number, w: number, h: number, fin: Finish): string {
  const r = w * 0.17;
  const bs = w * 0.46;
  const bx = x + 16;
  const by = y + 16;
  const ink = mix(fin.body, inkOn(fin.body), 0.3);
  return [
    rect(x - 3, y + h * 0.26, 6, h * 0.14, 2, fin.dark),
    rect(x + w - 3, y + h * 0.17, 6, h * 0.055, 2, fin.dark),
    rect(x + w - 3, y + h * 0.25, 6, h * 0.1, 2, fin.dark),
    rect(x + w - 3, y + h * 0.37, 6, h * 0.1, 2, fin.dark),
    rect(x, y, w, h, r, edgeGrad(c, fin)),
    rect(x + 4, y + 4, w - 8, h - 8, r - 3, c.lin([[0, lighten(fin.body, 0.16)], [1, darken(fin.body, 0.06)]], 0, 0, 1, 1)),
    rect(bx + 2, by + 4, bs, bs, bs * 0.28, '#000000', 'opacity=".12"'),
    rect(bx, by, bs, bs, bs * 0.28, c.lin([[0, lighten(fin.body, 0.1)], [1, darken(fin.body, 0.1)]], 0, 0, 1, 1), `stroke="${fin.light}" stroke-width="1.5"`),
    miniLens(c, bx + bs * 0.3, by + bs * 0.29, bs * 0.2),
    miniLens(c, bx + bs * 0.3, by + bs * 0.71, bs * 0.2),
    miniLens(c, bx + bs * 0.72, by + bs * 0.5, bs * 0.2),
    circle(bx + bs * 0.74, by + bs * 0.18, bs * 0.075, '#f4ead0', 'stroke="#b9b29c" stroke-width="1"'),
    circle(bx + bs * 0.74, by + bs * 0.83, bs * 0.035, '#16181c'),
    brandText(c, x + w / 2, y + h * 0.58, w * 0.55, 22, ink, 700),
    glare(x + 4, y + 4, w - 8, h - 8, 0.12),
  ].join('');
}

function drawPhone(c: Ctx): Drawing {
  const fin = c.view === 3 ? c.alt : c.finish;
  const w = 214;
  const h = 444;
  switch (c.view) {
    case 1:
      return { body: phoneBack(c, 293, 176, w, h, fin), box: [290, 176, 220, h], shadows: [{ cx: 400, cy: 620, rx: 130, ry: 14 }] };
    case 2:
      return {
        body:
          group(phoneBack(c, 190, 190, 200, 415, fin), rot(-9, 290, 400)) + phoneFront(c, 380, 200, 200, 415, fin),
        box: [160, 175, 425, 445],
        shadows: [
          { cx: 310, cy: 612, rx: 130, ry: 13 },
          { cx: 480, cy: 617, rx: 125, ry: 13 },
        ],
      };
    case 3:
      return {
        body: group(phoneFront(c, 293, 176, w, h, fin), rot(-14, 400, 398)),
        box: [230, 160, 340, 480],
        shadows: [{ cx: 420, cy: 640, rx: 150, ry: 14, k: 0.8 }],
      };
    default:
      return { body: phoneFront(c, 293, 176, w, h, fin), box: [290, 176, 220, h], shadows: [{ cx: 400, cy: 620, rx: 130, ry: 14 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Laptop                                                              */
/* ------------------------------------------------------------------ */

function laptopFront(c: Ctx, fin: Finish): string {
  return [
    rect(150, 240, 500, 332, 16, edgeGrad(c, fin)),
    rect(155, 245, 490, 322, 12, '#0b0c10'),
    screen(c, 166, 258, 468, 296, 4, 'desktop'),
    circle(400, 251.5, 2.5, '#2a2d35'),
    rect(195, 571, 410, 7, 2, darken(fin.body, 0.5)),
    path(
      'M118 577H682Q688 577 686 583L677 599Q673 607 663 607H137Q127 607 123 599L114 583Q112 577 118 577Z',
      c.lin([[0, lighten(fin.body, 0.3)], [0.45, fin.body], [1, darken(fin.body, 0.35)]]),
    ),
    path('M355 577H445Q445 584 438 584H362Q355 584 355 577Z', darken(fin.body, 0.22)),
  ].join('');
}

function laptopOpen(c: Ctx, fin: Finish, mode: ScreenMode): string {
  const half = (y: number): number => 185 + ((y - 400) / 190) * 90;
  const deck = c.lin([[0, darken(fin.body, 0.06)], [1, lighten(fin.body, 0.18)]]);
  return [
    rect(215, 150, 370, 254, 14, edgeGrad(c, fin)),
    rect(219, 154, 362, 246, 11, '#0b0c10'),
    screen(c, 228, 163, 344, 226, 3, mode),
    path('M215 400H585L676 588Q678 594 670 594H130Q122 594 124 588Z', deck),
    path('M124 590H676L672 603Q670 608 662 608H138Q130 608 128 603Z', darken(fin.body, 0.28)),
    rect(215, 399, 370, 6, 2, darken(fin.body, 0.45)),
    path(
      `M${f(400 - half(412) + 22)} 412H${f(400 + half(412) - 22)}L${f(400 + half(520) - 22)} 520H${f(400 - half(520) + 22)}Z`,
      darken(fin.body, 0.14),
    ),
    keyboard(400, 416, 517, (y) => half(y) - 30, darken(fin.body, 0.62), KEY_ROWS),
    path('M330 530H470L478 580H322Z', darken(fin.body, 0.05), `stroke="${darken(fin.body, 0.18)}" stroke-width="1.5"`),
  ].join('');
}

function laptopClosed(c: Ctx, fin: Finish): string {
  return [
    path('M132 532H668L664 546Q662 552 654 552H146Q138 552 136 546Z', darken(fin.body, 0.32)),
    path('M300 538H500V542H300Z', darken(fin.body, 0.5)),
    path(
      'M224 370H576Q590 370 595 380L666 518Q672 532 656 532H144Q128 532 134 518L205 380Q210 370 224 370Z',
      c.lin([[0, darken(fin.body, 0.04)], [0.6, fin.body], [1, lighten(fin.body, 0.2)]]),
    ),
    path('M224 370H576Q590 370 595 380L610 410H190L205 380Q210 370 224 370Z', '#ffffff', 'opacity=".1"'),
    path('M134 518L140 506H660L666 518Q672 532 656 532H144Q128 532 134 518Z', '#ffffff', 'opacity=".08"'),
    group(brandText(c, 0, 0, 240, 40, mix(fin.body, inkOn(fin.body), 0.28), 800), 'transform="translate(400 462) scale(1 .5)"'),
  ].join('');
}

function drawLaptop(c: Ctx): Drawing {
  switch (c.view) {
    case 1:
      return { body: laptopOpen(c, c.finish, 'desktop'), box: [122, 150, 556, 458], shadows: [{ cx: 400, cy: 606, rx: 300, ry: 14 }] };
    case 2:
      return { body: laptopClosed(c, c.finish), box: [128, 370, 544, 182], shadows: [{ cx: 400, cy: 550, rx: 290, ry: 14 }] };
    case 3:
      return { body: laptopOpen(c, c.alt, 'tablet'), box: [122, 150, 556, 458], shadows: [{ cx: 400, cy: 606, rx: 300, ry: 14 }] };
    default:
      return { body: laptopFront(c, c.finish), box: [112, 240, 576, 367], shadows: [{ cx: 400, cy: 606, rx: 300, ry: 14 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Tablet                                                              */
/* ------------------------------------------------------------------ */

function tabletFront(c: Ctx, x: number, y: number, w: number, h: number, fin: Finish): string {
  const r = Math.min(w, h) * 0.085;
  return [
    rect(x + w * 0.78, y - 3, w * 0.1, 6, 2, fin.dark),
    rect(x, y, w, h, r, edgeGrad(c, fin)),
    rect(x + 4, y + 4, w - 8, h - 8, r - 3, '#0a0b0f'),
    screen(c, x + 16, y + 16, w - 32, h - 32, r - 10, 'tablet'),
    circle(w > h ? x + 10 : x + w / 2, w > h ? y + h / 2 : y + 10, 2.5, '#2a2d35'),
  ].join('');
}

function tabletBack(c: Ctx, x: number, y: number, w: number, h: number, fin: Finish): string {
  const r = Math.min(w, h) * 0.085;
  const bs = w * 0.2;
  return [
    rect(x, y, w, h, r, edgeGrad(c, fin)),
    rect(x + 4, y + 4, w - 8, h - 8, r - 3, c.lin([[0, lighten(fin.body, 0.16)], [1, darken(fin.body, 0.06)]], 0, 0, 1, 1)),
    rect(x + 20, y + 20, bs, bs * 1.5, bs * 0.3, darken(fin.body, 0.06), `stroke="${fin.light}" stroke-width="1.5"`),
    miniLens(c, x + 20 + bs / 2, y + 20 + bs * 0.42, bs * 0.3),
    miniLens(c, x + 20 + bs / 2, y + 20 + bs * 1.08, bs * 0.22),
    brandText(c, x + w / 2, y + h * 0.52, w * 0.45, 30, mix(fin.body, inkOn(fin.body), 0.3), 700),
    circle(x + w / 2 - 10, y + h - 12, 2.5, fin.dark),
    circle(x + w / 2, y + h - 12, 2.5, fin.dark),
    circle(x + w / 2 + 10, y + h - 12, 2.5, fin.dark),
    glare(x + 4, y + 4, w - 8, h - 8, 0.12),
  ].join('');
}

function pencil(x: number, y: number, len: number, angle: number, color: string): string {
  return group(
    [
      rect(x, y - 7, len, 14, 7, color, `stroke="${darken(color, 0.12)}" stroke-width="1"`),
      rect(x + len * 0.8, y - 7, 6, 14, 0, darken(color, 0.08)),
      path(`M${f(x + 2)} ${f(y - 7)}L${f(x - 30)} ${f(y - 1.5)}Q${f(x - 34)} ${f(y)} ${f(x - 30)} ${f(y + 1.5)}L${f(x + 2)} ${f(y + 7)}Z`, mix(color, '#9aa0a8', 0.35)),
      rect(x + 4, y - 5, len - 10, 3, 1.5, '#ffffff', 'opacity=".5"'),
    ].join(''),
    rot(angle, x, y),
  );
}

function drawTablet(c: Ctx): Drawing {
  const fin = c.finish;
  switch (c.view) {
    case 1:
      return {
        body: tabletFront(c, 150, 200, 500, 356, fin) + pencil(250, 604, 330, -2, '#f4f5f7'),
        box: [150, 200, 500, 420],
        shadows: [
          { cx: 400, cy: 562, rx: 260, ry: 12 },
          { cx: 410, cy: 616, rx: 190, ry: 6 },
        ],
      };
    case 2:
      return { body: tabletBack(c, 250, 180, 300, 420, fin), box: [250, 180, 300, 420], shadows: [{ cx: 400, cy: 600, rx: 170, ry: 13 }] };
    case 3:
      return {
        body: group(tabletFront(c, 250, 180, 300, 420, c.alt), rot(-7, 400, 390)) + pencil(290, 626, 300, -4, '#2a2c31'),
        box: [205, 150, 400, 490],
        shadows: [{ cx: 410, cy: 612, rx: 200, ry: 14, k: 0.8 }],
      };
    default:
      return { body: tabletFront(c, 250, 180, 300, 420, fin), box: [250, 180, 300, 420], shadows: [{ cx: 400, cy: 600, rx: 170, ry: 13 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Audio                                                               */
/* ------------------------------------------------------------------ */

function headphonesFront(c: Ctx, fin: Finish): string {
  const shell = c.lin([[0, lighten(fin.body, 0.22)], [0.5, fin.body], [1, darken(fin.body, 0.25)]], 0, 0, 1, 0);
  const shellR = c.lin([[0, darken(fin.body, 0.25)], [0.5, fin.body], [1, lighten(fin.body, 0.22)]], 0, 0, 1, 0);
  const cushion = mix(darken(fin.body, 0.55), '#1d1f24', 0.5);
  const metal = c.lin([[0, '#9ea3ab'], [0.5, '#eef0f2'], [1, '#9ea3ab']], 0, 0, 1, 0);
  return [
    path('M262 452C262 128 538 128 538 452', 'none', `stroke="${darken(fin.body, 0.15)}" stroke-width="30" stroke-linecap="round"`),
    path('M262 452C262 128 538 128 538 452', 'none', `stroke="${lighten(fin.body, 0.35)}" stroke-width="5" stroke-linecap="round" opacity=".5" transform="translate(-3 -9)"`),
    path('M284 330C294 186 506 186 516 330', 'none', `stroke="${cushion}" stroke-width="18" stroke-linecap="round"`),
    rect(252, 386, 20, 70, 6, metal),
    rect(528, 386, 20, 70, 6, metal),
    rect(255, 448, 58, 172, 26, cushion),
    rect(487, 448, 58, 172, 26, cushion),
    rect(188, 432, 100, 204, 48, shell),
    rect(512, 432, 100, 204, 48, shellR),
    rect(206, 500, 6, 70, 3, c.accent, 'opacity=".9"'),
    rect(588, 500, 6, 70, 3, c.accent, 'opacity=".9"'),
  ].join('');
}

function headphonesAngle(c: Ctx, fin: Finish): string {
  const shell = c.rad([[0, lighten(fin.body, 0.32)], [0.7, fin.body], [1, darken(fin.body, 0.3)]], 0.38, 0.32, 0.75);
  const cushion = mix(darken(fin.body, 0.55), '#1d1f24', 0.5);
  const metal = c.lin([[0, '#9ea3ab'], [0.5, '#eef0f2'], [1, '#9ea3ab']], 0, 0, 1, 0);
  const initial = Array.from(c.label)[0]?.toUpperCase() ?? '';
  return [
    rect(236, 392, 74, 178, 37, c.lin([[0, darken(fin.body, 0.1)], [1, darken(fin.body, 0.35)]], 0, 0, 1, 0)),
    ellipse(314, 481, 42, 84, cushion),
    path('M276 404C262 150 496 110 500 376', 'none', `stroke="${darken(fin.body, 0.15)}" stroke-width="30" stroke-linecap="round"`),
    path('M276 404C262 150 496 110 500 376', 'none', `stroke="${lighten(fin.body, 0.35)}" stroke-width="5" stroke-linecap="round" opacity=".45" transform="translate(-2 -10)"`),
    path('M294 372C290 196 476 160 484 350', 'none', `stroke="${cushion}" stroke-width="14" stroke-linecap="round"`),
    rect(266, 380, 20, 48, 6, metal),
    rect(490, 350, 20, 52, 6, metal),
    ellipse(456, 490, 90, 122, cushion),
    ellipse(490, 486, 100, 128, shell),
    ellipse(490, 486, 72, 94, 'none', `stroke="${darken(fin.body, 0.18)}" stroke-width="2"`),
    circle(490, 486, 26, c.accent),
    initial ? text(490, 494, initial, { size: 22, fill: inkOn(c.accent), weight: 800, anchor: 'middle' }) : '',
    ellipse(456, 430, 26, 38, '#ffffff', 'opacity=".12" transform="rotate(25 456 430)"'),
  ].join('');
}

function bud(c: Ctx, cx: number, cy: number, angle: number, col: string, flip: boolean): string {
  const s = flip ? -1 : 1;
  return group(
    [
      rect(cx - 10, cy, 20, 92, 10, c.lin([[0, lighten(col, 0.2)], [1, darken(col, 0.18)]], 0, 0, 1, 0)),
      circle(cx, cy - 6, 32, c.rad([[0, lighten(col, 0.35)], [1, darken(col, 0.12)]], 0.35, 0.3, 0.8)),
      ellipse(cx + s * 28, cy - 10, 13, 17, '#c9ccd2'),
      ellipse(cx - s * 8, cy - 16, 8, 5, '#2a2c31', 'opacity=".7"'),
      circle(cx, cy + 86, 4, '#8f949c'),
    ].join(''),
    rot(angle, cx, cy),
  );
}

function budsCase(c: Ctx, fin: Finish, open: boolean): string {
  const col = fin.name === 'black' || fin.name === 'graphite' || fin.name === 'midnight' ? fin.body : lighten(fin.body, 0.55);
  const body = c.rad([[0, lighten(col, 0.35)], [0.7, col], [1, darken(col, 0.18)]], 0.35, 0.3, 0.85);
  const ink = mix(col, inkOn(col), 0.32);
  if (!open) {
    return [
      rect(248, 360, 304, 236, 104, body),
      path('M252 438H548', 'none', `stroke="${darken(col, 0.2)}" stroke-width="2"`),
      circle(400, 486, 5, '#5fd38a'),
      brandText(c, 400, 410, 150, 20, ink, 700),
    ].join('');
  }
  return [
    path('M270 392C270 300 318 262 400 262C482 262 530 300 530 392Z', c.lin([[0, darken(col, 0.12)], [1, col]])),
    path('M292 392C292 316 330 288 400 288C470 288 508 316 508 392Z', darken(col, 0.22)),
    path('M248 424Q248 396 276 396H524Q552 396 552 424V500Q552 596 456 596H344Q248 596 248 500Z', body),
    ellipse(400, 410, 136, 12, darken(col, 0.35)),
    circle(346, 398, 30, c.rad([[0, lighten(col, 0.4)], [1, darken(col, 0.1)]], 0.35, 0.3, 0.8)),
    circle(454, 398, 30, c.rad([[0, lighten(col, 0.4)], [1, darken(col, 0.1)]], 0.35, 0.3, 0.8)),
    ellipse(322, 396, 10, 13, '#c9ccd2'),
    ellipse(478, 396, 10, 13, '#c9ccd2'),
    path('M248 424Q248 396 276 396H524Q552 396 552 424V430H248Z', '#ffffff', 'opacity=".18"'),
    circle(400, 500, 5, '#5fd38a'),
    brandText(c, 400, 548, 150, 20, ink, 700),
  ].join('');
}

function drawAudio(c: Ctx): Drawing {
  const fin = c.finish;
  const budCol = fin.name === 'black' || fin.name === 'graphite' || fin.name === 'midnight' ? fin.body : lighten(fin.body, 0.55);
  switch (c.view) {
    case 1:
      return {
        body: budsCase(c, fin, false) + bud(c, 205, 520, 16, budCol, false) + bud(c, 595, 520, -16, budCol, true),
        box: [166, 360, 468, 262],
        shadows: [
          { cx: 400, cy: 592, rx: 165, ry: 14 },
          { cx: 215, cy: 615, rx: 50, ry: 6 },
          { cx: 585, cy: 615, rx: 50, ry: 6 },
        ],
      };
    case 2:
      return {
        body: headphonesAngle(c, fin),
        box: [236, 120, 354, 494],
        shadows: [
          { cx: 480, cy: 612, rx: 115, ry: 13 },
          { cx: 275, cy: 568, rx: 55, ry: 8, k: 0.7 },
        ],
      };
    case 3:
      return { body: budsCase(c, c.alt, true), box: [248, 262, 304, 334], shadows: [{ cx: 400, cy: 594, rx: 165, ry: 14 }] };
    default:
      return {
        body: headphonesFront(c, fin),
        box: [188, 150, 424, 486],
        shadows: [
          { cx: 238, cy: 634, rx: 75, ry: 10 },
          { cx: 562, cy: 634, rx: 75, ry: 10 },
          { cx: 400, cy: 634, rx: 230, ry: 10, k: 0.4 },
        ],
      };
  }
}

/* ------------------------------------------------------------------ */
/* Wearable                                                            */
/* ------------------------------------------------------------------ */

function ring(cx: number, cy: number, r: number, width: number, color: string, frac: number): string {
  const len = 2 * Math.PI * r;
  return [
    circle(cx, cy, r, 'none', `stroke="${color}" stroke-width="${f(width)}" opacity=".25"`),
    circle(
      cx,
      cy,
      r,
      'none',
      `stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-dasharray="${f(len * frac)} ${f(len)}" transform="rotate(-90 ${f(cx)} ${f(cy)})"`,
    ),
  ].join('');
}

function strap(c: Ctx, cx: number, y: number, h: number, col: string, holes: boolean): string {
  const parts = [rect(cx - 68, y, 136, h, 30, c.lin([[0, darken(col, 0.12)], [0.5, lighten(col, 0.08)], [1, darken(col, 0.12)]], 0, 0, 1, 0))];
  if (holes) {
    for (let i = 0; i < 4; i++) parts.push(circle(cx, y + 60 + i * 26, 5, darken(col, 0.35)));
  }
  return parts.join('');
}

function squareWatch(c: Ctx, cx: number, cy: number, fin: Finish, strapCol: string, face: 'rings' | 'digital'): string {
  const caseFill = c.lin([[0, lighten(fin.body, 0.25)], [0.5, fin.body], [1, darken(fin.body, 0.25)]], 0, 0, 1, 1);
  const fx = cx - 84;
  const fy = cy - 104;
  const parts = [
    strap(c, cx, cy - 268, 190, strapCol, false),
    strap(c, cx, cy + 78, 190, strapCol, true),
    rect(cx + 96, cy - 60, 20, 48, 7, c.lin([[0, fin.dark], [0.5, fin.light], [1, fin.dark]])),
    rect(cx + 101, cy + 8, 10, 52, 5, fin.dark),
    rect(cx - 108, cy - 128, 216, 256, 62, caseFill),
    rect(cx - 98, cy - 118, 196, 236, 54, '#050608'),
  ];
  if (face === 'rings') {
    parts.push(
      ring(cx, cy - 22, 52, 12, c.vivid, 0.78),
      ring(cx, cy - 22, 37, 12, '#a8e063', 0.62),
      ring(cx, cy - 22, 22, 12, '#35c7f0', 0.9),
      text(cx, cy + 78, '10:09', { size: 40, fill: '#ffffff', weight: 600, anchor: 'middle' }),
    );
  } else {
    parts.push(
      text(fx + 16, fy + 34, 'WED 12', { size: 16, fill: lighten(c.vivid, 0.2), weight: 700, letterSpacing: 1 }),
      text(fx + 12, cy + 4, '10', { size: 80, fill: '#ffffff', weight: 700 }),
      text(fx + 12, cy + 82, '09', { size: 80, fill: lighten(c.vivid, 0.15), weight: 700 }),
      circle(cx + 56, cy - 70, 14, 'none', `stroke="${c.vivid}" stroke-width="5"`),
      circle(cx + 56, cy + 30, 14, 'none', 'stroke="#a8e063" stroke-width="5"'),
    );
  }
  parts.push(glare(cx - 98, cy - 118, 196, 236, 0.08));
  return parts.join('');
}

function roundWatch(c: Ctx, cx: number, cy: number, fin: Finish, strapCol: string): string {
  const parts = [
    strap(c, cx, cy - 268, 190, strapCol, false),
    strap(c, cx, cy + 78, 190, strapCol, true),
    rect(cx + 118, cy - 16, 22, 32, 6, c.lin([[0, fin.dark], [0.5, fin.light], [1, fin.dark]])),
    circle(cx, cy, 132, c.lin([[0, lighten(fin.body, 0.3)], [0.5, fin.body], [1, darken(fin.body, 0.3)]], 0, 0, 1, 1)),
    circle(cx, cy, 118, '#0d1422'),
    circle(cx, cy, 112, c.rad([[0, '#23314f'], [1, '#0b111d']])),
  ];
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const major = i % 5 === 0;
    const r1 = major ? 90 : 98;
    parts.push(
      line(cx + Math.sin(a) * r1, cy - Math.cos(a) * r1, cx + Math.sin(a) * 104, cy - Math.cos(a) * 104, '#ffffff', major ? 4 : 1.2, major ? '' : 'opacity=".55"'),
    );
  }
  const hand = (deg: number, len: number, w: number, col: string): string =>
    rect(cx - w / 2, cy - len, w, len + 14, w / 2, col, `transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})"`);
  parts.push(
    brandText(c, cx, cy - 40, 90, 14, '#ffffff', 700),
    hand(-60, 56, 8, '#ffffff'),
    hand(54, 82, 6, '#ffffff'),
    hand(150, 92, 2.5, c.vivid),
    circle(cx, cy, 7, c.vivid),
    circle(cx, cy, 3, '#ffffff'),
    glare(cx - 112, cy - 112, 224, 224, 0.06),
  );
  return parts.join('');
}

function drawWearable(c: Ctx): Drawing {
  const fin = c.finish;
  const strapCol = mix(c.alt.body, fin.body, 0.35);
  switch (c.view) {
    case 1:
      return {
        body: group(squareWatch(c, 400, 400, fin, strapCol, 'digital'), rot(12, 400, 400)),
        box: [260, 120, 290, 520],
        shadows: [{ cx: 430, cy: 645, rx: 110, ry: 12 }],
      };
    case 2:
      return { body: roundWatch(c, 400, 400, fin, strapCol), box: [268, 132, 272, 536], shadows: [{ cx: 400, cy: 660, rx: 110, ry: 12 }] };
    case 3:
      return {
        body: group(squareWatch(c, 400, 400, fin, c.vivid, 'rings'), rot(-14, 400, 400)),
        box: [250, 120, 300, 520],
        shadows: [{ cx: 370, cy: 645, rx: 110, ry: 12 }],
      };
    default:
      return { body: squareWatch(c, 400, 400, fin, strapCol, 'rings'), box: [292, 132, 224, 536], shadows: [{ cx: 400, cy: 660, rx: 110, ry: 12 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Camera                                                              */
/* ------------------------------------------------------------------ */

function bigLens(c: Ctx, cx: number, cy: number, r: number): string {
  const glass = c.rad([[0, '#4a5f92'], [0.45, '#121a2b'], [1, '#020305']], 0.42, 0.38, 0.7);
  return [
    circle(cx, cy, r, c.lin([[0, '#34373e'], [1, '#121317']], 0, 0, 1, 1)),
    circle(cx, cy, r * 0.9, '#1d1f24', `stroke="#3a3d44" stroke-width="${f(r * 0.12)}" stroke-dasharray="2 4"`),
    circle(cx, cy, r * 0.78, '#101114'),
    circle(cx, cy, r * 0.74, 'none', `stroke="${c.accent}" stroke-width="3"`),
    circle(cx, cy, r * 0.66, '#07080a'),
    circle(cx, cy, r * 0.52, glass),
    circle(cx, cy, r * 0.22, '#05060a', 'opacity=".8"'),
    path(
      `M${f(cx - r * 0.38)} ${f(cy - r * 0.12)}A${f(r * 0.4)} ${f(r * 0.4)} 0 0 1 ${f(cx - r * 0.08)} ${f(cy - r * 0.4)}`,
      'none',
      `stroke="#ffffff" stroke-width="${f(r * 0.05)}" stroke-linecap="round" opacity=".45"`,
    ),
    circle(cx + r * 0.22, cy + r * 0.2, r * 0.05, '#ffffff', 'opacity=".35"'),
  ].join('');
}

function cameraBody(c: Ctx, retro: boolean): string {
  const bodyCol = '#24262b';
  const top = retro ? '#cdd0d5' : '#2d3035';
  const bodyClip = c.clipTo(rect(170, 330, 460, 250, 30, '#000'));
  return [
    rect(510, 312, 60, 20, 8, '#3a3d44'),
    ellipse(540, 312, 30, 8, retro ? '#e4e6ea' : '#50545c'),
    rect(440, 314, 50, 18, 4, '#3a3d44', 'stroke="#4b4f57" stroke-width="2" stroke-dasharray="2 3"'),
    path('M276 336L298 272Q300 264 310 264H424Q434 264 436 272L458 336Z', c.lin([[0, lighten(top, 0.12)], [1, darken(top, 0.12)]])),
    rect(170, 330, 460, 250, 30, c.lin([[0, lighten(bodyCol, 0.1)], [1, darken(bodyCol, 0.2)]])),
    group(
      [
        rect(170, 330, 460, retro ? 74 : 16, 0, c.lin([[0, lighten(top, 0.2)], [1, top]])),
        retro ? rect(170, 404, 460, 3, 0, darken(top, 0.3)) : '',
        rect(540, 330, 90, 250, 0, '#18191c'),
        path('M552 352V560M566 352V560M580 352V560M594 352V560M608 352V560', 'none', 'stroke="#26282c" stroke-width="4" stroke-dasharray="3 3"'),
      ].join(''),
      `clip-path="${bodyClip}"`,
    ),
    brandText(c, 240, retro ? 375 : 372, 110, 24, retro ? '#2a2c31' : '#ffffff', 800),
    circle(498, retro ? 428 : 372, 6, '#c0392b', 'opacity=".85"'),
    rect(180, 330, 440, 2, 1, '#ffffff', 'opacity=".15"'),
  ].join('');
}

function cameraBack(c: Ctx): string {
  return [
    rect(220, 312, 60, 20, 8, '#3a3d44'),
    ellipse(250, 312, 30, 8, '#50545c'),
    path('M342 336L364 272Q366 264 376 264H490Q500 264 502 272L524 336Z', c.lin([[0, '#3a3d44'], [1, '#202226']])),
    rect(170, 330, 460, 250, 30, c.lin([[0, '#33363c'], [1, '#1c1d21']])),
    rect(378, 276, 110, 52, 18, '#0c0d10'),
    ellipse(433, 302, 34, 16, '#1d2230'),
    rect(192, 360, 300, 200, 12, '#0b0c0f'),
    screen(c, 202, 370, 280, 180, 4, 'viewfinder'),
    circle(560, 470, 42, '#2b2d33', 'stroke="#44474f" stroke-width="6" stroke-dasharray="3 3"'),
    circle(560, 470, 18, '#3a3d44'),
    circle(560, 380, 12, '#3a3d44'),
    circle(596, 404, 10, '#c0392b', 'opacity=".85"'),
    circle(540, 545, 10, '#3a3d44'),
    circle(580, 545, 10, '#3a3d44'),
    rect(180, 330, 440, 2, 1, '#ffffff', 'opacity=".12"'),
  ].join('');
}

function drawCamera(c: Ctx): Drawing {
  switch (c.view) {
    case 1:
      return {
        body: cameraBody(c, true) + bigLens(c, 356, 476, 122),
        box: [170, 264, 460, 334],
        shadows: [{ cx: 400, cy: 592, rx: 250, ry: 15 }],
      };
    case 2:
      return {
        body: group(cameraBody(c, false) + bigLens(c, 356, 476, 122), rot(-8, 400, 440)),
        box: [160, 222, 480, 390],
        shadows: [{ cx: 400, cy: 600, rx: 250, ry: 15, k: 0.8 }],
      };
    case 3:
      return { body: cameraBack(c), box: [170, 264, 460, 316], shadows: [{ cx: 400, cy: 578, rx: 250, ry: 15 }] };
    default:
      return {
        body: cameraBody(c, false) + bigLens(c, 356, 476, 122),
        box: [170, 264, 460, 334],
        shadows: [{ cx: 400, cy: 592, rx: 250, ry: 15 }],
      };
  }
}

/* ------------------------------------------------------------------ */
/* Gaming                                                              */
/* ------------------------------------------------------------------ */

const PAD_PATH =
  'M400 350L510 350C560 350 600 356 617 385C640 428 664 515 656 568C650 606 603 616 582 585C563 556 545 525 512 522L288 522C255 525 237 556 218 585C197 616 150 606 144 568C136 515 160 428 183 385C200 356 240 350 290 350Z';

function controller(c: Ctx, col: string): string {
  const dark = luminance(col) < 0.2;
  const well = dark ? darken(col, 0.45) : darken(col, 0.12);
  const btn = dark ? '#3b3e45' : '#2d3036';
  const stick = c.rad([[0, '#4a4d55'], [1, '#1b1c20']], 0.4, 0.35, 0.7);
  const faceCols = ['#5fd38a', '#ef6b6b', '#5b9df5', '#f2c14e'];
  const parts = [
    rect(196, 330, 124, 34, 16, darken(col, 0.3)),
    rect(480, 330, 124, 34, 16, darken(col, 0.3)),
    path(PAD_PATH, c.lin([[0, lighten(col, 0.14)], [0.6, col], [1, darken(col, 0.22)]])),
    path(PAD_PATH, '#ffffff', `opacity=".06" transform="translate(0 -4) scale(1 .98)"`),
    rect(352, 362, 96, 52, 10, darken(col, dark ? 0.3 : 0.1), `stroke="${c.accent}" stroke-width="3"`),
    circle(285, 428, 48, well),
    rect(273, 392, 24, 72, 5, btn),
    rect(249, 416, 72, 24, 5, btn),
    circle(515, 428, 52, well),
    circle(340, 496, 40, well),
    circle(460, 496, 40, well),
    circle(340, 496, 29, stick),
    circle(460, 496, 29, stick),
    circle(340, 496, 18, 'none', 'stroke="#55585f" stroke-width="2"'),
    circle(460, 496, 18, 'none', 'stroke="#55585f" stroke-width="2"'),
    rect(318, 378, 22, 8, 4, btn),
    rect(460, 378, 22, 8, 4, btn),
    circle(400, 448, 12, c.accent),
    circle(400, 448, 12, 'none', 'stroke="#ffffff" stroke-width="2" opacity=".5"'),
  ];
  const off: readonly (readonly [number, number])[] = [
    [0, -28],
    [28, 0],
    [0, 28],
    [-28, 0],
  ];
  off.forEach(([dx, dy], i) => {
    parts.push(circle(515 + dx, 428 + dy, 15, btn), circle(515 + dx, 428 + dy, 6, faceCols[i] ?? '#ffffff', 'opacity=".95"'));
  });
  return parts.join('');
}

function drawGaming(c: Ctx): Drawing {
  const col = c.finish.body;
  switch (c.view) {
    case 1:
      return {
        body: group(controller(c, col), rot(-12, 400, 470)),
        box: [130, 280, 540, 350],
        shadows: [{ cx: 400, cy: 625, rx: 250, ry: 14, k: 0.8 }],
      };
    case 2:
      return { body: controller(c, c.alt.body), box: [138, 330, 524, 282], shadows: [{ cx: 400, cy: 606, rx: 250, ry: 14 }] };
    case 3:
      return {
        body: group(controller(c, c.alt.body), 'transform="translate(-110 -100) rotate(-10 400 470)"') + group(controller(c, col), 'transform="translate(80 40)"'),
        box: [20, 220, 730, 440],
        shadows: [{ cx: 470, cy: 650, rx: 260, ry: 14 }],
      };
    default:
      return { body: controller(c, col), box: [138, 330, 524, 282], shadows: [{ cx: 400, cy: 606, rx: 250, ry: 14 }] };
  }
}

/* ------------------------------------------------------------------ */
/* TV                                                                  */
/* ------------------------------------------------------------------ */

function tvPanel(c: Ctx, mode: ScreenMode): string {
  return [
    rect(110, 168, 580, 340, 8, '#111316'),
    screen(c, 116, 174, 568, 326, 3, mode),
    rect(110, 505, 580, 6, 3, '#1d1f23'),
    text(400, 509.5, c.label, { size: 5, fill: '#8b9099', weight: 700, anchor: 'middle' }),
  ].join('');
}

function pedestal(): string {
  return [
    path('M378 510H422L428 560H372Z', '#2a2c31'),
    rect(290, 556, 220, 16, 8, '#33363c'),
    rect(296, 556, 208, 4, 2, '#ffffff', 'opacity=".15"'),
  ].join('');
}

function drawTv(c: Ctx): Drawing {
  switch (c.view) {
    case 1:
      return {
        body: [
          path('M180 508L150 566H176L206 508Z', '#2a2c31'),
          path('M620 508L650 566H624L594 508Z', '#2a2c31'),
          tvPanel(c, 'stream'),
        ].join(''),
        box: [110, 168, 580, 398],
        shadows: [{ cx: 400, cy: 566, rx: 300, ry: 12, k: 0.7 }],
      };
    case 2:
      return {
        body: group(
          [path('M690 172L706 184V494L690 506Z', '#2a2c31'), tvPanel(c, 'tv'), pedestal()].join(''),
          'transform="matrix(.9 .05 0 1 40 -20)"',
        ),
        box: [139, 156, 537, 436],
        shadows: [{ cx: 400, cy: 572, rx: 170, ry: 12 }],
      };
    case 3:
      return {
        body: [
          tvPanel(c, 'tv'),
          pedestal(),
          rect(220, 552, 360, 46, 23, c.lin([[0, '#32353b'], [1, '#141518']])),
          rect(240, 562, 320, 26, 13, 'none', 'stroke="#4a4d55" stroke-width="2" stroke-dasharray="1 5"'),
          circle(400, 575, 3, c.vivid),
        ].join(''),
        box: [110, 168, 580, 430],
        shadows: [{ cx: 400, cy: 597, rx: 220, ry: 12 }],
      };
    default:
      return { body: tvPanel(c, 'tv') + pedestal(), box: [110, 168, 580, 404], shadows: [{ cx: 400, cy: 572, rx: 170, ry: 12 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Accessory (power bank, charger, cable)                              */
/* ------------------------------------------------------------------ */

function cable(d: string, col: string): string {
  return [
    path(d, 'none', `stroke="${darken(col, 0.3)}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"`),
    path(d, 'none', `stroke="${col}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"`),
    path(d, 'none', 'stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".45" transform="translate(-1.5 -2)"'),
  ].join('');
}

function usbPlug(x: number, y: number, angle: number, col: string): string {
  return group(
    [
      rect(x - 13, y, 26, 58, 9, col, `stroke="${darken(col, 0.25)}" stroke-width="1.5"`),
      rect(x - 9, y - 20, 18, 22, 4, '#c3c7ce', 'stroke="#8d929a" stroke-width="1"'),
      rect(x - 5, y - 16, 10, 3, 1.5, '#6b7078'),
      rect(x - 9, y + 8, 4, 40, 2, '#ffffff', 'opacity=".5"'),
    ].join(''),
    rot(angle, x, y + 29),
  );
}

function powerBank(c: Ctx, x: number, y: number, w: number, h: number, fin: Finish): string {
  const ink = mix(fin.body, inkOn(fin.body), 0.6);
  const parts = [
    rect(x, y, w, h, 34, c.lin([[0, lighten(fin.body, 0.2)], [0.5, fin.body], [1, darken(fin.body, 0.22)]], 0, 0, 1, 0)),
    rect(x + 8, y + 8, w - 16, h - 16, 28, 'none', `stroke="#ffffff" stroke-width="1.5" opacity=".18"`),
    rect(x + w / 2 - 20, y - 2, 40, 9, 4, '#1b1c20'),
    brandText(c, x + w / 2, y + h * 0.38, w * 0.72, 30, ink, 800),
    text(x + w / 2, y + h * 0.38 + 30, '20000 mAh', { size: 15, fill: ink, weight: 600, anchor: 'middle', opacity: 0.75 }),
  ];
  for (let i = 0; i < 4; i++) {
    parts.push(circle(x + w / 2 - 27 + i * 18, y + h - 44, 5, i < 3 ? c.vivid : darken(fin.body, 0.25)));
  }
  parts.push(glare(x, y, w, h, 0.1));
  return parts.join('');
}

function charger(c: Ctx, cx: number, bottom: number, col: string): string {
  const ink = mix(col, inkOn(col), 0.45);
  const prong = c.lin([[0, '#8d929a'], [0.5, '#eef0f2'], [1, '#8d929a']], 0, 0, 1, 0);
  return [
    rect(cx - 44, bottom - 262, 14, 72, 7, prong),
    rect(cx + 30, bottom - 262, 14, 72, 7, prong),
    rect(cx - 70, bottom - 212, 140, 24, 12, darken(col, 0.08)),
    rect(cx - 95, bottom - 196, 190, 196, 36, c.lin([[0, lighten(col, 0.4)], [0.55, col], [1, darken(col, 0.18)]], 0, 0, 1, 1)),
    text(cx, bottom - 116, '65W', { size: 40, fill: ink, weight: 800, anchor: 'middle', opacity: 0.85 }),
    brandText(c, cx, bottom - 86, 130, 16, ink, 700),
    rect(cx - 24, bottom - 54, 48, 15, 7.5, '#1b1c20'),
    rect(cx - 16, bottom - 49, 32, 5, 2.5, '#6b7078'),
  ].join('');
}

function coil(cx: number, cy: number, col: string): string {
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    out.push(
      ellipse(cx + i * 7 - 14, cy - i * 5, 130 - i * 3, 58 - i, 'none', `stroke="${darken(col, 0.3)}" stroke-width="15"`),
      ellipse(cx + i * 7 - 14, cy - i * 5, 130 - i * 3, 58 - i, 'none', `stroke="${col}" stroke-width="11"`),
      ellipse(cx + i * 7 - 14, cy - i * 5 - 2, 130 - i * 3, 58 - i, 'none', 'stroke="#ffffff" stroke-width="2.5" opacity=".35"'),
    );
  }
  return out.join('');
}

function drawAccessory(c: Ctx): Drawing {
  const fin = c.finish;
  const cableCol = fin.name === 'black' || fin.name === 'graphite' ? '#2b2d33' : '#eef0f3';
  const chargerCol = luminance(fin.body) > 0.35 ? fin.body : '#eceef1';
  switch (c.view) {
    case 1:
      return {
        body: [
          cable('M400 580C400 640 520 640 560 600S640 520 610 470', cableCol),
          charger(c, 360, 600, chargerCol),
          usbPlug(610, 440, 8, cableCol),
        ].join(''),
        box: [265, 338, 370, 290],
        shadows: [
          { cx: 360, cy: 600, rx: 120, ry: 12 },
          { cx: 540, cy: 628, rx: 90, ry: 8, k: 0.5 },
        ],
      };
    case 2:
      return {
        body: [
          coil(400, 520, cableCol),
          cable('M520 500C600 480 640 430 630 380', cableCol),
          cable('M280 540C220 560 190 600 200 640', cableCol),
          usbPlug(630, 330, 10, cableCol),
          usbPlug(200, 648, 180, cableCol),
        ].join(''),
        box: [180, 300, 480, 420],
        shadows: [{ cx: 400, cy: 586, rx: 170, ry: 18, k: 0.7 }],
      };
    case 3:
      return {
        body: powerBank(c, 200, 250, 190, 360, fin) + charger(c, 530, 610, chargerCol),
        box: [200, 248, 425, 362],
        shadows: [
          { cx: 295, cy: 608, rx: 115, ry: 13 },
          { cx: 530, cy: 608, rx: 115, ry: 13 },
        ],
      };
    default:
      return {
        body: [
          cable('M400 230C400 150 590 140 590 330S560 604 640 604', cableCol),
          powerBank(c, 305, 240, 190, 370, fin),
          usbPlug(400, 225, 180, cableCol),
          usbPlug(669, 575, 90, cableCol),
        ].join(''),
        box: [305, 160, 420, 452],
        shadows: [
          { cx: 400, cy: 608, rx: 130, ry: 13 },
          { cx: 640, cy: 614, rx: 80, ry: 6, k: 0.5 },
        ],
      };
  }
}

/* ------------------------------------------------------------------ */
/* Supplements: shared packaging                                       */
/* ------------------------------------------------------------------ */

interface TubSpec {
  cx: number;
  bottom: number;
  w: number;
  h: number;
  tub: string;
  lid: string;
  band: string;
  title: string;
  sub: string;
  flavour: Flavour;
  back?: boolean;
  bolt?: boolean;
}

function tub(c: Ctx, s: TubSpec): string {
  const { cx, bottom, w, h } = s;
  const l = cx - w / 2;
  const r = cx + w / 2;
  const ry = w * 0.09;
  const lidH = h * 0.15;
  const top = bottom - h + lidH;
  const bodyD = `M${f(l)} ${f(top)}V${f(bottom)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(r)} ${f(bottom)}V${f(top)}Z`;
  const b1 = top + h * 0.1;
  const b2 = bottom - h * 0.08;
  const bandD = `M${f(l)} ${f(b1)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(r)} ${f(b1)}V${f(b2)}A${f(w / 2)} ${f(ry)} 0 0 1 ${f(l)} ${f(b2)}Z`;
  const ink = inkOn(s.band);
  const lidL = l - 5;
  const lidR = r + 5;
  const lidD = `M${f(lidL)} ${f(top - lidH)}V${f(top)}A${f(w / 2 + 5)} ${f(ry)} 0 0 0 ${f(lidR)} ${f(top)}V${f(top - lidH)}Z`;
  const shade = cylShade(c);
  const mid = (b1 + b2) / 2 + ry * 0.6;
  const parts = [path(bodyD, s.tub), path(bandD, s.band)];
  if (s.back) {
    const px = cx - w * 0.32;
    const pw = w * 0.64;
    parts.push(
      text(cx, b1 + ry + 34, 'NUTRITION FACTS', { size: w * 0.06, fill: ink, weight: 900, anchor: 'middle', letterSpacing: 1 }),
      rect(px, b1 + ry + 44, pw, 3, 0, ink),
    );
    const rows = ['Serving size', 'Calories', 'Protein', 'Carbohydrate', 'Fat', 'BCAA'];
    rows.forEach((label, i) => {
      const y = b1 + ry + 66 + i * 20;
      parts.push(
        text(px, y, label, { size: w * 0.038, fill: ink, weight: 600 }),
        rect(px + pw * 0.72, y - 9, pw * 0.28, 8, 2, ink, 'opacity=".5"'),
        rect(px, y + 6, pw, 1, 0, ink, 'opacity=".25"'),
      );
    });
    for (let i = 0; i < 22; i++) {
      parts.push(rect(cx - 50 + i * 4.6, b2 - 52, i % 3 === 0 ? 2.6 : 1.4, 30, 0, ink));
    }
  } else {
    const pillW = Math.min(w * 0.72, Math.max(w * 0.4, Array.from(s.flavour.name).length * w * 0.035 + 30));
    if (s.bolt) {
      const bh = (b2 - b1) * 0.82;
      const bx = cx + w * 0.14;
      const by = (b1 + b2) / 2 + ry * 0.6 - bh / 2;
      const pt = (u: number, v: number): string => `${f(bx + (u - 0.5) * bh * 0.62)} ${f(by + v * bh)}`;
      parts.push(
        path(`M${pt(0.62, 0)}L${pt(0.1, 0.57)}L${pt(0.44, 0.57)}L${pt(0.3, 1)}L${pt(0.9, 0.4)}L${pt(0.56, 0.4)}L${pt(0.78, 0)}Z`, Math.abs(luminance(s.flavour.color) - luminance(s.band)) > 0.12 ? s.flavour.color : ink, 'opacity=".3"'),
      );
    }
    parts.push(
      brandText(c, cx, mid - h * 0.14, w * 0.78, w * 0.15, s.band === c.accent ? ink : readable(c.accent, s.band), 900),
      text(cx, mid - h * 0.02, s.title, { size: fitSize(s.title, w * 0.8, w * 0.1, 8, 0.66), fill: ink, weight: 900, anchor: 'middle', letterSpacing: 1 }),
      rect(cx - pillW / 2, mid + h * 0.03, pillW, h * 0.07, h * 0.035, s.flavour.color),
      text(cx, mid + h * 0.03 + h * 0.048, s.flavour.name, {
        size: fitSize(s.flavour.name, pillW - 16, w * 0.045, 7, 0.6),
        fill: inkOn(s.flavour.color),
        weight: 700,
        anchor: 'middle',
      }),
      text(cx, mid + h * 0.16, s.sub, { size: w * 0.04, fill: ink, weight: 600, anchor: 'middle', opacity: 0.75 }),
    );
  }
  parts.push(
    path(bodyD, shade),
    path(lidD, c.lin([[0, lighten(s.lid, 0.1)], [1, darken(s.lid, 0.1)]])),
  );
  for (let i = 1; i < 24; i++) {
    const x = cx - Math.cos((i / 24) * Math.PI) * (w / 2 + 5);
    parts.push(line(x, top - lidH + ry * 0.6, x, top + ry * Math.sin((i / 24) * Math.PI), '#000000', 1.4, 'opacity=".13"'));
  }
  parts.push(
    path(lidD, shade),
    ellipse(cx, top - lidH, w / 2 + 5, ry, c.lin([[0, lighten(s.lid, 0.22)], [1, lighten(s.lid, 0.05)]])),
    ellipse(cx, top - lidH, w / 2 - 14, ry - 4, 'none', `stroke="${darken(s.lid, 0.12)}" stroke-width="2"`),
  );
  return parts.join('');
}

function scoop(c: Ctx, cx: number, cy: number, col: string, powder: string, k = 1.25): string {
  return group(
    [
      rect(cx + 30, cy - 8, 120, 16, 8, darken(col, 0.05)),
      path(`M${f(cx - 50)} ${f(cy)}Q${f(cx - 50)} ${f(cy + 58)} ${f(cx)} ${f(cy + 58)}Q${f(cx + 50)} ${f(cy + 58)} ${f(cx + 50)} ${f(cy)}Z`, c.lin([[0, lighten(col, 0.2)], [1, darken(col, 0.15)]], 0, 0, 1, 0)),
      ellipse(cx, cy, 50, 14, darken(col, 0.2)),
      path(`M${f(cx - 46)} ${f(cy + 2)}Q${f(cx)} ${f(cy - 36)} ${f(cx + 46)} ${f(cy + 2)}Q${f(cx)} ${f(cy + 12)} ${f(cx - 46)} ${f(cy + 2)}Z`, powder),
    ].join(''),
    `transform="translate(${f(cx)} ${f(cy)}) scale(${f(k)}) rotate(-8) translate(${f(-cx)} ${f(-cy)})"`,
  );
}

function powderPile(c: Ctx, cx: number, bottom: number, w: number, col: string): string {
  const parts = [
    path(
      `M${f(cx - w / 2)} ${f(bottom)}C${f(cx - w * 0.26)} ${f(bottom)} ${f(cx - w * 0.2)} ${f(bottom - w * 0.3)} ${f(cx)} ${f(bottom - w * 0.3)}C${f(cx + w * 0.2)} ${f(bottom - w * 0.3)} ${f(cx + w * 0.26)} ${f(bottom)} ${f(cx + w / 2)} ${f(bottom)}Z`,
      c.lin([[0, lighten(col, 0.25)], [1, darken(col, 0.08)]]),
    ),
  ];
  for (let i = 0; i < 9; i++) {
    parts.push(circle(cx + c.rng.range(-w * 0.6, w * 0.6), bottom - c.rng.range(0, 6), c.rng.range(1.5, 3.2), col, 'opacity=".8"'));
  }
  return parts.join('');
}

function packColours(c: Ctx, vivid: boolean): { tub: string; lid: string; band: string } {
  const style = createRng(c.label, c.accent, 'pack').int(0, 2);
  if (vivid) return { tub: '#17181c', lid: '#17181c', band: style === 0 ? '#17181c' : c.accent };
  if (style === 0) return { tub: '#1b1c20', lid: '#1b1c20', band: '#f5f5f2' };
  if (style === 1) return { tub: '#f4f4f1', lid: c.accent, band: '#ffffff' };
  return { tub: c.accent, lid: darken(c.accent, 0.35), band: '#ffffff' };
}

/* ------------------------------------------------------------------ */
/* Protein                                                             */
/* ------------------------------------------------------------------ */

function drawProtein(c: Ctx): Drawing {
  const pc = packColours(c, false);
  const spec = (cx: number, bottom: number, w: number, h: number, flavour: Flavour, back = false): TubSpec => ({
    cx,
    bottom,
    w,
    h,
    ...pc,
    title: 'WHEY PROTEIN',
    sub: '2 LB · 908 g · 30 servings',
    flavour,
    back,
  });
  switch (c.view) {
    case 1:
      return {
        body: tub(c, spec(330, 600, 290, 390, c.flavour)) + powderPile(c, 615, 614, 200, lighten(c.flavour.color, 0.35)) + scoop(c, 495, 566, '#f2f3f5', lighten(c.flavour.color, 0.35)),
        box: [185, 210, 530, 410],
        shadows: [
          { cx: 330, cy: 612, rx: 170, ry: 16 },
          { cx: 570, cy: 618, rx: 130, ry: 8, k: 0.6 },
        ],
      };
    case 2:
      return {
        body: tub(c, spec(300, 575, 250, 340, c.altFlavour)) + tub(c, spec(480, 625, 290, 390, c.flavour)),
        box: [170, 215, 460, 430],
        shadows: [
          { cx: 300, cy: 590, rx: 150, ry: 14 },
          { cx: 480, cy: 640, rx: 170, ry: 16 },
        ],
      };
    case 3:
      return { body: tub(c, spec(400, 620, 300, 400, c.flavour, true)), box: [245, 220, 310, 420], shadows: [{ cx: 400, cy: 634, rx: 175, ry: 16 }] };
    default:
      return { body: tub(c, spec(400, 620, 300, 400, c.flavour)), box: [245, 220, 310, 420], shadows: [{ cx: 400, cy: 634, rx: 175, ry: 16 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Vitamins                                                            */
/* ------------------------------------------------------------------ */

type PillKind = 'capsule' | 'softgel' | 'tablet';

const VITAMINS: readonly (readonly [string, string, PillKind])[] = [
  ['VITAMIN D3 + K2', '60 softgels', 'softgel'],
  ['MULTIVITAMIN', '90 tablets', 'tablet'],
  ['OMEGA-3 FISH OIL', '120 softgels', 'softgel'],
  ['MAGNESIUM', '60 capsules', 'capsule'],
  ['ZINC + VITAMIN C', '90 capsules', 'capsule'],
  ['B-COMPLEX', '60 tablets', 'tablet'],
];

function pill(c: Ctx, kind: PillKind, cx: number, cy: number, angle: number): string {
  if (kind === 'softgel') {
    return group(
      [
        ellipse(cx, cy, 30, 15, c.rad([[0, '#ffe08a'], [0.6, '#e5a826'], [1, '#b97a12']], 0.4, 0.35, 0.7)),
        ellipse(cx - 9, cy - 6, 11, 3.5, '#ffffff', 'opacity=".6"'),
      ].join(''),
      rot(angle, cx, cy),
    );
  }
  if (kind === 'tablet') {
    return group(
      [
        ellipse(cx, cy + 4, 27, 13, '#cfc8b8'),
        ellipse(cx, cy, 27, 13, '#f4f0e6'),
        line(cx - 16, cy, cx + 16, cy, '#cfc8b8', 1.5),
      ].join(''),
      rot(angle, cx, cy),
    );
  }
  const colB = c.vivid;
  return group(
    [
      rect(cx - 30, cy - 11, 60, 22, 11, '#f5f5f2'),
      path(`M${f(cx)} ${f(cy - 11)}H${f(cx + 19)}A11 11 0 0 1 ${f(cx + 19)} ${f(cy + 11)}H${f(cx)}Z`, colB),
      rect(cx - 24, cy - 7, 44, 4, 2, '#ffffff', 'opacity=".55"'),
      rect(cx - 30, cy - 11, 60, 22, 11, 'none', 'stroke="#000000" stroke-width="1" opacity=".12"'),
    ].join(''),
    rot(angle, cx, cy),
  );
}

function bottle(c: Ctx, cx: number, bottom: number, w: number, h: number, product: readonly [string, string, PillKind], amber: boolean): string {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const neck = w * 0.6;
  const capH = h * 0.17;
  const neckTop = bottom - h + capH;
  const shoulder = neckTop + h * 0.09;
  const bodyCol = amber ? '#8b4a12' : '#f4f4f1';
  const bodyD = `M${f(l)} ${f(bottom - 18)}Q${f(l)} ${f(bottom)} ${f(l + 18)} ${f(bottom)}H${f(r - 18)}Q${f(r)} ${f(bottom)} ${f(r)} ${f(bottom - 18)}V${f(shoulder + 34)}Q${f(r)} ${f(shoulder)} ${f(cx + neck / 2)} ${f(shoulder - 6)}V${f(neckTop)}H${f(cx - neck / 2)}V${f(shoulder - 6)}Q${f(l)} ${f(shoulder)} ${f(l)} ${f(shoulder + 34)}Z`;
  const labelTop = shoulder + 44;
  const labelH = h * 0.46;
  const cap = amber ? '#f2f2ef' : c.accent;
  const ink = '#15171c';
  const parts = [
    path(bodyD, c.lin([[0, lighten(bodyCol, 0.08)], [1, darken(bodyCol, 0.08)]])),
    rect(l, labelTop, w, labelH, 0, '#ffffff'),
    rect(l, labelTop, w, labelH * 0.2, 0, c.accent),
    brandText(c, cx, labelTop + labelH * 0.145, w * 0.8, w * 0.11, inkOn(c.accent), 800),
    text(cx, labelTop + labelH * 0.44, product[0], { size: fitSize(product[0], w * 0.84, w * 0.1, 7, 0.66), fill: ink, weight: 900, anchor: 'middle' }),
    text(cx, labelTop + labelH * 0.6, 'Dietary Supplement', { size: w * 0.055, fill: ink, weight: 500, anchor: 'middle', opacity: 0.7 }),
    rect(cx - w * 0.3, labelTop + labelH * 0.7, w * 0.6, labelH * 0.15, labelH * 0.075, lighten(c.vivid, 0.82)),
    text(cx, labelTop + labelH * 0.81, product[1], { size: w * 0.058, fill: darken(c.vivid, 0.3), weight: 700, anchor: 'middle' }),
    path(bodyD, cylShade(c, amber ? 1.2 : 0.9)),
    rect(cx - neck / 2 - 7, neckTop - capH, neck + 14, capH, 9, c.lin([[0, lighten(cap, 0.15)], [1, darken(cap, 0.12)]])),
  ];
  for (let i = 1; i < 16; i++) {
    const x = cx - Math.cos((i / 16) * Math.PI) * (neck / 2 + 7);
    parts.push(line(x, neckTop - capH + 6, x, neckTop - 4, '#000000', 1.3, 'opacity=".12"'));
  }
  parts.push(rect(cx - neck / 2 - 7, neckTop - capH, neck + 14, capH, 9, cylShade(c, 0.8)));
  return parts.join('');
}

function drawVitamins(c: Ctx): Drawing {
  const pr = createRng(c.label, c.accent, 'vitamin');
  const product = VITAMINS[pr.int(0, VITAMINS.length - 1)] ?? ['MULTIVITAMIN', '90 tablets', 'tablet'];
  const other = VITAMINS[(VITAMINS.indexOf(product) + 1 + pr.int(0, VITAMINS.length - 2)) % VITAMINS.length] ?? product;
  const amber = pr.chance(0.5);
  const kind = product[2];
  switch (c.view) {
    case 1:
      return {
        body: [
          bottle(c, 360, 600, 200, 380, product, amber),
          pill(c, kind, 520, 560, -20),
          pill(c, kind, 560, 598, 12),
          pill(c, kind, 488, 604, 35),
          pill(c, kind, 604, 572, -50),
          pill(c, kind, 248, 612, 8),
        ].join(''),
        box: [220, 220, 420, 400],
        shadows: [
          { cx: 360, cy: 604, rx: 125, ry: 13 },
          { cx: 545, cy: 614, rx: 90, ry: 8, k: 0.5 },
        ],
      };
    case 2:
      return {
        body: bottle(c, 310, 575, 180, 340, other, !amber) + bottle(c, 470, 625, 200, 380, product, amber),
        box: [220, 235, 350, 390],
        shadows: [
          { cx: 310, cy: 582, rx: 110, ry: 12 },
          { cx: 470, cy: 632, rx: 125, ry: 13 },
        ],
      };
    case 3:
      return {
        body: [
          group(bottle(c, 400, 600, 180, 340, product, amber), 'transform="rotate(90 360 480)"'),
          pill(c, kind, 636, 596, 20),
          pill(c, kind, 690, 608, -15),
          pill(c, kind, 664, 566, 70),
          pill(c, kind, 730, 590, 40),
          pill(c, kind, 610, 620, -5),
        ].join(''),
        box: [236, 420, 524, 210],
        shadows: [
          { cx: 400, cy: 612, rx: 190, ry: 13 },
          { cx: 670, cy: 622, rx: 90, ry: 8, k: 0.5 },
        ],
      };
    default:
      return {
        body: [bottle(c, 400, 610, 210, 400, product, amber), pill(c, kind, 560, 610, -18), pill(c, kind, 246, 612, 16)].join(''),
        box: [216, 210, 376, 412],
        shadows: [{ cx: 400, cy: 614, rx: 130, ry: 14 }],
      };
  }
}

/* ------------------------------------------------------------------ */
/* Pre-workout                                                         */
/* ------------------------------------------------------------------ */

function shaker(c: Ctx, cx: number, bottom: number, h: number, liquid: string): string {
  const wTop = 150;
  const wBot = 128;
  const top = bottom - h + 70;
  const bodyD = `M${f(cx - wTop / 2)} ${f(top)}L${f(cx - wBot / 2)} ${f(bottom - 14)}Q${f(cx - wBot / 2)} ${f(bottom)} ${f(cx - wBot / 2 + 14)} ${f(bottom)}H${f(cx + wBot / 2 - 14)}Q${f(cx + wBot / 2)} ${f(bottom)} ${f(cx + wBot / 2)} ${f(bottom - 14)}L${f(cx + wTop / 2)} ${f(top)}Z`;
  const lvl = top + (bottom - top) * 0.38;
  const clipUrl = c.clipTo(path(bodyD, '#000'));
  const parts = [
    path(bodyD, '#eef3f7', 'opacity=".9"'),
    group(
      [
        rect(cx - 90, lvl, 180, bottom - lvl + 4, 0, c.lin([[0, lighten(liquid, 0.15)], [1, darken(liquid, 0.15)]])),
        ellipse(cx, lvl, 80, 6, lighten(liquid, 0.35)),
      ].join(''),
      `clip-path="${clipUrl}"`,
    ),
  ];
  for (let i = 0; i < 5; i++) {
    const y = top + 30 + i * 38;
    parts.push(line(cx + wTop / 2 - 26 + i * 0.6, y, cx + wTop / 2 - 12 + i * 0.6, y, '#6b7280', 2, 'opacity=".6"'));
  }
  parts.push(
    brandText(c, cx - 6, top + (bottom - top) * 0.27, wTop * 0.62, 26, readable(c.accent, '#eef3f7'), 900),
    path(bodyD, cylShade(c, 0.7)),
    path(bodyD, 'none', 'stroke="#ffffff" stroke-width="2" opacity=".6"'),
    rect(cx - wTop / 2 - 6, top - 48, wTop + 12, 52, 12, c.lin([[0, '#2b2d33'], [1, '#141518']])),
    path(`M${f(cx - 48)} ${f(top - 48)}Q${f(cx - 44)} ${f(top - 84)} ${f(cx)} ${f(top - 86)}Q${f(cx + 44)} ${f(top - 84)} ${f(cx + 48)} ${f(top - 48)}Z`, '#1d1f24'),
    rect(cx - 14, top - 100, 28, 18, 6, c.accent),
    circle(cx + 68, top - 70, 22, 'none', 'stroke="#1d1f24" stroke-width="9"'),
    rect(cx - wTop / 2 - 6, top - 48, wTop + 12, 52, 12, cylShade(c, 0.6)),
  );
  return parts.join('');
}

function drawPreworkout(c: Ctx): Drawing {
  const pc = packColours(c, true);
  const spec = (cx: number, bottom: number, w: number, h: number): TubSpec => ({
    cx,
    bottom,
    w,
    h,
    ...pc,
    title: 'PRE-WORKOUT',
    sub: '30 servings · 300 g',
    flavour: c.flavour,
    bolt: true,
  });
  switch (c.view) {
    case 1:
      return { body: shaker(c, 400, 620, 420, c.flavour.color), box: [300, 200, 200, 420], shadows: [{ cx: 400, cy: 620, rx: 110, ry: 12 }] };
    case 2:
      return {
        body: shaker(c, 530, 590, 400, c.flavour.color) + tub(c, spec(330, 625, 300, 330)),
        box: [175, 190, 460, 450],
        shadows: [
          { cx: 530, cy: 592, rx: 100, ry: 11 },
          { cx: 330, cy: 640, rx: 175, ry: 16 },
        ],
      };
    case 3:
      return {
        body: tub(c, spec(330, 600, 300, 330)) + powderPile(c, 615, 614, 200, c.flavour.color) + scoop(c, 495, 566, '#2b2d33', lighten(c.flavour.color, 0.1)),
        box: [175, 270, 540, 350],
        shadows: [
          { cx: 330, cy: 614, rx: 175, ry: 16 },
          { cx: 570, cy: 618, rx: 130, ry: 8, k: 0.6 },
        ],
      };
    default:
      return { body: tub(c, spec(400, 615, 320, 350)), box: [235, 265, 330, 380], shadows: [{ cx: 400, cy: 630, rx: 185, ry: 16 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Snack bar                                                           */
/* ------------------------------------------------------------------ */

function crimpPath(x: number, y: number, w: number, h: number, teeth: number, depth: number): string {
  const step = h / teeth;
  let d = `M${f(x + depth)} ${f(y)}H${f(x + w - depth)}`;
  for (let i = 0; i < teeth; i++) {
    d += `L${f(x + w)} ${f(y + step * (i + 0.5))}L${f(x + w - depth)} ${f(y + step * (i + 1))}`;
  }
  d += `H${f(x + depth)}`;
  for (let i = teeth - 1; i >= 0; i--) {
    d += `L${f(x)} ${f(y + step * (i + 0.5))}L${f(x + depth)} ${f(y + step * i)}`;
  }
  return `${d}Z`;
}

function chocolate(c: Ctx, x: number, y: number, w: number, h: number, nuts: boolean): string {
  const parts = [
    rect(x, y, w, h, h * 0.25, c.lin([[0, '#8a5535'], [1, '#4a2a18']])),
    path(
      `M${f(x + 6)} ${f(y + h * 0.3)}Q${f(x + w * 0.25)} ${f(y + h * 0.05)} ${f(x + w * 0.5)} ${f(y + h * 0.32)}T${f(x + w - 6)} ${f(y + h * 0.28)}`,
      'none',
      'stroke="#a8704a" stroke-width="4" stroke-linecap="round"',
    ),
  ];
  if (nuts) {
    for (let i = 0; i < 5; i++) {
      parts.push(ellipse(x + w * (0.15 + i * 0.18), y + h * (0.6 + (i % 2) * 0.15), 7, 4.5, '#d8b27c'));
    }
  }
  return parts.join('');
}

function snackBar(c: Ctx, cx: number, cy: number, angle: number, col: string, flavour: Flavour, torn = false): string {
  const w = 470;
  const h = 138;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const ink = inkOn(col);
  const d = crimpPath(x, y, w, h, 9, 9);
  const wrapClip = c.clipTo(path(d, '#000'));
  const parts: string[] = [];
  if (torn) {
    parts.push(chocolate(c, x + w * 0.55, y + 18, w * 0.52, h - 36, true));
  }
  const body = [
    path(d, c.lin([[0, lighten(col, 0.15)], [0.5, col], [1, darken(col, 0.25)]])),
    rect(x, y, 34, h, 0, '#000000', 'opacity=".12"'),
    rect(x + w - 34, y, 34, h, 0, '#000000', 'opacity=".12"'),
    line(x + 34, y, x + 34, y + h, '#ffffff', 1.5, 'opacity=".35"'),
    line(x + w - 34, y, x + w - 34, y + h, '#ffffff', 1.5, 'opacity=".35"'),
    rect(x + 50, y + 14, w * 0.46, 26, 13, ink, 'opacity=".12"'),
    brandText(c, x + 50 + (w * 0.46) / 2, y + 33, w * 0.42, 18, ink, 800),
    text(x + 52, y + 84, '20g', { size: 40, fill: ink, weight: 900 }),
    text(x + 132, y + 84, 'PROTEIN', { size: 24, fill: ink, weight: 800, letterSpacing: 1 }),
    text(x + 52, y + 114, flavour.name, { size: fitSize(flavour.name, 190, 17, 8, 0.6), fill: ink, weight: 600, opacity: 0.85 }),
    chocolate(c, x + w * 0.62, y + 40, w * 0.28, h - 62, true),
    rect(x, y + 6, w, 14, 0, '#ffffff', 'opacity=".22"'),
  ].join('');
  parts.push(torn ? group(body, `clip-path="${c.clipTo(rect(x - 2, y - 2, w * 0.6, h + 4, 0, '#000'))}"`) : group(body, `clip-path="${wrapClip}"`));
  if (torn) {
    let tear = `M${f(x + w * 0.6)} ${f(y)}`;
    for (let i = 1; i <= 8; i++) tear += `L${f(x + w * 0.6 + (i % 2 ? 10 : 0))} ${f(y + (h / 8) * i)}`;
    parts.push(path(tear, 'none', `stroke="${lighten(col, 0.4)}" stroke-width="3" stroke-linejoin="round"`));
  }
  return group(parts.join(''), rot(angle, cx, cy));
}

function snackBox(c: Ctx, col: string): string {
  const ink = inkOn(col);
  return [
    path('M210 300L250 250H590L550 300Z', darken(col, 0.25)),
    path('M210 300H550V560H210Z', c.lin([[0, lighten(col, 0.1)], [1, darken(col, 0.12)]], 0, 0, 1, 1)),
    path('M550 300L590 250V510L550 560Z', darken(col, 0.2)),
    rect(230, 268, 300, 24, 0, '#000000', 'opacity=".25"'),
    brandText(c, 380, 356, 280, 40, ink, 900),
    text(380, 420, 'PROTEIN BAR', { size: 34, fill: ink, weight: 900, anchor: 'middle', letterSpacing: 1 }),
    text(380, 460, '12 bars × 60 g', { size: 18, fill: ink, weight: 600, anchor: 'middle', opacity: 0.8 }),
    chocolate(c, 290, 484, 180, 46, true),
  ].join('');
}

function drawSnack(c: Ctx): Drawing {
  const col = c.accent;
  const col2 = shiftHue(c.vivid, 150);
  const col3 = darken(shiftHue(c.vivid, -70), 0.1);
  switch (c.view) {
    case 1:
      return {
        body: [
          snackBar(c, 410, 560, -2, col3, c.altFlavour),
          snackBar(c, 390, 440, 4, col2, c.altFlavour),
          snackBar(c, 400, 320, -6, col, c.flavour),
        ].join(''),
        box: [150, 230, 500, 410],
        shadows: [{ cx: 410, cy: 634, rx: 250, ry: 14 }],
      };
    case 2:
      return { body: snackBar(c, 380, 430, -6, col, c.flavour, true), box: [130, 330, 540, 200], shadows: [{ cx: 400, cy: 540, rx: 270, ry: 14 }] };
    case 3:
      return {
        body: snackBox(c, col) + snackBar(c, 430, 585, -3, col, c.flavour),
        box: [190, 250, 440, 420],
        shadows: [
          { cx: 400, cy: 560, rx: 220, ry: 12 },
          { cx: 430, cy: 660, rx: 240, ry: 12 },
        ],
      };
    default:
      return { body: snackBar(c, 400, 430, -8, col, c.flavour), box: [150, 320, 500, 220], shadows: [{ cx: 400, cy: 545, rx: 250, ry: 14 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Smart home                                                          */
/* ------------------------------------------------------------------ */

function speaker(c: Ctx, cx: number, bottom: number, w: number, h: number, col: string): string {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const top = bottom - h;
  const ry = w * 0.16;
  const pat = c.id('p');
  c.def(
    `<pattern id="${pat}" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="7" fill="${col}"/><circle cx="3.5" cy="3.5" r="1.3" fill="${darken(col, 0.22)}"/></pattern>`,
  );
  const bodyD = `M${f(l)} ${f(top + ry)}V${f(bottom - 20)}Q${f(l)} ${f(bottom)} ${f(l + 40)} ${f(bottom)}H${f(r - 40)}Q${f(r)} ${f(bottom)} ${f(r)} ${f(bottom - 20)}V${f(top + ry)}Z`;
  return [
    path(bodyD, `url(#${pat})`),
    path(bodyD, cylShade(c, 1.1)),
    ellipse(cx, top + ry, w / 2, ry, c.lin([[0, lighten(col, 0.2)], [1, darken(col, 0.05)]])),
    ellipse(cx, top + ry, w / 2 - 10, ry - 5, darken(col, 0.35)),
    ellipse(cx, top + ry, w / 2 - 14, ry - 7, 'none', `stroke="${c.vivid}" stroke-width="6" opacity=".9"`),
    ellipse(cx, top + ry, w / 2 - 14, ry - 7, 'none', `stroke="${lighten(c.vivid, 0.5)}" stroke-width="2"`),
    ellipse(cx, top + ry, w / 2 - 30, ry - 14, darken(col, 0.15)),
    circle(cx - 30, top + ry, 5, lighten(col, 0.3)),
    circle(cx + 30, top + ry, 5, lighten(col, 0.3)),
    circle(cx, top + ry - 12, 4, lighten(col, 0.3)),
    circle(cx, top + ry + 12, 4, lighten(col, 0.3)),
    brandText(c, cx, bottom - 28, w * 0.5, 14, mix(col, inkOn(col), 0.4), 700),
  ].join('');
}

function bulb(c: Ctx, cx: number, bottom: number, glow: string): string {
  const baseTop = bottom - 88;
  const neckY = baseTop;
  const top = bottom - 380;
  const R = 118;
  const glass = `M${f(cx - 44)} ${f(neckY)}C${f(cx - 44)} ${f(neckY - 50)} ${f(cx - R)} ${f(top + R + 90)} ${f(cx - R)} ${f(top + R)}A${R} ${R} 0 1 1 ${f(cx + R)} ${f(top + R)}C${f(cx + R)} ${f(top + R + 90)} ${f(cx + 44)} ${f(neckY - 50)} ${f(cx + 44)} ${f(neckY)}Z`;
  const metal = c.lin([[0, '#8d929a'], [0.4, '#eef0f2'], [1, '#7c8189']], 0, 0, 1, 0);
  const parts = [
    circle(cx, top + R + 20, R * 2.1, c.rad([[0, glow, 0.45], [0.5, glow, 0.12], [1, glow, 0]])),
    path(glass, c.rad([[0, '#ffffff'], [0.45, lighten(glow, 0.55)], [1, lighten(glow, 0.1)]], 0.45, 0.38, 0.7)),
    path(`M${f(cx - 14)} ${f(neckY)}V${f(top + R + 40)}L${f(cx)} ${f(top + R + 10)}L${f(cx + 14)} ${f(top + R + 40)}V${f(neckY)}`, 'none', `stroke="${darken(glow, 0.1)}" stroke-width="2.5" opacity=".6"`),
    path(`M${f(cx - R + 30)} ${f(top + R - 10)}A${R - 30} ${R - 30} 0 0 1 ${f(cx - 20)} ${f(top + 34)}`, 'none', 'stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity=".6"'),
    rect(cx - 48, baseTop - 6, 96, 20, 8, '#e9eaec'),
  ];
  for (let i = 0; i < 4; i++) parts.push(rect(cx - 42, baseTop + 14 + i * 15, 84, 13, 6.5, metal));
  parts.push(path(`M${f(cx - 30)} ${f(bottom - 14)}H${f(cx + 30)}L${f(cx + 14)} ${f(bottom)}H${f(cx - 14)}Z`, '#2a2c31'));
  return parts.join('');
}

function smartPlug(c: Ctx, cx: number, cy: number, col: string): string {
  const len = 2 * Math.PI * 96;
  return [
    rect(cx - 130, cy - 130, 260, 260, 64, c.lin([[0, lighten(col, 0.3)], [1, darken(col, 0.12)]], 0, 0, 1, 1)),
    rect(cx - 130, cy + 110, 260, 22, 11, darken(col, 0.2)),
    rect(cx - 130, cy - 130, 260, 244, 64, c.lin([[0, lighten(col, 0.4)], [1, darken(col, 0.06)]], 0, 0, 1, 1)),
    circle(cx, cy, 96, darken(col, 0.08)),
    circle(cx, cy, 96, 'none', `stroke="${c.vivid}" stroke-width="5" stroke-dasharray="${f(len * 0.7)} ${f(len)}" stroke-linecap="round" transform="rotate(-90 ${f(cx)} ${f(cy)})"`),
    circle(cx, cy, 80, c.rad([[0, darken(col, 0.16)], [1, darken(col, 0.04)]], 0.5, 0.6, 0.6)),
    circle(cx - 30, cy, 11, '#2a2c31'),
    circle(cx + 30, cy, 11, '#2a2c31'),
    rect(cx - 9, cy - 80, 18, 16, 3, '#b9bdc4'),
    rect(cx - 9, cy + 64, 18, 16, 3, '#b9bdc4'),
    brandText(c, cx, cy + 122 - 8, 140, 14, mix(col, inkOn(col), 0.45), 700),
  ].join('');
}

function drawSmartHome(c: Ctx): Drawing {
  const col = luminance(c.finish.body) < 0.05 ? lighten(c.finish.body, 0.15) : c.finish.body;
  const warm = mix('#ffd27a', c.vivid, 0.25);
  switch (c.view) {
    case 1:
      return { body: bulb(c, 400, 640, warm), box: [282, 200, 236, 440], shadows: [{ cx: 400, cy: 640, rx: 70, ry: 8 }] };
    case 2:
      return {
        body: speaker(c, 300, 620, 220, 300, col) + group(bulb(c, 520, 620, warm), 'transform="translate(180 190) scale(.66)"'),
        box: [190, 290, 430, 330],
        shadows: [
          { cx: 300, cy: 622, rx: 135, ry: 14 },
          { cx: 523, cy: 600, rx: 55, ry: 7 },
        ],
      };
    case 3:
      return { body: smartPlug(c, 400, 420, lighten(col, 0.5)), box: [270, 290, 260, 262], shadows: [{ cx: 400, cy: 552, rx: 150, ry: 12 }] };
    default:
      return { body: speaker(c, 400, 610, 250, 330, col), box: [275, 280, 250, 330], shadows: [{ cx: 400, cy: 612, rx: 150, ry: 15 }] };
  }
}

/* ------------------------------------------------------------------ */
/* Registry                                                            */
/* ------------------------------------------------------------------ */

export const ILLUSTRATIONS: Readonly<Record<CategoryArt, (c: Ctx) => Drawing>> = {
  phone: drawPhone,
  laptop: drawLaptop,
  audio: drawAudio,
  wearable: drawWearable,
  camera: drawCamera,
  gaming: drawGaming,
  tv: drawTv,
  accessory: drawAccessory,
  tablet: drawTablet,
  protein: drawProtein,
  vitamins: drawVitamins,
  preworkout: drawPreworkout,
  snack: drawSnack,
  'smart-home': drawSmartHome,
};
