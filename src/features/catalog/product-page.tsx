import { Badge, Button, Skeleton, SkeletonItem, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSwapFilled, ArrowSwapRegular, HeartFilled, HeartRegular, ShareRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useGetProduct } from '../../api/generated/endpoints/catalog/catalog';
import type { Product } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { recordMeta } from '../../components/page-meta/resolve-page-meta';
import { ProductPrice } from '../../components/price/product-price';
import { ProductGrid } from './product-card/product-grid';
import { StockStatus } from '../../components/stock-status/stock-status';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { Rating } from '../../components/rating/rating';
import { ProductJsonLd } from '../../components/structured-data/product-json-ld';
import { toastBus } from '../../components/toast/toast-bus';
import { ProductCartControl } from '../cart/product-cart-control';
import { useCompareToggle } from '../compare/use-compare-toggle';
import { useWishlistToggle } from '../wishlist/use-wishlist-toggle';
import { PRODUCT_DETAIL_PARAMS } from './catalog-queries';
import { RecentlyViewedSection } from './recently-viewed/recently-viewed-section';
import { useRecordProductView } from './recently-viewed/use-recently-viewed-products';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { box, contentWidth, media } from '../../lib/layout-tokens';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { StickyBuyBar } from './sticky-buy-bar';
import { ProductFacts, YouSave } from './product-facts';
import { thinBorder } from '../../components/page-layout/thin-border';

const shareMessages = defineMessages({
  copied: { id: 'product.linkCopied', defaultMessage: 'Link copied' },
  copyFailed: { id: 'product.linkCopyFailed', defaultMessage: 'Could not copy the link' },
});

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXXL, padding: tokens.spacingHorizontalL, maxWidth: contentWidth.page, width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
  main: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXXL,
    alignItems: 'start',
    [media.mobileDown]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  },
  gallery: { display: 'grid', gap: tokens.spacingVerticalM },
  stage: { backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusXLarge, overflow: 'hidden' },
  stageImage: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  thumbs: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  thumb: {
    padding: 0,
    borderTopWidth: tokens.strokeWidthThick,
    borderBottomWidth: tokens.strokeWidthThick,
    borderLeftWidth: tokens.strokeWidthThick,
    borderRightWidth: tokens.strokeWidthThick,
    borderTopStyle: 'solid',
    borderBottomStyle: 'solid',
    borderLeftStyle: 'solid',
    borderRightStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
    borderBottomColor: tokens.colorNeutralStroke2,
    borderLeftColor: tokens.colorNeutralStroke2,
    borderRightColor: tokens.colorNeutralStroke2,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    cursor: 'pointer',
    overflow: 'hidden',
  },
  thumbActive: {
    borderTopColor: tokens.colorBrandStroke1,
    borderBottomColor: tokens.colorBrandStroke1,
    borderLeftColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke1,
  },
  thumbImage: { width: box.thumbnail, height: box.thumbnail },
  info: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start', justifyItems: 'start' },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  // The buy box: price, saving, stock, delivery and warranty, and the actions, in one card of the right column.
  buyCard: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    justifyItems: 'start',
    width: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    ...thinBorder(tokens.colorNeutralStroke2),
  },
  priceRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  wished: { color: tokens.colorPaletteRedForeground1 },
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600 },
  description: { whiteSpace: 'pre-line', lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2, margin: 0 },
  skeletonImage: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  skeletonLine40: { width: '40%' },
  skeletonLine30: { width: '30%' },
  skeletonLine60: { width: '60%' },
  specs: { borderCollapse: 'collapse', width: '100%', maxWidth: contentWidth.specsTable },
  specCell: { textAlign: 'start', paddingBlock: tokens.spacingVerticalS, paddingInline: tokens.spacingHorizontalS, borderBlockEndWidth: tokens.strokeWidthThin, borderBlockEndStyle: 'solid', borderBlockEndColor: tokens.colorNeutralStroke2 },
  // Within the column on a phone: a long tag breaks instead of pushing the page sideways.
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, maxWidth: '100%', minWidth: 0, overflowWrap: 'anywhere' },
});

/** Share: the Web Share API where there is one, else the address is copied. */
async function shareProduct(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      /* the shopper closed the share sheet */
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toastBus.show({ intent: 'success', message: shareMessages.copied });
  } catch {
    toastBus.show({ intent: 'error', message: shareMessages.copyFailed });
  }
}

