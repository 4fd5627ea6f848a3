import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BoxSearchRegular } from '@fluentui/react-icons/svg/box-search';
import { useGetHome } from '../../api/generated/endpoints/catalog/catalog';
import type { Product } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { Countdown } from '../../components/countdown/countdown';
import { usePageMeta, useShopName } from '../../components/page-meta/page-meta';
import { VisuallyHidden } from '../../components/visually-hidden/visually-hidden';
import { ProductCardSkeleton, ProductCardSkeletons } from './product-card/product-card-skeleton';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { lazyPart } from '../../components/routing/lazy-part';
import type { ProductCard as Card } from './product-card/product-card';
import type { ProductGrid as Grid } from './product-card/product-grid';
import type { RecentlyViewedSection as RecentlyViewed } from './recently-viewed/recently-viewed-section';
import type { EmptyBlock as Empty } from '../../components/empty-block/empty-block';
import { LazyPartBoundary } from '../../components/routing/lazy-part-boundary';
import { SiteJsonLd } from '../../components/structured-data/site-json-ld';
import { SKELETON_COUNTS } from '../../lib/constants';
import { BannerCarousel, BannerSkeleton } from './banner-carousel';
import { TaxonomyList } from './taxonomy-list';
import { homeOf } from './home-of';
import { contentWidth, media } from '../../lib/layout-tokens';
import { useAfterIdle } from '../../lib/use-after-idle';
import { useComingIntoView } from '../../lib/use-coming-into-view';

// Home's product cards (offers, best sellers, recently viewed) are all below the fold: their chunk (the catalogue's
// cards, shared with the shop and the product page) is loaded when those sections come into view (decision 037).
const ProductCard = lazyPart<ComponentProps<typeof Card>>(() => import('./product-card/product-card').then((module) => ({ default: module.ProductCard })));
const ProductGrid = lazyPart<ComponentProps<typeof Grid>>(() => import('./product-card/product-grid').then((module) => ({ default: module.ProductGrid })));
const RecentlyViewedSection = lazyPart<ComponentProps<typeof RecentlyViewed>>(() => import('./recently-viewed/recently-viewed-section').then((module) => ({ default: module.RecentlyViewedSection })));
// A home with nothing to show is rare: its note (and Fluent's Text) come with it.
const EmptyBlock = lazyPart<ComponentProps<typeof Empty>>(() => import('../../components/empty-block/empty-block').then((module) => ({ default: module.EmptyBlock })));

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXXXL, padding: tokens.spacingHorizontalL, maxWidth: contentWidth.page, width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
  section: { display: 'grid', gap: tokens.spacingVerticalL },
  // The lower sections' placeholders hold still until the sections come into view: seventy-one shimmering items
  // below the fold had their style recalculated again and again for as long as home stayed open (7–12 times in 3 s
  // on a phone's CPU), each time in the way of whatever the shopper did next (decision 046). Fluent's shimmer is the
  // item's `::after`; the class is `skeletonItemClassNames.root`. (With reduced motion it plays once, at once.)
  waiting: { '@media (prefers-reduced-motion: no-preference)': { '& .fui-SkeletonItem::after': { animationPlayState: 'paused' } } },
  sectionHead: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  more: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', fontWeight: tokens.fontWeightSemibold, ':hover': { textDecorationLine: 'underline' } },
  offers: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    // Eight offers: four a row from tablets up, two on a phone (whole rows, as the best sellers).
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [media.mobileDown]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  },
  // minWidth 0: a grid item's content (the countdown) may not widen its column past the screen. Two offers a row on
  // a 360 px phone leave ~150 px: the compact countdown's short units keep the four boxes on one row in both
  // languages, so neighbouring offers keep one height.
  offerCountdown: { justifyContent: 'center', maxWidth: '100%' },
  offer: { display: 'grid', gap: tokens.spacingVerticalS, gridTemplateRows: 'auto 1fr', minWidth: 0 },
  offerEnds: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    justifyItems: 'center',
    minWidth: 0,
    textAlign: 'center',
    padding: tokens.spacingVerticalS,
    [media.mobileDown]: { paddingInline: tokens.spacingHorizontalXS },
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
});

function SectionHead({ id, title, href, more }: { id: string; title: string; href?: string; more?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {href && more && (
        <PrefetchLink href={href} className={styles.more}>
          {more}
        </PrefetchLink>
      )}
    </div>
  );
}

