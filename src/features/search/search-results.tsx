import { Skeleton, SkeletonItem, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Product } from '../../api/generated/model';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { ProductPrice } from '../../components/price/product-price';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { SKELETON_COUNTS } from '../../lib/constants';
import { searchHref } from '../../lib/search-term';
import { box, flipInRtl } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  row: {
    display: 'grid',
    gridTemplateColumns: `${box.searchThumbnail} minmax(0, 1fr)`,
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  thumb: { width: box.searchThumbnail, height: box.searchThumbnail, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // The whole title wraps: an ellipsis on a mixed Arabic/Latin line cuts mid-run ("256" showed as "…56").
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  placeholder: { display: 'grid', gridTemplateColumns: `${box.searchThumbnail} 1fr`, gap: tokens.spacingHorizontalM, alignItems: 'center', padding: tokens.spacingHorizontalS },
  message: { color: tokens.colorNeutralForeground2, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  seeAll: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'underline' },
  },
  mirror: flipInRtl,
});

/** A result's page. */
export const productHref = (product: Product) => `/products/${product.slug}`;

export interface SearchResultsProps {
  /** The words the results are for (settled), empty before any. */
  term: string;
  loading: boolean;
  shown: Product[];
  /** How many products match in all (for "See all N results"). */
  total: number;
  /** The result picked with the arrow keys, -1 for none. */
  active: number;
  /** The list's id: the search field controls it, and its options' ids derive from it. */
  listId: string;
  /** Called when a link is followed (the dialog closes). */
  onFollow: () => void;
}

/**
 * The dialog's results: placeholder rows while loading, "No products found", or the list and "See all N results"
 * (the results page of the words shown: once they are in, the words typed). Memoised: a key that only adds to the
 * words typed draws the field again, not this.
 */
export const SearchResults = memo(function SearchResults({ term, loading, shown, total, active, listId, onFollow }: SearchResultsProps) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <>
      {loading ? (
        <div role="status" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          {Array.from({ length: SKELETON_COUNTS.searchRows }, (_, index) => (
            <Skeleton key={index} className={styles.placeholder} data-testid="search-placeholder" aria-hidden>
              <SkeletonItem shape="square" size={56} />
              <SkeletonItem size={16} />
            </Skeleton>
          ))}
        </div>
      ) : term.length > 0 && shown.length === 0 ? (
        <Text className={styles.message} role="status">
          {intl.formatMessage({ id: 'search.empty', defaultMessage: 'No products found for “{term}”' }, { term })}
        </Text>
      ) : (
        <ul id={listId} role="listbox" className={styles.list} aria-label={intl.formatMessage({ id: 'search.results', defaultMessage: 'Search results' })}>
          {shown.map((product, index) => (
            <li key={product.id} role="none">
              <PrefetchLink
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                href={productHref(product)}
                className={mergeClasses(styles.row, index === active && styles.active)}
                onClick={onFollow}
                tabIndex={-1}
              >
                <ImageWithFallback src={product.images?.[0]} alt="" width={56} height={56} className={styles.thumb} />
                <span className={styles.text}>
                  <span className={styles.title}>{keepHyphenatedWords(product.title)}</span>
                  <ProductPrice product={product} />
                </span>
              </PrefetchLink>
            </li>
          ))}
        </ul>
      )}
      {!loading && shown.length > 0 && (
        <Link href={searchHref(term)} className={styles.seeAll} onClick={onFollow}>
          {intl.formatMessage({ id: 'search.seeAll', defaultMessage: 'See all {total, plural, one {# result} other {# results}}' }, { total })}
          <ArrowRightRegular className={styles.mirror} aria-hidden />
        </Link>
      )}
    </>
  );
});