function Gallery({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = product.images[index] ?? product.images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <ImageWithFallback src={current} alt={product.title} width={800} height={800} className={styles.stageImage} priority />
      </div>
      {product.images.length > 1 && (
        <div className={styles.thumbs}>
          {product.images.map((image, position) => (
            <button
              key={image}
              type="button"
              className={mergeClasses(styles.thumb, position === index && styles.thumbActive)}
              aria-label={intl.formatMessage({ id: 'product.image', defaultMessage: 'Image {number} of {count}' }, { number: position + 1, count: product.images.length })}
              aria-pressed={position === index}
              onClick={() => setIndex(position)}
            >
              <ImageWithFallback src={image} alt="" width={72} height={72} className={styles.thumbImage} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function BuyBox({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const wishlist = useWishlistToggle(product);
  const compare = useCompareToggle(product);
  return (
    <div className={styles.actions}>
      <ProductCartControl product={product} prominent />
      <Button
        appearance="outline"
        aria-pressed={wishlist.isWished}
        disabled={wishlist.isBusy}
        icon={wishlist.isWished ? <HeartFilled className={styles.wished} /> : <HeartRegular />}
        onClick={() => void wishlist.toggle()}
      >
        {wishlist.isWished
          ? intl.formatMessage({ id: 'product.inWishlist', defaultMessage: 'In wishlist' })
          : intl.formatMessage({ id: 'product.addToWishlist', defaultMessage: 'Add to wishlist' })}
      </Button>
      <Button
        appearance="outline"
        aria-pressed={compare.isCompared}
        disabled={compare.isBusy}
        icon={compare.isCompared ? <ArrowSwapFilled /> : <ArrowSwapRegular />}
        onClick={() => void compare.toggle()}
      >
        {intl.formatMessage({ id: 'product.compareButton', defaultMessage: 'Compare' })}
      </Button>
      <Button appearance="subtle" icon={<ShareRegular />} onClick={() => void shareProduct(product.title)}>
        {intl.formatMessage({ id: 'product.share', defaultMessage: 'Share' })}
      </Button>
    </div>
  );
}

function ProductSkeleton() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Skeleton className={styles.main} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
      <SkeletonItem shape="rectangle" className={styles.skeletonImage} />
      <div className={styles.info}>
        <SkeletonItem size={40} />
        <SkeletonItem size={24} className={styles.skeletonLine40} />
        <SkeletonItem size={32} className={styles.skeletonLine30} />
        <SkeletonItem size={40} className={styles.skeletonLine60} />
      </div>
    </Skeleton>
  );
}

/** /{locale}/products/{slug}: gallery, price, stock, cart, wishlist, compare, share, links, description, related. */
export default function ProductPage() {
  const styles = useStyles();
  const intl = useIntl();
  const { slug = '' } = useParams<{ slug: string }>();
  const { data, error, refetch } = useGetProduct(slug, PRODUCT_DETAIL_PARAMS, { query: { select: (body) => body.data } });
  const product = data?.record;
  const buyBox = useRef<HTMLDivElement>(null);
  useRecordProductView(product?.id);
  usePageMeta(
    product ? { ...recordMeta(product, product.tags.map((tag) => tag.title)), image: product.meta_image || product.images[0], type: 'product', heading: product.title } : {},
  );

  if (!product) {
    return (
      <div className={styles.root}>
        {error ? <QueryErrorScreen error={error} onRetry={refetch} headingLevel={1} /> : <ProductSkeleton />}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <ProductJsonLd product={product} />
      <Breadcrumbs
        items={[
          product.category
            ? { label: product.category.title, href: `/categories/${product.category.slug}` }
            : { label: intl.formatMessage({ id: 'shop.title', defaultMessage: 'Shop' }), href: '/shop' },
          { label: product.title },
        ]}
      />
      <article className={styles.main}>
        <Gallery key={product.id} product={product} />
        <div className={styles.info}>
          <h1 className={styles.title}>{keepHyphenatedWords(product.title)}</h1>
          <Rating rating={product.rating} count={product.reviews_count} />
          <div className={styles.links}>
            {product.brand && (
              <PrefetchLink className={styles.link} href={`/brands/${product.brand.slug}`}>
                {product.brand.title}
              </PrefetchLink>
            )}
            
            {product.category && (
              <PrefetchLink className={styles.link} href={`/categories/${product.category.slug}`}>
                {product.category.title}
              </PrefetchLink>
            )}
            <Text size={200}>{intl.formatMessage({ id: 'product.sku', defaultMessage: 'SKU: {sku}' }, { sku: product.sku })}</Text>
          </div>
          <div className={styles.buyCard}>
            <div className={styles.priceRow}>
              <ProductPrice product={product} size="large" />
              {product.is_discounted && (
                <Badge color="danger" appearance="filled" size="large">
                  {intl.formatMessage({ id: 'product.discount', defaultMessage: '-{percent}%' }, { percent: product.discount_percent })}
                </Badge>
              )}
            </div>
            <YouSave product={product} />
            <StockStatus availability={product.availability} stock={product.stock} />
            <ProductFacts product={product} />
            <div ref={buyBox}>
              <BuyBox product={product} />
            </div>
          </div>
          {product.tags.length > 0 && (
            <nav className={styles.tags} aria-label={intl.formatMessage({ id: 'product.tags', defaultMessage: 'Tags' })}>
              {product.tags.map((tag) => (
                <PrefetchLink key={tag.id} className={styles.link} href={`/tags/${tag.slug}`}>
                  {intl.formatMessage({ id: 'product.tag', defaultMessage: '#{tag}' }, { tag: <bdi key="tag">{tag.title}</bdi> })}
                </PrefetchLink>
              ))}
            </nav>
          )}
          {product.description && (
            <section className={styles.section} aria-labelledby="product-description">
              <h2 id="product-description" className={styles.heading}>
                {intl.formatMessage({ id: 'product.description', defaultMessage: 'Description' })}
              </h2>
              <p className={styles.description}>{product.description}</p>
            </section>
          )}
        </div>
      </article>
      {product.specs && product.specs.length > 0 && (
        <section className={styles.section} aria-labelledby="product-specs">
          <h2 id="product-specs" className={styles.heading}>
            {intl.formatMessage({ id: 'product.specs', defaultMessage: 'Specifications' })}
          </h2>
          <table className={styles.specs}>
            <tbody>
              {product.specs.map((spec) => (
                <tr key={spec.key}>
                  <th scope="row" className={styles.specCell}>
                    {spec.label}
                  </th>
                  <td className={styles.specCell}>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {data.relatedProducts.length > 0 && (
        <section className={styles.section} aria-labelledby="product-related">
          <h2 id="product-related" className={styles.heading}>
            {intl.formatMessage({ id: 'product.related', defaultMessage: 'You might also like' })}
          </h2>
          <ProductGrid products={data.relatedProducts} />
        </section>
      )}
      <RecentlyViewedSection excludeId={product.id} />
      <StickyBuyBar product={product} buyBox={buyBox} />
    </div>
  );
}
