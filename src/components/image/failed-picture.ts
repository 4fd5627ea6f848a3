/**
 * The picture drawn in place of one that failed to load: a data: SVG of the same intrinsic size, so the `<img>` that
 * shows it keeps the failed picture's attributes and classes and therefore exactly its box. A `<div>` standing in
 * for it could not: an image whose `max-width` is a percentage gives its grid or flex track no minimum width, a
 * block with a set width does, so a failed picture in a card widened the grid (issue 38.3, decision 049).
 * The colours are Fluent's light theme's colorNeutralBackground3 and colorNeutralForeground3: a picture is its
 * own document and cannot read the page's CSS variables.
 */
const BACKGROUND = '#f5f5f5';
const FOREGROUND = '#616161';
/** Text narrower than this share of the picture is drawn; in a thumbnail the icon stands alone. */
const TEXT_SHARE = 0.9;
/** A glyph's average advance as a share of the font size, for the fit estimate above. */
const GLYPH_ADVANCE = 0.55;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A data: URL of a `width` × `height` picture: an image-off icon and, when it fits, `text` below it. */
export function failedPictureUrl(width: number, height: number, text: string): string {
  const side = Math.max(1, Math.min(width, height));
  const icon = side * 0.28;
  const fontSize = Math.max(side * 0.07, 1);
  const showText = text.length * fontSize * GLYPH_ADVANCE <= width * TEXT_SHARE && side >= 96;
  const cx = width / 2;
  const cy = height / 2 - (showText ? fontSize : 0);
  const x = cx - icon / 2;
  const y = cy - icon / 2;
  const stroke = Math.max(icon / 14, 1);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>`,
    `<g fill="none" stroke="${FOREGROUND}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">`,
    `<rect x="${x}" y="${y}" width="${icon}" height="${icon}" rx="${icon / 8}"/>`,
    `<path d="M${x} ${y + icon * 0.8}l${icon * 0.3}-${icon * 0.3} ${icon * 0.25} ${icon * 0.25}"/>`,
    `<path d="M${x - icon * 0.1} ${y - icon * 0.1}l${icon * 1.2} ${icon * 1.2}"/>`,
    '</g>',
    showText
      ? `<text x="${cx}" y="${cy + icon / 2 + fontSize * 1.6}" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="${FOREGROUND}" text-anchor="middle">${escapeXml(text)}</text>`
      : '',
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
