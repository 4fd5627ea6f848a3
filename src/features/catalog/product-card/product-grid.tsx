import { Skeleton, SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Product } from '../../../api/generated/model';
import { ProductCard } from './product-card';
import { autoGrid, gridTrack, media } from '../../../lib/layout-tokens';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: autoGrid(gridTrack.product),
    [media.mobileDown]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS },
  image: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  shortLine: { width: '60%' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
});

/** One placeholder card: a product card's image, two title lines and its button, while it loads. */
export function ProductCardSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.skeleton} data-testid="product-skeleton" aria-hidden>
      <SkeletonItem shape="rectangle" className={styles.image} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} className={styles.shortLine} />
      <SkeletonItem size={32} />
    </Skeleton>
  );
}

/** Placeholder cards while a product list loads. */
export function ProductCardSkeletons({ count }: { count: number }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.grid} role="status" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * A responsive grid of product cards (two columns on mobile). `priorityCount` cards (the first row of a
 * listing at the top of its page) load their image at once with high priority: it is the page's LCP.
 */
export function ProductGrid({ products, label, priorityCount = 0 }: { products: readonly Product[]; label?: string; priorityCount?: number }) {
  const styles = useStyles();
  return (
    <ul className={mergeClasses(styles.grid, styles.list)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
