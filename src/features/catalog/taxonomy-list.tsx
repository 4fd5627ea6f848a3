import { Skeleton, SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { autoGrid, gridTrack, media } from '../../lib/layout-tokens';

/** Home's tiles a row on a phone, a tablet and a desktop: 14 categories fill 4, 2 and 2 rows; 8 brands 2, 2 and 1. */
export const HOME_COLUMNS = {
  categories: { phone: 3, tablet: 5, desktop: 7 },
  brands: { phone: 4, tablet: 4, desktop: 8 },
} as const;

type Columns = (typeof HOME_COLUMNS)[keyof typeof HOME_COLUMNS];

/** How many of `count` tiles fill whole rows of `columns` (all of them when fewer than a row). */
export const wholeRows = (count: number, columns: number) => (count < columns ? count : count - (count % columns));

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: autoGrid(gridTrack.tile),
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [media.mobileDown]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  },
  // Home's rows are whole at every width (no orphan row): categories 3, 5 and 7 a row on a phone, a tablet and a
  // desktop, brands 4, 4 and 8; the tiles past the last whole row are left out there (their page has them all).
  categories: {
    [media.mobileDown]: { gridTemplateColumns: `repeat(${HOME_COLUMNS.categories.phone}, minmax(0, 1fr))` },
    [media.tablet]: { gridTemplateColumns: `repeat(${HOME_COLUMNS.categories.tablet}, minmax(0, 1fr))` },
    [media.wideUp]: { gridTemplateColumns: `repeat(${HOME_COLUMNS.categories.desktop}, minmax(0, 1fr))` },
  },
  brands: {
    [media.mobileDown]: { gridTemplateColumns: `repeat(${HOME_COLUMNS.brands.phone}, minmax(0, 1fr))` },
    [media.tablet]: { gridTemplateColumns: `repeat(${HOME_COLUMNS.brands.tablet}, minmax(0, 1fr))` },
    [media.wideUp]: { gridTemplateColumns: `repeat(${HOME_COLUMNS.brands.desktop}, minmax(0, 1fr))` },
  },
  hidePhone: { [media.mobileDown]: { display: 'none' } },
  hideTablet: { [media.tablet]: { display: 'none' } },
  hideDesktop: { [media.wideUp]: { display: 'none' } },
  // Every tile in a row is as tall as the tallest (titles wrap to one, two or three lines): no ragged rows.
  item: { display: 'grid', minWidth: 0 },
  tile: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    alignContent: 'start',
    justifyItems: 'center',
    height: '100%',
    boxSizing: 'border-box',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    ':hover': { boxShadow: tokens.shadow16 },
  },
  image: { width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: tokens.borderRadiusLarge },
  skeleton: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
});

export interface TaxonomyItem {
  id: number;
  slug: string;
  title: string;
  image: string;
}

/** Category or brand tiles (image and localized title) linking to their pages; skeleton tiles while loading. */
export function TaxonomyList({
  items,
  basePath,
  skeletons,
  label,
  rows,
}: {
  items: readonly TaxonomyItem[] | undefined;
  basePath: '/categories' | '/brands';
  skeletons: number;
  label: string;
  /** Home: whole rows only, with HOME_COLUMNS' columns for this kind of tile. */
  rows?: keyof typeof HOME_COLUMNS;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const grid = mergeClasses(styles.grid, rows && styles[rows]);
  const columns: Columns | undefined = rows && HOME_COLUMNS[rows];
  const count = items?.length ?? 0;
  const hidden = (index: number) =>
    columns &&
    mergeClasses(
      index >= wholeRows(count, columns.phone) && styles.hidePhone,
      index >= wholeRows(count, columns.tablet) && styles.hideTablet,
      index >= wholeRows(count, columns.desktop) && styles.hideDesktop,
    );
  if (!items) {
    return (
      <div className={grid} role="status" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} aria-hidden>
            <SkeletonItem shape="rectangle" className={styles.skeleton} />
          </Skeleton>
        ))}
      </div>
    );
  }
  return (
    <ul className={grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className={mergeClasses(styles.item, hidden(index))}>
          <PrefetchLink href={`${basePath}/${item.slug}`} className={styles.tile}>
            <ImageWithFallback src={item.image} alt="" width={320} height={320} className={styles.image} />
            <span>{item.title}</span>
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
