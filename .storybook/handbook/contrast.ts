/** WCAG 2.2 contrast (1.4.3 text, 1.4.11 non-text), computed from the theme's values. */

/** `#rgb` or `#rrggbb` to its channels, else undefined (a translucent or named value has no single contrast). */
export const hexChannels = (value: string): [number, number, number] | undefined => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
};

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a hex colour (0 black … 1 white). */
export const luminance = (value: string) => {
  const channels = hexChannels(value);
  if (!channels) return undefined;
  const [r, g, b] = channels.map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two hex colours (1 … 21), or undefined when either is not an opaque hex colour. */
export const contrastRatio = (a: string, b: string) => {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
};

/** AA minimums: body text 4.5:1; large text (24 px, or 18.66 px bold) and user-interface parts 3:1. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
