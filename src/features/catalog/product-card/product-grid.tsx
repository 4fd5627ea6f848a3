import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Product } from '../../../api/generated/model';
import { ProductCard } from './product-card';
import { media } from '../../../lib/layout-tokens';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    [media.mobileDown]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS },
  image: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
});

/** Placeholder cards while a product list loads. */
export function ProductCardSkeletons({ count }: { count: number }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.grid} role="status" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={styles.skeleton} data-testid="product-skeleton" aria-hidden>
          <SkeletonItem shape="rectangle" className={styles.image} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} style={{ width: '60%' }} />
          <SkeletonItem size={32} />
        </Skeleton>
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
    <ul className={styles.grid} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
