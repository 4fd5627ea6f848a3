import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { SKELETON_COUNTS } from '../../lib/constants';
import { useIsMobile } from '../../lib/use-is-mobile';
import { isPriceUnset, type ShopFilters, type ShopScope } from './shop-filters';
import { SearchNoResults } from './search-no-results';
import { useShopFilters } from './use-shop-filters';
import { box, contentWidth, media, placeholderWidth, size, stickyOffset } from '../../lib/layout-tokens';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { listingMetaTitle, useListFormatReady } from './listing-title';
import { listingCrumbs, listingTitle, scopeRecord } from './listing-heading';
import { ActiveFilters, activeFilterCount } from './active-filters';
import { ListingFiltersDrawer, ListingFiltersPanel } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import { ListingResults } from './listing-results';
import { ListingToolbar } from './listing-toolbar';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, maxWidth: contentWidth.page, width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
  hero: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  heroImage: { width: box.listingHero, height: box.listingHero, borderRadius: tokens.borderRadiusLarge, objectFit: 'cover' },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  titleSkeleton: { width: placeholderWidth.title },
  layout: {
    display: 'grid',
    gridTemplateColumns: `${size.filtersColumn} minmax(0, 1fr)`,
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    [media.mobileDown]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  aside: { position: 'sticky', top: stickyOffset.filters },
  results: { display: 'grid', gap: tokens.spacingVerticalL },
});

/** Whether the shopper narrowed the list (a selection or a price range), as opposed to the words alone. */
const isNarrowed = (filters: ShopFilters) =>
  filters.categories.length > 0 || filters.brands.length > 0 || filters.tags.length > 0 || !isPriceUnset(filters.priceRange);

/**
 * The shop, the category, brand and tag pages and the search results page: one listing scoped by slug
 * (spec section 4 slug rules) or by the searched words, with filters (side panel on desktop, drawer on
 * mobile), sort, page size, pagination and an empty state (on the search page, category suggestions).
 * Its parts: `listing-heading.ts` (title, breadcrumbs, record), `listing-toolbar.tsx`, `listing-filters.tsx`
 * (panel and drawer), `listing-results.tsx` (products, error, placeholders, empty) and `listing-pagination.tsx`.
 */
export function ProductListing({ scope }: { scope: ShopScope }) {
  const styles = useStyles();
  const intl = useIntl();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shop = useShopFilters(scope);
  const { query } = shop;
  const list = query.isPlaceholderData ? undefined : query.data;
  const shown = query.data;

  const record = scopeRecord(list, scope);
  const isSearch = scope.kind === 'search';
  const term = shop.filters.q;
  const title = listingTitle(intl, scope, record?.title, term);
  // The tab's title names the applied filters (the record's own meta title wins on its first page). Search
  // results are kept out of search engines' indexes (decision 017).
  usePageMeta({ ...record?.meta, heading: listingMetaTitle(intl, title, shop.filters, shown?.filters), noindex: isSearch });
  useListFormatReady(intl);
  const crumbs = listingCrumbs(intl, scope, title);
  const applied = activeFilterCount(shop.filters);

  const panel = (
    <ListingFiltersPanel
      filters={shop.filters}
      options={shown?.filters}
      bounds={shop.bounds}
      address={shop.address}
      show={{ categories: scope.kind !== 'category', brands: scope.kind !== 'brand', tags: scope.kind !== 'tag' }}
      onToggleCategory={shop.toggleCategory}
      onToggleBrand={shop.toggleBrand}
      onToggleTag={shop.toggleTag}
      onOptionIntent={shop.prefetchToggle}
      onPriceChange={shop.setPriceRange}
      onReset={shop.reset}
    />
  );
  const skeletonCount = scope.kind === 'brand' ? SKELETON_COUNTS.brandProducts : SKELETON_COUNTS.shopProducts;
  const pagination = shown?.paginationInfo;
  // The search page with no words asks for them and requests nothing (useShopFilters); words that match
  // nothing, with no filter applied, leave no filters or sort to offer: both show suggestions across the page.
  const nothingToNarrow = isSearch && (!term || (shown?.records.length === 0 && !isNarrowed(shop.filters)));
  if (nothingToNarrow) {
    return (
      <div className={styles.root}>
        <Breadcrumbs items={crumbs} />
        <header className={styles.hero}>
          <h1 className={styles.title}>{title}</h1>
        </header>
        <SearchNoResults term={term} />
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {title && <Breadcrumbs items={crumbs} />}
      <header className={styles.hero}>
        {record?.image ? <ImageWithFallback src={record.image} alt="" width={64} height={64} className={styles.heroImage} /> : null}
        {title ? <h1 className={styles.title}>{title}</h1> : <Skeleton aria-hidden><SkeletonItem size={40} className={styles.titleSkeleton} /></Skeleton>}
      </header>
      <div className={styles.layout}>
        {!isMobile && (
          <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'shop.filters', defaultMessage: 'Filters' })}>
            {panel}
          </aside>
        )}
        <section className={styles.results} aria-busy={query.isFetching}>
          <ListingToolbar
            pagination={pagination}
            perPage={shop.filters.perPage}
            sortBy={shop.filters.sortBy}
            onPerPage={shop.setPerPage}
            onSort={shop.setSort}
            address={shop.address}
            filtersButton={isMobile ? { applied, onOpen: () => setDrawerOpen(true) } : undefined}
          />
          {isMobile && drawerOpen && (
            <ListingFiltersDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
              {panel}
            </ListingFiltersDrawer>
          )}
          {shown && (
            <ActiveFilters
              filters={shop.filters}
              options={shown.filters}
              onRemove={(group, slug) => (group === 'categories' ? shop.toggleCategory(slug) : group === 'brands' ? shop.toggleBrand(slug) : shop.toggleTag(slug))}
              onRemovePrice={() => shop.setPriceRange(shop.bounds)}
              onClearAll={shop.reset}
            />
          )}
          <ListingResults
            products={shown?.records}
            error={query.error}
            isError={query.isError}
            onRetry={query.refetch}
            onReset={shop.reset}
            skeletonCount={skeletonCount}
            label={title}
          />
          {pagination && <ListingPagination current={pagination.currentPage} last={pagination.lastPage} onPage={shop.setPage} />}
        </section>
      </div>
    </div>
  );
}
