import { Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SearchInfoRegular } from '@fluentui/react-icons/svg/search-info';
import { useIntl } from 'react-intl';
import { usePreloadedData } from '../../api/use-preloaded-data';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { box, glyph, placeholderWidth } from '../../lib/layout-tokens';

/** How many categories a fruitless search suggests: the ones with the most products. */
export const SUGGESTED_CATEGORIES = 8;

const useStyles = makeStyles({
  root: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center' },
  icon: { fontSize: glyph.large, color: tokens.colorNeutralForeground3 },
  message: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2, maxWidth: '52ch' },
  suggestions: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'center', marginBlockStart: tokens.spacingVerticalM, width: '100%' },
  list: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: box.touchTarget,
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInlineStart: tokens.spacingHorizontalXS,
    paddingInlineEnd: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { boxShadow: tokens.shadow8, color: tokens.colorBrandForeground1 },
  },
  thumb: { width: box.chipImage, height: box.chipImage, borderRadius: tokens.borderRadiusCircular, objectFit: 'cover' },
  chipSkeleton: { width: placeholderWidth.chip, height: box.touchTarget, borderRadius: tokens.borderRadiusCircular },
});

/**
 * The search page when there is nothing to show: no product matches the words (`term`), or no words were
 * given (`term` is ''). Either way it offers the shop's biggest categories (from the preloaded data, no
 * extra request) as a way on.
 */
export function SearchNoResults({ term }: { term: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data } = usePreloadedData();
  const categories = data ? [...data.categories].sort((a, b) => b.products_count - a.products_count).slice(0, SUGGESTED_CATEGORIES) : undefined;
  const heading = intl.formatMessage({ id: 'searchPage.suggestions', defaultMessage: 'Browse a category instead' });
  return (
    <div className={styles.root}>
      <SearchInfoRegular className={styles.icon} aria-hidden />
      <div className={styles.message} role="status">
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>
        {term
          ? intl.formatMessage({ id: 'searchPage.noResults', defaultMessage: 'No products found for “{term}”' }, { term })
          : intl.formatMessage({ id: 'searchPage.noTerm', defaultMessage: 'What are you looking for?' })}
      </Text>
      <Text className={styles.hint}>
        {term
          ? intl.formatMessage({ id: 'searchPage.noResults.hint', defaultMessage: 'Check the spelling, try fewer or more general words, or search by brand.' })
          : intl.formatMessage({ id: 'searchPage.noTerm.hint', defaultMessage: 'Type a product, brand or category in the search box.' })}
      </Text>
      </div>
      <nav className={styles.suggestions} aria-label={heading}>
        <Text weight="semibold">{heading}</Text>
        {categories ? (
          <ul className={styles.list}>
            {categories.map((category) => (
              <li key={category.id}>
                <PrefetchLink href={`/categories/${category.slug}`} className={styles.chip}>
                  <ImageWithFallback src={category.image} alt="" width={32} height={32} className={styles.thumb} />
                  {category.title}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton className={styles.list} aria-hidden>
            {Array.from({ length: 4 }, (_, index) => (
              <SkeletonItem key={index} className={styles.chipSkeleton} />
            ))}
          </Skeleton>
        )}
      </nav>
    </div>
  );
}
