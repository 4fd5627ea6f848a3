import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SearchInfoRegular } from '@fluentui/react-icons/svg/search-info';
import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { LISTING_PRIORITY_IMAGES } from '../../lib/constants';
import { glyph } from '../../lib/layout-tokens';
import { ProductCardSkeletons } from './product-card/product-card-skeleton';
import { ProductGrid } from './product-card/product-grid';

const useStyles = makeStyles({
  empty: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXXL, textAlign: 'center' },
  emptyIcon: { fontSize: glyph.large, color: tokens.colorNeutralForeground3 },
});

export interface ListingResultsProps {
  /** The products to show (the current answer, or the previous one while the next loads); none before the first. */
  products: Product[] | undefined;
  /** The failure of the read when there is nothing to show. */
  error: unknown;
  isError: boolean;
  onRetry: () => unknown;
  onReset: () => void;
  skeletonCount: number;
  label: string;
}

/** The listing's products, or its state: the error screen, placeholder cards, or "No products match" with Reset. */
export function ListingResults({ products, error, isError, onRetry, onReset, skeletonCount, label }: ListingResultsProps) {
  const styles = useStyles();
  const intl = useIntl();
  if (isError && !products) return <QueryErrorScreen error={error} onRetry={onRetry} />;
  if (!products) return <ProductCardSkeletons count={skeletonCount} />;
  if (products.length === 0) {
    return (
      <div className={styles.empty}>
        <SearchInfoRegular className={styles.emptyIcon} aria-hidden />
        <Text size={500} weight="semibold">
          {intl.formatMessage({ id: 'shop.empty', defaultMessage: 'No products match these filters' })}
        </Text>
        <Button appearance="primary" onClick={onReset}>
          {intl.formatMessage({ id: 'shop.filters.reset', defaultMessage: 'Reset filters' })}
        </Button>
      </div>
    );
  }
  return <ProductGrid products={products} label={label} priorityCount={LISTING_PRIORITY_IMAGES} />;
}
