/**
 * Low-level SVG string helpers shared by the mock media generator:
 * XML escaping, number formatting, colour maths and primitive elements.
 */

export const FONT = 'Inter, Arial, sans-serif';

/* ------------------------------------------------------------------ */
/* Text                                                                */
/* ------------------------------------------------------------------ */

/** Escapes XML special characters and drops code points that are illegal in XML 1.0. */
export function esc(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 0x9 || cp === 0xa || cp === 0xd) {
      out += ' ';
      continue;
    }
    if (cp < 0x20 || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0xfffe || cp === 0xffff) continue;
    switch (ch) {
      case '&':
        out += '&amp;';
        break;
      case '<':
        out += '&lt;';
        break;
      case '>':
        out += '&gt;';
        break;
      case '"':
        out += '&quot;';
        break;
      case "'":
        out += '&apos;';
        break;
      default:
        out += ch;
    }
  }
  return out;
}

/** True when the text contains Arabic-script characters. */
export function hasArabic(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (
      (cp >= 0x0600 && cp <= 0x06ff) ||
      (cp >= 0x0750 && cp <= 0x077f) ||
      (cp >= 0x08a0 && cp <= 0x08ff) ||
      (cp >= 0xfb50 && cp <= 0xfdff) ||
      (cp >= 0xfe70 && cp <= 0xfeff)
    ) {
      return true;
    }
  }
  return false;
}

/** Trims, collapses whitespace and shortens to `max` code points (with an ellipsis). */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}

/** Rough font size so that `text` fits in `maxWidth` (no font metrics available). */
export function fitSize(text: string, maxWidth: number, maxSize: number, minSize = 8, charWidth = 0.62): number {
  const len = Math.max(1, Array.from(text).length);
  return Math.max(minSize, Math.min(maxSize, maxWidth / (len * charWidth)));
}

/** Greedy word wrap by character count, at most `maxLines` lines (last one clipped). */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((l) => clip(l, maxChars));
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(' ');
  kept[maxLines - 1] = clip(rest, maxChars);
  return kept;
}

/* ------------------------------------------------------------------ */
/* Numbers & colours                                                   */
/* ------------------------------------------------------------------ */

/** Formats a number compactly (max two decimals). */
export function f(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** Normalises a CSS hex colour (#rgb / #rrggbb / #rrggbbaa) to #rrggbb, or returns `fallback`. */
export function normHex(color: string, fallback = '#2563eb'): string {
  const raw = color.trim().replace(/^#/, '').toLowerCase();
  const isHex = raw.length > 0 && Array.from(raw).every((ch) => '0123456789abcdef'.includes(ch));
  if (!isHex) return fallback;
  if (raw.length === 3 || raw.length === 4) {
    return `#${Array.from(raw.slice(0, 3))
      .map((ch) => ch + ch)
      .join('')}`;
  }
  if (raw.length === 6 || raw.length === 8) return `#${raw.slice(0, 6)}`;
  return fallback;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = normHex(hex, '#000000');
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend of two colours, t=0 → a, t=1 → b. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  const k = clamp01(t);
  return toHex([x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance (0..1). */
export function luminance(c: string): number {
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(c);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** A legible ink colour (near-white or near-black) for text on `bg`. */
export function inkOn(bg: string): string {
  return luminance(bg) > 0.42 ? '#15171c' : '#ffffff';
}

/** WCAG contrast ratio between two colours (1..21). */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `fg`, pushed towards black or white until it reaches `min` contrast on `bg`. */
export function readable(fg: string, bg: string, min = 3): string {
  const target = inkOn(bg);
  for (let t = 0; t <= 1; t += 0.1) {
    const c = mix(fg, target, t);
    if (contrast(c, bg) >= min) return c;
  }
  return target;
}

/** HSL (degrees, 0..1, 0..1) to #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp01(s);
  const lig = clamp01(l);
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b]: Rgb =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

/** #rrggbb to [hue°, saturation, lightness]. */
export function toHsl(c: string): [number, number, number] {
  const [r, g, b] = toRgb(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

/** Rotates the hue of a colour by `deg` degrees. */
export function shiftHue(c: string, deg: number): string {
  const [h, s, l] = toHsl(c);
  return hsl(h + deg, s, l);
}

/* ------------------------------------------------------------------ */
/* Elements                                                            */
/* ------------------------------------------------------------------ */

const extra = (attrs: string): string => (attrs ? ` ${attrs}` : '');

export function rect(x: number, y: number, w: number, h: number, r: number, fill: string, attrs = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra(attrs)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, attrs = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra(attrs)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, attrs = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra(attrs)}/>`;
}

export function path(d: string, fill: string, attrs = ''): string {
  return `<path d="${d}" fill="${fill}"${extra(attrs)}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, attrs = ''): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra(attrs)}/>`;
}

export function group(content: string, attrs = ''): string {
  return `<g${extra(attrs)}>${content}</g>`;
}

export interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
  /** Force a writing direction; defaults to rtl when the text contains Arabic. */
  dir?: 'ltr' | 'rtl';
  /** Optional class name (a styling / testing hook). */
  className?: string;
}

/** A single line of text. The content is XML-escaped here, never by callers. */
export function text(x: number, y: number, content: string, o: TextOptions): string {
  const arabic = hasArabic(content);
  const dir = o.dir ?? (arabic ? 'rtl' : 'ltr');
  const attrs = [
    `x="${f(x)}"`,
    `y="${f(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${f(o.size)}"`,
    `font-weight="${o.weight ?? 400}"`,
    `fill="${o.fill}"`,
  ];
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  // Letter-spacing breaks Arabic cursive joining, so only apply it to other scripts.
  if (o.letterSpacing && !arabic) attrs.push(`letter-spacing="${f(o.letterSpacing)}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${f(o.opacity)}"`);
  if (dir === 'rtl') attrs.push('direction="rtl"');
  if (o.className) attrs.push(`class="${esc(o.className)}"`);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o)}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${f(a)}"`}/>`,
    )
    .join('');
}
