import { render } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as layoutTokens from '../../src/lib/layout-tokens';
import { contrastRatio } from './contrast';
import { colourFamilies, contrastChecks, fontWeights, radii, shadows, spacing, strokeWidths, theme, typeRamp, fontFamilies } from './foundations';
import { shopIcons } from './icons';
import { layoutGroups } from './layout';
import { iconUsage, usedTokenNames } from './sources';
import { ContrastTable, IconTable, LayoutTable, TokenTable, TypeRampTable } from './tables';

/** Every value the theme and the layout tokens hold, as text. */
const knownValues = new Set<string>([
  ...Object.values(theme).map(String),
  ...Object.values(layoutTokens)
    .filter((group) => typeof group === 'object')
    .flatMap((group) => Object.values(group as Record<string, string | number>).map((value) => (typeof value === 'number' ? `${value}px` : String(value)))),
]);
/** A colour, a length or a shadow as a page would show it. */
const SHOWN_VALUE = /#[0-9a-f]{3,8}\b|\b\d+(\.\d+)?\s?(px|rem)\b/gi;
const valuesShownBy = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('[data-token] td:nth-child(2), [data-contrast] td:nth-child(2), [data-contrast] td:nth-child(3)')].flatMap(
    (cell) => cell.textContent?.match(SHOWN_VALUE) ?? [],
  );
const inKnownValue = (shown: string) => [...knownValues].some((value) => value.toLowerCase().split(/[\s,()/]+/).includes(shown.toLowerCase()));

const handbookDir = join(process.cwd(), '.storybook/handbook');
const mdxPages = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? mdxPages(join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [join(dir, entry.name)] : [],
  );

describe('Foundations pages show the theme’s values, never their own', () => {
  it('write no colour or length of their own in any page (they read foundations.ts and layout.ts)', () => {
    const pages = mdxPages(handbookDir);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const page of pages) expect({ page, copied: readFileSync(page, 'utf8').match(SHOWN_VALUE) ?? [] }).toEqual({ page, copied: [] });
  });

  it('show in their tables only values the theme or the layout tokens have', () => {
    const { container } = render(
      <>
        <ContrastTable checks={contrastChecks} />
        <TypeRampTable steps={typeRamp} families={fontFamilies} />
        {[spacing.horizontal, spacing.vertical, radii, strokeWidths, shadows, fontWeights].map((tokens, index) => (
          <TokenTable key={index} tokens={tokens} kind="bar" />
        ))}
        {layoutGroups.map((group) => (
          <LayoutTable key={group.name} group={group} />
        ))}
      </>,
    );
    const shown = valuesShownBy(container);
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.filter((value) => !inKnownValue(value))).toEqual([]);
  });

  it('list each colour family’s tokens with the theme’s value, only tokens the code names', () => {
    const used = usedTokenNames();
    const shown = colourFamilies.flatMap((family) => Object.entries(family.colors));
    expect(shown.map(([name]) => name)).toEqual(expect.arrayContaining(['colorBrandBackground', 'colorNeutralForeground1', 'colorPaletteRedForeground1']));
    for (const [name, value] of shown) {
      expect(theme[name as keyof typeof theme]).toBe(value);
      expect(used.has(name)).toBe(true);
    }
  });

  it('give each layout token its value and the comment written above it', () => {
    const mobile = layoutGroups.find((group) => group.name === 'BREAKPOINT_PX')?.rows.find((row) => row.name === 'mobile');
    expect(mobile).toEqual({ name: 'mobile', value: `${layoutTokens.BREAKPOINT_PX.mobile}px`, note: expect.stringContaining('Spec section 9') });
    const touch = layoutGroups.find((group) => group.name === 'box')?.rows.find((row) => row.name === 'touchTarget');
    expect(touch).toEqual({ name: 'touchTarget', value: layoutTokens.box.touchTarget, note: expect.stringContaining('WCAG') });
  });
});

describe('contrast', () => {
  it('follows WCAG: black on white 21:1, #767676 on white just above 4.5:1, a translucent value has none', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toBeUndefined();
  });

  it('checks the brand button’s text on the brand colour (a pair from one style rule) and secondary text on every surface', () => {
    const onBrand = contrastChecks.find((check) => check.foreground === 'colorNeutralForegroundOnBrand' && check.background === 'colorBrandBackground');
    expect(onBrand).toMatchObject({ source: 'rule', minimum: 4.5, passes: true });
    expect(contrastChecks.filter((check) => check.foreground === 'colorNeutralForeground3').map((check) => check.background)).toEqual(
      expect.arrayContaining(['colorNeutralBackground1', 'colorNeutralBackground2', 'colorNeutralBackground3']),
    );
    expect(contrastChecks.find((check) => check.foreground === 'colorStrokeFocus2')).toMatchObject({ minimum: 3 });
  });
});

describe('Icons page', () => {
  const uses = iconUsage();

  it('draws exactly the icons the code imports (icons.ts keeps up with the code)', () => {
    expect(Object.keys(shopIcons).sort()).toEqual(uses.map((use) => use.name).sort());
  });

  it('reads from the code which icons mirror right to left: direct, through a variable, and not the others', () => {
    const mirrored = uses.filter((use) => use.mirrored).map((use) => use.name);
    expect(mirrored).toEqual(expect.arrayContaining(['ChevronRightRegular', 'ArrowLeftRegular', 'ArrowRightRegular', 'ChevronLeft20Regular', 'ChevronRight20Regular']));
    expect(mirrored).not.toContain('CartRegular');
    expect(mirrored).not.toContain('PlayRegular');
  });

  it('says so on each row', () => {
    const { container } = render(<IconTable uses={uses} icons={shopIcons} />);
    expect(container.querySelector('[data-icon="ChevronRightRegular"]')).toHaveAttribute('data-mirrors', 'yes');
    expect(container.querySelector('[data-icon="CartRegular"]')).toHaveAttribute('data-mirrors', 'no');
    expect(container.querySelectorAll('[data-icon]')).toHaveLength(uses.length);
  });
});
