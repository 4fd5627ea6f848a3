import * as layoutTokens from '../../src/lib/layout-tokens';
import { layoutTokensSource } from './sources';

/**
 * The layout tokens of `src/lib/layout-tokens.ts` as tables: each group (an exported object of values), each value
 * with the doc comment written above it in that file.
 */
export interface LayoutRow {
  name: string;
  value: string;
  note: string;
}

export interface LayoutGroup {
  name: string;
  note: string;
  rows: LayoutRow[];
}

const DOC_COMMENT = /\/\*\*([\s\S]*?)\*\//;
const cleanComment = (comment: string | undefined) =>
  (comment ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');

/** The source text of each `export const <name> = …` with the doc comment just above it. */
const sections = (() => {
  const found = new Map<string, { comment: string; body: string }>();
  const parts = layoutTokensSource.split(/(?=\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*export const )|(?=^export const )/m);
  for (const part of parts) {
    const name = /export const (\w+)/.exec(part)?.[1];
    if (!name) continue;
    const head = part.slice(0, part.indexOf('export const'));
    found.set(name, { comment: cleanComment(DOC_COMMENT.exec(head)?.[1]), body: part.slice(part.indexOf('export const')) });
  }
  return found;
})();

/** Each key's own comment within a group's body: the comment just above `key:`. */
const keyNotes = (body: string) => {
  const notes = new Map<string, string>();
  let pending = '';
  for (const line of body.split('\n')) {
    const comment = /\/\*\*(.*?)\*\//.exec(line)?.[1] ?? (line.trim().startsWith('/**') ? line.replace('/**', '') : undefined);
    if (comment !== undefined) pending = cleanComment(comment);
    else if (/^\s*\*/.test(line) && !line.includes('*/')) pending += ` ${cleanComment(line)}`;
    const key = /^\s*(\w+):/.exec(line)?.[1];
    if (key) {
      notes.set(key, pending.trim());
      pending = '';
    }
  }
  return notes;
};

const GROUPS = ['BREAKPOINT_PX', 'media', 'contentWidth', 'size', 'gridTrack', 'railTrack', 'glyph', 'box', 'placeholderHeight', 'placeholderWidth', 'stickyOffset'] as const;

export const layoutGroups: LayoutGroup[] = GROUPS.map((name) => {
  const values = layoutTokens[name] as Record<string, string | number>;
  const section = sections.get(name);
  const notes = keyNotes(section?.body ?? '');
  return {
    name,
    note: section?.comment ?? '',
    rows: Object.entries(values).map(([key, value]) => ({ name: key, value: typeof value === 'number' ? `${value}px` : value, note: notes.get(key) ?? '' })),
  };
});

/** The breakpoints as Storybook's viewport toolbar and the app's media queries use them. */
export const breakpoints = layoutTokens.BREAKPOINT_PX;
