import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { Key, ReactNode } from 'react';
import { LTR_ISLAND } from '../../i18n/ltr-island';
import { useIsMobile } from '../../lib/use-is-mobile';
import { thinBorder } from '../page-layout/thin-border';

export interface ResponsiveColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * `number`: an amount, a date or a count: isolated (a left-to-right island in Arabic, so "EGP 500" never runs
   * into the date beside it) and kept on one line with its sign. `code`: an order or tracking number, one
   * left-to-right word never split at its hyphen. `text` (default) wraps.
   */
  kind?: 'text' | 'number' | 'code';
  /** On phones the card's heading: shown first, on its own line, without its label. */
  primary?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** The table's accessible name (and the card list's). */
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  size?: 'small' | 'medium';
  className?: string;
}

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', maxWidth: '100%' },
  number: { whiteSpace: 'nowrap', unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' },
  code: { whiteSpace: 'nowrap', direction: LTR_ISLAND, unicodeBidi: 'isolate' },
  text: { overflowWrap: 'anywhere' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: {
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    ...thinBorder(tokens.colorNeutralStroke2),
  },
  pair: { display: 'contents' },
  pairs: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, justifySelf: 'end', textAlign: 'end', minWidth: 0 },
  primary: { fontWeight: tokens.fontWeightSemibold, minWidth: 0 },
});

/**
 * One table for the account pages (wallet, orders, order detail): a table on wider screens, and on phones a
 * card per row with label: value pairs, so no column is ever clipped or squeezed. Numbers, amounts and dates
 * are isolated and never wrap (decision 050).
 */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey, size = 'medium', className }: ResponsiveTableProps<Row>) {
  const styles = useStyles();
  const isMobile = useIsMobile();
  const kindClass = (column: ResponsiveColumn<Row>) => styles[column.kind ?? 'text'];

  if (isMobile) {
    const primary = columns.filter((column) => column.primary);
    const rest = columns.filter((column) => !column.primary);
    return (
      <ul className={mergeClasses(styles.cards, className)} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card} data-testid="responsive-row">
            {primary.map((column) => (
              <div key={column.id} className={mergeClasses(styles.primary, kindClass(column))}>
                {column.cell(row)}
              </div>
            ))}
            <dl className={styles.pairs}>
              {rest.map((column) => (
                <div key={column.id} className={styles.pair}>
                  <dt className={styles.term}>{column.header}</dt>
                  <dd className={mergeClasses(styles.value, kindClass(column))}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    // Scrolls sideways only if a very long word makes it wider: focusable so the keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={mergeClasses(styles.wrap, className)} tabIndex={0}>
      <Table size={size} aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} className={column.kind && column.kind !== 'text' ? styles.number : undefined}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid="responsive-row">
              {columns.map((column) => (
                <TableCell key={column.id} className={kindClass(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
