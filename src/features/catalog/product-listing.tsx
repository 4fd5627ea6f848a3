import {
  Button,
  Select,
  Skeleton,
  SkeletonItem,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, FilterRegular, SearchInfoRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ProductSort } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { LazyPartBoundary } from '../../components/routing/lazy-part-boundary';
import { lazyPart } from '../../components/routing/lazy-part';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { recordMeta, type PageMetaInput } from '../../components/page-meta/resolve-page-meta';
import { ProductCardSkeletons } from './product-card/product-card-skeleton';
import { ProductGrid } from './product-card/product-grid';
import { DEFAULT_PRICE_RANGE, LISTING_PRIORITY_IMAGES, PER_PAGE_OPTIONS, SKELETON_COUNTS } from '../../lib/constants';
import { useIsMobile } from '../../lib/use-is-mobile';
import { isPriceUnset, type PerPage, type ShopFilters, type ShopScope } from './shop-filters';
import { SearchNoResults } from './search-no-results';
import { useShopFilters, type ListingAnswer } from './use-shop-filters';
import { box, contentWidth, flipInRtl, glyph, media, placeholderWidth, size, stickyOffset } from '../../lib/layout-tokens';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs/breadcrumbs';
import { listingMetaTitle, useListFormatReady } from './listing-title';
import { FiltersPanel } from './filters-panel-part';
import { ActiveFilters, activeFilterCount } from './active-filters';
import { CountBadge } from '../../components/pill/count-badge';

// The mobile filters drawer is its own chunk: desktop never needs it, mobile only once asked (the panel is one too:
// filters-panel-part.ts). If either chunk fails to load, the part says so in place with Try again; the listing
// keeps working.
const FiltersDrawer = lazyPart(() => import('./filters-drawer'));

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
  panelSkeleton: { height: box.filtersPanelSkeleton },
  results: { display: 'grid', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // On a phone: Filters at the start and the page size at the end of one row, the sort the whole row below
  // (three controls side by side would run off a 360 px screen).
  toolbarEnd: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    [media.mobileDown]: { display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'space-between', width: '100%' },
    // On a tablet the controls have a row of their own under the count, as on a phone: beside it they fitted or
    // not by the count's length (≈ 790 px in English, 806 in Arabic), and the shop's static shell could not know
    // where the cards begin (src/app/shell/static-shell.css).
    [media.tablet]: { width: '100%', justifyContent: 'flex-end' },
  },
  sort: { minWidth: size.sortMin, [media.mobileDown]: { gridColumn: '1 / -1', minWidth: 0 } },
  perPage: { minWidth: size.perPageMin },
  // The number of filters applied, inside the Filters button after its label.
  filtersBadge: { position: 'static', marginInlineStart: tokens.spacingHorizontalXS },
  summary: { color: tokens.colorNeutralForeground2 },
  empty: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXXL, textAlign: 'center' },
  emptyIcon: { fontSize: glyph.large, color: tokens.colorNeutralForeground3 },
  pagination: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  mirror: flipInRtl,
});

const SORTS = Object.values(ProductSort);

/** The pages to offer: first, last, and the current page with its neighbours. */
const pageWindow = (current: number, last: number): (number | 'gap')[] => {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? ['gap' as const, page] : [page]));
};

function Pagination({ current, last, onPage }: { current: number; last: number; onPage: (page: number) => void }) {
  const styles = useStyles();
  const intl = useIntl();
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'shop.pagination', defaultMessage: 'Pages' })}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular className={styles.mirror} />}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label={intl.formatMessage({ id: 'shop.previousPage', defaultMessage: 'Previous page' })}
      />
      {pageWindow(current, last).map((page, index) =>
        page === 'gap' ? (
          <Text key={`gap-${index}`} aria-hidden>
            {intl.formatMessage({ id: 'shop.pagination.gap', defaultMessage: '…' })}
          </Text>
        ) : (
          <Button
            key={page}
            appearance={page === current ? 'primary' : 'subtle'}
            aria-current={page === current ? 'page' : undefined}
            aria-label={intl.formatMessage({ id: 'shop.page', defaultMessage: 'Page {page}' }, { page })}
            onClick={() => onPage(page)}
          >
            {intl.formatNumber(page)}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular className={styles.mirror} />}
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
        aria-label={intl.formatMessage({ id: 'shop.nextPage', defaultMessage: 'Next page' })}
      />
    </nav>
  );
}

