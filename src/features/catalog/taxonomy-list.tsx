import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { autoGrid, gridTrack, media } from '../../lib/layout-tokens';

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
export function TaxonomyList({ items, basePath, skeletons, label }: { items: readonly TaxonomyItem[] | undefined; basePath: '/categories' | '/brands'; skeletons: number; label: string }) {
  const styles = useStyles();
  const intl = useIntl();
  if (!items) {
    return (
      <div className={styles.grid} role="status" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} aria-hidden>
            <SkeletonItem shape="rectangle" className={styles.skeleton} />
          </Skeleton>
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <PrefetchLink href={`${basePath}/${item.slug}`} className={styles.tile}>
            <ImageWithFallback src={item.image} alt="" width={320} height={320} className={styles.image} />
            <span>{item.title}</span>
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
