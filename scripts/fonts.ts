/**
 * The shop's web fonts, made from Fontsource's variable fonts with their weight axis cut to the weights the
 * shop uses (Fluent's 400 regular to 700 bold; decision 030): Inter's Latin subset 48 → 31 kB, Cairo's
 * Arabic subset 31 → 21 kB. Same outlines at those weights, same glyphs and OpenType layout features. Written to
 * src/app/fonts/ and committed (the stylesheets import them); `npm run fonts` writes them again after a Fontsource
 * update, and a unit test (fonts.test.ts) fails when the committed files are not what this makes. The glyphs
 * kept are the @font-face's own `unicode-range`, read from its stylesheet: one place says which characters a
 * file covers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';

const root = resolve(import.meta.dirname, '..');

export const WEIGHTS = { min: 400, max: 700 } as const;

export interface ShopFont {
  /** Fontsource's variable font, in node_modules. */
  source: string;
  /** Where the shop's font is written, under src/app/fonts/. */
  output: string;
  /** The stylesheet declaring it (its `unicode-range` is read from there). */
  stylesheet: string;
}

export const SHOP_FONTS: readonly ShopFont[] = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', output: 'inter-latin-wght-400-700.woff2', stylesheet: 'src/app/fonts-inter.css' },
  { source: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2', output: 'cairo-arabic-wght-400-700.woff2', stylesheet: 'src/app/fonts-cairo.css' },
];

export const outputPath = (font: ShopFont) => resolve(root, 'src/app/fonts', font.output);

/** Every character of the `unicode-range` of the @font-face whose `src` is `output`, in `css`. */
export function charactersOf(css: string, output: string): string {
  const face = css.split('@font-face').find((block) => block.includes(`fonts/${output}`));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`No @font-face with a unicode-range for ${output}`);
  let text = '';
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The shop's file for `font`, made from Fontsource's. */
export async function makeFont(font: ShopFont): Promise<Buffer> {
  const source = readFileSync(resolve(root, 'node_modules', font.source));
  const characters = charactersOf(readFileSync(resolve(root, font.stylesheet), 'utf8'), font.output);
  return subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const font of SHOP_FONTS) {
    const made = await makeFont(font);
    writeFileSync(outputPath(font), made);
    console.info(`${font.output}: ${(readFileSync(resolve(root, 'node_modules', font.source)).length / 1024).toFixed(1)} → ${(made.length / 1024).toFixed(1)} kB`);
  }
}
