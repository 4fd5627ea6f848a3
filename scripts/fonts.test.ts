// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charactersOf, makeFont, outputPath, SHOP_FONTS } from './fonts';

describe('the shop fonts (scripts/fonts.ts)', () => {
  it.each(SHOP_FONTS.map((font) => [font.output, font] as const))('%s is what `npm run fonts` makes from the installed Fontsource package', async (_name, font) => {
    const made = await makeFont(font);
    expect(made.equals(readFileSync(outputPath(font))), `run \`npm run fonts\`: src/app/fonts/${font.output} is stale`).toBe(true);
  });

  it('reads the characters a file covers from its @font-face', () => {
    const css = `@font-face { src: url('./fonts/a.woff2'); unicode-range: U+0041-0043,U+20AC; }\n@font-face { src: url('./fonts/b.woff2'); unicode-range: U+0030; }`;
    expect(charactersOf(css, 'a.woff2')).toBe('ABC€');
    expect(charactersOf(css, 'b.woff2')).toBe('0');
    expect(() => charactersOf(css, 'c.woff2')).toThrow(/No @font-face/);
  });
});
