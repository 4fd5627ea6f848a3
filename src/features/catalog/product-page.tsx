import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useGetProduct } from '../../api/generated/endpoints/catalog/catalog';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { recordMeta } from '../../components/page-meta/resolve-page-meta';
import { ProductPrice } from '../../components/price/product-price';
import { ProductGrid } from './product-card/product-grid';
import { StockStatus } from '../../components/stock-status/stock-status';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { Rating } from '../../components/rating/rating';
import { ProductJsonLd } from '../../components/structured-data/product-json-ld';
import { PRODUCT_DETAIL_PARAMS } from './catalog-queries';
import { RecentlyViewedSection } from './recently-viewed/recently-viewed-section';
import { useRecordProductView } from './recently-viewed/use-recently-viewed-products';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { contentWidth } from '../../lib/layout-tokens';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { StickyBuyBar } from './sticky-buy-bar';
import { ProductFacts, YouSave } from './product-facts';
import { thinBorder } from '../../components/page-layout/thin-border';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import { useProductLayoutStyles } from './product-layout-styles';
import { ProductSkeleton } from './product-skeleton';
import { ProductSpecs } from './product-specs';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXXL, padding: tokens.spacingHorizontalL, maxWidth: contentWidth.page, width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
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
  description: { whiteSpace: 'pre-line', lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2, margin: 0 },
  // Within the column on a phone: a long tag breaks instead of pushing the page sideways.
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, maxWidth: '100%', minWidth: 0, overflowWrap: 'anywhere' },
});

/** /{locale}/products/{slug}: gallery, price, stock, cart, wishlist, compare, share, links, description, related. */
export default function ProductPage() {
  const styles = useStyles();
  const layout = useProductLayoutStyles();
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
      <article className={layout.main}>
        <ProductGallery key={product.id} product={product} />
        <div className={layout.info}>
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
              <ProductActions product={product} />
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
            <section className={layout.section} aria-labelledby="product-description">
              <h2 id="product-description" className={layout.heading}>
                {intl.formatMessage({ id: 'product.description', defaultMessage: 'Description' })}
              </h2>
              <p className={styles.description}>{product.description}</p>
            </section>
          )}
        </div>
      </article>
      <ProductSpecs specs={product.specs} />
      {data.relatedProducts.length > 0 && (
        <section className={layout.section} aria-labelledby="product-related">
          <h2 id="product-related" className={layout.heading}>
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
