import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoGrid, box, gridTrack, headerHeight, media, size } from '../../lib/layout-tokens';
import { staticShellCss } from './static-shell-css';

const root = process.cwd();
const GENERATOR = 'src/app/shell/static-shell-css.ts';
const PX = /(?<![\w$}])-?\d*\.?\d+px\b/g;

/** `file:line: text` for each pixel literal in a file's code (comments skipped). */
const pixelLiterals = (path: string): string[] => {
  const text = readFileSync(join(root, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/(^|[^:])\/\/.*$/, '$1');
    return (code.match(PX) ?? []).map((px) => `${path}:${index + 1}: ${px}`);
  });
};

function* stylesheets(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* stylesheets(path);
    else if (entry.name.endsWith('.css')) yield relative(root, path).split('\\').join('/');
  }
}

describe("the static shell's stylesheet is written from the tokens", () => {
  it(`writes no pixel value of its own (${GENERATOR}): each length is a layout token or a Fluent token`, () => {
    expect(pixelLiterals(GENERATOR), `pixel values written by hand in ${GENERATOR}: use src/lib/layout-tokens.ts or Fluent's tokens`).toEqual([]);
  });

  it("has no hand-written stylesheet besides: no .css file under src/ styles the shell's boxes", () => {
    const handWritten = [...stylesheets(join(root, 'src'))].filter((path) => /\.static-shell\b/.test(readFileSync(join(root, path), 'utf8')));
    expect(handWritten, `the static shell's rules belong in ${GENERATOR}`).toEqual([]);
  });

  it("draws the header's bars, the shop's columns and cards and the breakpoints from the layout tokens", () => {
    const css = staticShellCss();
    for (const value of [headerHeight.banner, headerHeight.bar, size.filtersColumn, autoGrid(gridTrack.product), box.line, box.bannerBar, box.controlSmall, media.tablet, media.mobileDown]) {
      expect(css).toContain(value);
    }
    // Fluent's lengths as the components read them: the theme's custom properties.
    expect(css).toContain('padding-inline: var(--spacingHorizontalL);');
    expect(css).toContain('height: calc(var(--lineHeightBase300) + 2 * var(--spacingVerticalS));');
  });
});
