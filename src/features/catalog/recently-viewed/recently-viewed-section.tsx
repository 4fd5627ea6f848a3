import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../../../api/generated/model';
import { media, railTrack } from '../../../lib/layout-tokens';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { useRecentlyViewedProducts } from './use-recently-viewed-products';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  // One row that scrolls sideways inside itself (the page never does); cards keep a listing card's width.
  rail: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: railTrack.product,
    gap: tokens.spacingHorizontalL,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x proximity',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    paddingBlockEnd: tokens.spacingVerticalS,
    [media.mobileDown]: { gridAutoColumns: railTrack.productPhone, gap: tokens.spacingHorizontalS },
  },
  still: { overflowX: 'hidden' },
  item: { scrollSnapAlign: 'start', minWidth: 0 },
});

function RailSkeleton({ count, label }: { count: number; label: string }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.rail, styles.still)} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The rail itself: one card per product, in the given order. */
export function RecentlyViewedRail({ products, label }: { products: readonly Product[]; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.rail} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Recently viewed": the products this device opened last (most recent first), but `excludeId` (the
 * product on screen). Nothing at all when there are none, when none of them exists any more, or when
 * the request failed (a side section never stands between the shopper and the page). While they load,
 * skeletons hold the row's height, so the cards arriving move nothing.
 */
export function RecentlyViewedSection({ excludeId }: { excludeId?: number }) {
  const styles = useStyles();
  const intl = useIntl();
  const headingId = useId();
  const { ids, products, failed } = useRecentlyViewedProducts(excludeId);
  if (ids.length === 0 || failed || products?.length === 0) return null;
  const title = intl.formatMessage({ id: 'recentlyViewed.title', defaultMessage: 'Recently viewed' });
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="recently-viewed">
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {products ? (
        <RecentlyViewedRail products={products} label={title} />
      ) : (
        <RailSkeleton count={ids.length} label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} />
      )}
    </section>
  );
}
