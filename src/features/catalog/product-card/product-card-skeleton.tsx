import { Skeleton, SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useProductGridStyles } from './product-grid-styles';

const useStyles = makeStyles({
  // A flex column, not a one-column grid: the same boxes, but a grid sizing its rows around the square picture's
  // aspect ratio laid it out several times over — home's sixteen placeholders took 26 ms of its first layout on
  // this machine, 8 as a column (decision 042).
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS },
  image: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  shortLine: { width: '60%' },
});

/**
 * One placeholder card: a product card's image, two title lines and its button, while it loads. A module apart
 * from the card: home draws it for its lower sections before the cards' chunk is there (decision 037).
 */
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
export function ProductCardSkeletons({ count, fourUp = false }: { count: number; fourUp?: boolean }) {
  const styles = useProductGridStyles();
  const intl = useIntl();
  return (
    <div className={mergeClasses(styles.grid, fourUp && styles.fourUp)} role="status" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