/** Home: banners, category tiles, limited-time offers with their countdown, best sellers and featured brands. */
export default function HomePage() {
  const styles = useStyles();
  const intl = useIntl();
  const { data, error, refetch } = useGetHome({ query: { select: homeOf } });
  usePageMeta({});
  const shopName = useShopName();
  const seeAll = intl.formatMessage({ id: 'home.seeAll', defaultMessage: 'See all' });
  const offers = data?.offers.filter((product) => product.offer_ends_at) ?? [];
  // Below the fold at every width (decisions 028, 031, 041): the offers' cards, best sellers, brands and
  // what was recently viewed are drawn once the browser is idle after the first render and those sections come
  // into view (or the page is scrolled), in their skeletons' boxes until then. A shopper who never scrolls loads
  // neither the cards' chunk nor their pictures, and their render does not hold up the first screen's.
  const idle = useAfterIdle();
  const [watchLower, lowerComing] = useComingIntoView<HTMLElement>();
  const belowFold = idle && lowerComing ? data : undefined;
  const lowerClass = mergeClasses(styles.section, !lowerComing && styles.waiting);
  const productsFailed = intl.formatMessage({ id: 'home.productsLoadFailed', defaultMessage: 'These products could not be loaded.' });
  const offerList = (card: (product: Product) => ReactNode) => (
    <ul className={styles.offers}>
      {offers.map((product) => (
        <li key={product.id} className={styles.offer}>
          <div className={styles.offerEnds}>
            <span>{intl.formatMessage({ id: 'home.offerEndsIn', defaultMessage: 'Offer ends in' })}</span>
            {product.offer_ends_at && <Countdown endTime={product.offer_ends_at} compact shortUnits className={styles.offerCountdown} />}
          </div>
          {card(product)}
        </li>
      ))}
    </ul>
  );
  const offerSkeletons = offerList(() => <ProductCardSkeleton />);
  const bestSellerSkeletons = <ProductCardSkeletons count={SKELETON_COUNTS.homeBestSellers} fourUp />;

  if (!data && error) return <QueryErrorScreen error={error} onRetry={refetch} headingLevel={1} />;
  return (
    <div className={styles.root}>
      <SiteJsonLd />
      {/* The design has no visible heading on home: the banner is the top; the page still needs its h1. */}
      <VisuallyHidden as="h1">{shopName}</VisuallyHidden>
      {data ? (
        <BannerCarousel banners={data.banners} />
      ) : (
        <BannerSkeleton />
      )}
      {(!data || data.categories.length > 0) && (
        <section className={styles.section} aria-labelledby="home-categories">
          <SectionHead id="home-categories" title={intl.formatMessage({ id: 'home.categories', defaultMessage: 'Shop by category' })} href="/categories" more={seeAll} />
          <TaxonomyList items={data?.categories} basePath="/categories" rows="categories" skeletons={SKELETON_COUNTS.homeCategories} label={intl.formatMessage({ id: 'home.categories', defaultMessage: 'Shop by category' })} />
        </section>
      )}
      {(!data || offers.length > 0) && (
        <section ref={watchLower} className={lowerClass} aria-labelledby="home-offers">
          <SectionHead id="home-offers" title={intl.formatMessage({ id: 'home.offers', defaultMessage: 'Limited-time offers' })} href="/shop?sortBy=discount" more={seeAll} />
          {belowFold ? (
            <LazyPartBoundary parts={[ProductCard]} message={productsFailed} fallback={offerSkeletons}>
              {offerList((product) => (
                <ProductCard product={product} />
              ))}
            </LazyPartBoundary>
          ) : data ? (
            offerSkeletons
          ) : (
            <ProductCardSkeletons count={4} fourUp />
          )}
        </section>
      )}
      {(!data || data.bestSellers.length > 0) && (
        <section ref={watchLower} className={lowerClass} aria-labelledby="home-best-sellers">
          <SectionHead id="home-best-sellers" title={intl.formatMessage({ id: 'home.bestSellers', defaultMessage: 'Best sellers' })} href="/shop?sortBy=best_selling" more={seeAll} />
          {belowFold ? (
            <LazyPartBoundary parts={[ProductGrid]} message={productsFailed} fallback={bestSellerSkeletons}>
              <ProductGrid products={belowFold.bestSellers} fourUp />
            </LazyPartBoundary>
          ) : (
            bestSellerSkeletons
          )}
        </section>
      )}
      {(!data || data.featuredBrands.length > 0) && (
        <section ref={watchLower} className={lowerClass} aria-labelledby="home-brands">
          <SectionHead id="home-brands" title={intl.formatMessage({ id: 'home.brands', defaultMessage: 'Featured brands' })} href="/brands" more={seeAll} />
          <TaxonomyList items={belowFold?.featuredBrands} basePath="/brands" rows="brands" skeletons={SKELETON_COUNTS.homeBrands} label={intl.formatMessage({ id: 'home.brands', defaultMessage: 'Featured brands' })} />
        </section>
      )}
      {data && Object.values(data).every((list) => list.length === 0) && (
        // An answer with nothing in it (or not an answer at all, spec section 8): say so and lead to the shop.
        <LazyPartBoundary parts={[EmptyBlock]} message={productsFailed} fallback={null}>
          <EmptyBlock icon={<BoxSearchRegular />} title={intl.formatMessage({ id: 'home.empty', defaultMessage: 'Nothing to show here right now' })}>
            <PrefetchLink href="/shop">{intl.formatMessage({ id: 'home.empty.shop', defaultMessage: 'Browse all products' })}</PrefetchLink>
          </EmptyBlock>
        </LazyPartBoundary>
      )}
      {/* Last, below the fold: what it adds once its products arrive moves nothing above it. */}
      {belowFold && (
        <LazyPartBoundary parts={[RecentlyViewedSection]} message={productsFailed} fallback={null}>
          <RecentlyViewedSection />
        </LazyPartBoundary>
      )}
    </div>
  );
}