/** The scoping record (category, brand or tag) the list came with: title, image and meta fields. */
const scopeRecord = (list: ListingAnswer | undefined, scope: ShopScope): { title: string; image?: string; meta: PageMetaInput } | null => {
  if (!list || scope.kind === 'shop' || scope.kind === 'search') return null;
  if (scope.kind === 'tag') return list.tag ? { title: list.tag.title, meta: {} } : null;
  const record = scope.kind === 'category' ? list.category : list.brand;
  return record ? { title: record.title, image: record.image, meta: recordMeta(record) } : null;
};

/** Home › Shop; Home › Categories › Phones; Home › Brands › Samsung; Home › Shop › a tag; Home › Search. */
const listingCrumbs = (intl: IntlShape, scope: ShopScope, title: string): Crumb[] => {
  if (scope.kind === 'search') return [{ label: intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' }) }];
  if (scope.kind === 'category') return [{ label: intl.formatMessage({ id: 'catalog.categories', defaultMessage: 'Categories' }), href: '/categories' }, { label: title }];
  if (scope.kind === 'brand') return [{ label: intl.formatMessage({ id: 'catalog.brands', defaultMessage: 'Brands' }), href: '/brands' }, { label: title }];
  if (scope.kind === 'tag') return [{ label: intl.formatMessage({ id: 'shop.title', defaultMessage: 'Shop' }), href: '/shop' }, { label: title }];
  return [{ label: title }];
};

/** The listing's own title: the record's, the shop's, or on the search page the words searched. */
const listingTitle = (intl: IntlShape, scope: ShopScope, recordTitle: string | undefined, term: string) => {
  if (scope.kind === 'shop') return intl.formatMessage({ id: 'shop.title', defaultMessage: 'Shop' });
  if (scope.kind === 'search') {
    return term
      ? intl.formatMessage({ id: 'searchPage.title', defaultMessage: 'Results for “{term}”' }, { term })
      : intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' });
  }
  return recordTitle ?? '';
};

/** Whether the shopper narrowed the list (a selection or a price range), as opposed to the words alone. */
const isNarrowed = (filters: ShopFilters) =>
  filters.categories.length > 0 || filters.brands.length > 0 || filters.tags.length > 0 || !isPriceUnset(filters.priceRange);

/**
 * The shop, the category, brand and tag pages and the search results page: one listing scoped by slug
 * (spec section 4 slug rules) or by the searched words, with filters (side panel on desktop, drawer on
 * mobile), sort, page size, pagination and an empty state (on the search page, category suggestions).
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
  // results are kept out of search engines' indexes (decision 021).
  usePageMeta({ ...record?.meta, heading: listingMetaTitle(intl, title, shop.filters, shown?.filters), noindex: isSearch });
  useListFormatReady(intl);
  const crumbs = listingCrumbs(intl, scope, title);
  const applied = activeFilterCount(shop.filters);

  const filtersFailed = intl.formatMessage({ id: 'shop.filters.loadFailed', defaultMessage: 'The filters could not be loaded.' });
  const panel = (
    <LazyPartBoundary
      parts={[FiltersPanel]}
      message={filtersFailed}
      fallback={<Skeleton aria-hidden><SkeletonItem shape="rectangle" className={styles.panelSkeleton} /></Skeleton>}
    >
      <FiltersPanel
        filters={shop.filters}
        options={shown?.filters}
        show={{ categories: scope.kind !== 'category', brands: scope.kind !== 'brand', tags: scope.kind !== 'tag' }}
        onToggleCategory={shop.toggleCategory}
        onToggleBrand={shop.toggleBrand}
        onToggleTag={shop.toggleTag}
        onOptionIntent={shop.prefetchToggle}
        onPriceChange={shop.setPriceRange}
        onReset={shop.reset}
      />
    </LazyPartBoundary>
  );
  const skeletonCount = scope.kind === 'brand' ? SKELETON_COUNTS.brandProducts : SKELETON_COUNTS.shopProducts;
  const pagination = shown?.paginationInfo;
  const sortLabel = (sort: ProductSort) =>
    intl.formatMessage(
      {
        id: 'shop.sort.option',
        defaultMessage:
          '{sort, select, newest {Newest} price_asc {Price: low to high} price_desc {Price: high to low} best_selling {Best selling} top_rated {Top rated} discount {Biggest discount} other {Recommended}}',
      },
      { sort },
    );
  const recommended = intl.formatMessage({ id: 'shop.sort.default', defaultMessage: 'Recommended' });
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
          <div className={styles.toolbar}>
            <Text className={styles.summary} role="status">
              {pagination && pagination.total > 0
                ? intl.formatMessage(
                    { id: 'shop.summary', defaultMessage: '{from} to {to} of {total, plural, one {# product} other {# products}}' },
                    { from: pagination.from, to: pagination.to, total: pagination.total },
                  )
                : null}
            </Text>
            <div className={styles.toolbarEnd}>
              {isMobile && (
                <Button
                  icon={<FilterRegular />}
                  onClick={() => setDrawerOpen(true)}
                  aria-label={
                    applied > 0
                      ? intl.formatMessage({ id: 'shop.filters.withCount', defaultMessage: 'Filters ({count, plural, one {# applied} other {# applied}})' }, { count: applied })
                      : undefined
                  }
                >
                  {intl.formatMessage({ id: 'shop.filters', defaultMessage: 'Filters' })}
                  <CountBadge count={applied} className={styles.filtersBadge} />
                </Button>
              )}
              <Select
                className={styles.perPage}
                aria-label={intl.formatMessage({ id: 'shop.perPage', defaultMessage: 'Products per page' })}
                value={String(shop.filters.perPage)}
                onChange={(_, data) => shop.setPerPage(Number(data.value) as PerPage)}
              >
                {PER_PAGE_OPTIONS.map((perPage) => (
                  <option key={perPage} value={perPage}>
                    {intl.formatMessage({ id: 'shop.perPage.option', defaultMessage: '{count} per page' }, { count: intl.formatNumber(perPage) })}
                  </option>
                ))}
              </Select>
              <Select
                className={styles.sort}
                aria-label={intl.formatMessage({ id: 'shop.sort', defaultMessage: 'Sort by' })}
                value={shop.filters.sortBy ?? ''}
                onChange={(_, data) => shop.setSort(data.value ? (data.value as ProductSort) : null)}
              >
                <option value="">{recommended}</option>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabel(sort)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {isMobile && drawerOpen && (
            <LazyPartBoundary parts={[FiltersDrawer]} message={filtersFailed} fallback={null}>
              <FiltersDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
                {panel}
              </FiltersDrawer>
            </LazyPartBoundary>
          )}
          {shown && (
            <ActiveFilters
              filters={shop.filters}
              options={shown.filters}
              onRemove={(group, slug) => (group === 'categories' ? shop.toggleCategory(slug) : group === 'brands' ? shop.toggleBrand(slug) : shop.toggleTag(slug))}
              onRemovePrice={() => shop.setPriceRange(shop.bounds ?? DEFAULT_PRICE_RANGE)}
              onClearAll={shop.reset}
            />
          )}
          {query.isError && !shown ? (
            <QueryErrorScreen error={query.error} onRetry={query.refetch} />
          ) : !shown ? (
            <ProductCardSkeletons count={skeletonCount} />
          ) : shown.records.length === 0 ? (
            <div className={styles.empty}>
              <SearchInfoRegular className={styles.emptyIcon} aria-hidden />
              <Text size={500} weight="semibold">
                {intl.formatMessage({ id: 'shop.empty', defaultMessage: 'No products match these filters' })}
              </Text>
              <Button appearance="primary" onClick={shop.reset}>
                {intl.formatMessage({ id: 'shop.filters.reset', defaultMessage: 'Reset filters' })}
              </Button>
            </div>
          ) : (
            <ProductGrid products={shown.records} label={title} priorityCount={LISTING_PRIORITY_IMAGES} />
          )}
          {pagination && <Pagination current={pagination.currentPage} last={pagination.lastPage} onPage={shop.setPage} />}
        </section>
      </div>
    </div>
  );
}
