import { Badge, Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { ScalesRegular } from '@fluentui/react-icons/svg/scales';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { clearCompareList, removeFromCompareList, useGetCompareList } from '../../api/generated/endpoints/compare/compare';
import type { ListItem, Product } from '../../api/generated/model';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { ProductPrice } from '../../components/price/product-price';
import { StockStatus } from '../../components/stock-status/stock-status';
import { EmptyBlock } from '../../components/empty-block/empty-block';
import { sharedSpecs } from './compare-rows';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { box, contentWidth, media, placeholderWidth, size } from '../../lib/layout-tokens';
import { PageHeader } from '../../components/breadcrumbs/page-header';
import { ProductCartControl } from '../cart/product-cart-control';
import { listItemsOf } from '../../api/response-guards';

/** Shown where a value is missing. */
const EMPTY_VALUE = '\u2014';

const useStyles = makeStyles({
  page: { maxWidth: contentWidth.page, width: '100%', marginInline: 'auto', paddingInline: tokens.spacingHorizontalL, paddingBlock: tokens.spacingVerticalXL, boxSizing: 'border-box' },
  hint: { display: 'none', marginBlockEnd: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, [media.mobileDown]: { display: 'block' } },
  // Scrolls sideways inside itself (never the page); the attribute column stays at the inline start.
  wrap: { overflowX: 'auto', overscrollBehaviorX: 'contain', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4 },
  table: {
    borderCollapse: 'separate',
    borderSpacing: 0,
    width: '100%',
    tableLayout: 'fixed',
    minWidth: `calc(${size.compareAttributeColumn} + var(--compare-columns) * ${size.compareProductColumn})`,
    [media.mobileDown]: { minWidth: `calc(${size.compareAttributeColumnPhone} + var(--compare-columns) * ${size.compareProductColumnPhone})` },
  },
  rowHead: {
    width: size.compareAttributeColumn,
    boxSizing: 'border-box',
    textAlign: 'start',
    verticalAlign: 'top',
    padding: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground2,
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    overflowWrap: 'anywhere',
    // The edge the products scroll under.
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    [media.mobileDown]: { width: size.compareAttributeColumnPhone, padding: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
  },
  cell: {
    padding: tokens.spacingHorizontalM,
    verticalAlign: 'top',
    textAlign: 'start',
    overflowWrap: 'anywhere',
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
    [media.mobileDown]: { padding: tokens.spacingHorizontalS },
  },
  product: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start', position: 'relative', fontWeight: tokens.fontWeightRegular },
  image: { width: box.compareImage, height: box.compareImage, [media.mobileDown]: { width: box.compareImagePhone, height: box.compareImagePhone } },
  productTitle: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  remove: { position: 'absolute', top: 0, insetInlineEnd: 0 },
  skeleton: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: `${placeholderWidth.compareLabel} repeat(3, 1fr)`, marginBlockEnd: tokens.spacingVerticalM, [media.mobileDown]: { gridTemplateColumns: `${placeholderWidth.compareLabelPhone} 1fr` } },
  skeletonExtra: { [media.mobileDown]: { display: 'none' } },
});

/** /{locale}/compare-list (customers): products side by side on price, discount, availability, new, category, brand and shared specs. */
export default function ComparePage() {
  const intl = useIntl();
  const styles = useStyles();
  const [busy, setBusy] = useState<number | 'clear' | null>(null);
  const { data: items, isPending, error, refetch } = useGetCompareList({ query: { select: (body) => listItemsOf<ListItem>(body, 'compareList') } });
  const act = async (key: number | 'clear', work: () => Promise<unknown>) => {
    if (busy !== null) return;
    setBusy(key);
    try {
      await work();
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setBusy(null);
    }
  };
  const rowLabels = [intl.formatMessage({ id: 'compare.price', defaultMessage: 'Price' }), intl.formatMessage({ id: 'compare.discount', defaultMessage: 'Discount' }), intl.formatMessage({ id: 'compare.availability', defaultMessage: 'Availability' }), intl.formatMessage({ id: 'compare.new', defaultMessage: 'New' }), intl.formatMessage({ id: 'compare.category', defaultMessage: 'Category' }), intl.formatMessage({ id: 'compare.brand', defaultMessage: 'Brand' })];
  const products: Product[] = items?.map((item) => item.product) ?? [];
  const rows: { label: string; render: (product: Product) => ReactNode }[] = [
    { label: rowLabels[0] ?? '', render: (p) => <ProductPrice product={p} /> },
    {
      label: rowLabels[1] ?? '',
      render: (p) => (p.is_discounted ? <Badge color="danger">{intl.formatNumber(p.discount_percent / 100, { style: 'percent' })}</Badge> : EMPTY_VALUE),
    },
    { label: rowLabels[2] ?? '', render: (p) => <StockStatus availability={p.availability} stock={p.stock} /> },
    { label: rowLabels[3] ?? '', render: (p) => (p.is_new ? intl.formatMessage({ id: 'common.yes', defaultMessage: 'Yes' }) : intl.formatMessage({ id: 'common.no', defaultMessage: 'No' })) },
    { label: rowLabels[4] ?? '', render: (p) => p.category?.title ?? EMPTY_VALUE },
    { label: rowLabels[5] ?? '', render: (p) => p.brand?.title ?? EMPTY_VALUE },
    ...sharedSpecs(products).map((spec) => ({
      label: spec.label,
      render: (p: Product) => p.specs?.find((other) => other.key === spec.key)?.value ?? EMPTY_VALUE,
    })),
  ];

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: 'compare.title', defaultMessage: 'Compare products' })}>
        {products.length > 0 && (
          <Button icon={busy === 'clear' ? <ButtonSpinner /> : <DeleteRegular />} disabled={busy !== null} onClick={() => void act('clear', () => clearCompareList())}>
            {intl.formatMessage({ id: 'compare.clear', defaultMessage: 'Clear all' })}
          </Button>
        )}
      </PageHeader>
      {!items && error ? (
        <QueryErrorScreen error={error} onRetry={refetch} />
      ) : isPending ? (
        <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          {rowLabels.map((label, row) => (
            <div key={label} className={styles.skeleton}>
              <SkeletonItem size={row === 0 ? 48 : 24} />
              {[0, 1, 2].map((column) => (
                <SkeletonItem key={column} size={row === 0 ? 48 : 24} className={column > 0 ? styles.skeletonExtra : undefined} data-testid={row === 0 ? 'compare-skeleton-column' : undefined} />
              ))}
            </div>
          ))}
        </Skeleton>
      ) : products.length === 0 ? (
        <EmptyBlock icon={<ScalesRegular />} title={intl.formatMessage({ id: 'compare.empty', defaultMessage: 'No products to compare' })} />
      ) : (
        <>
          {products.length > 1 && (
            <p className={styles.hint} id="compare-scroll-hint">
              {intl.formatMessage({ id: 'compare.scrollHint', defaultMessage: 'Swipe the table sideways to see all {count} products' }, { count: products.length })}
            </p>
          )}
          {/* A named region the hint describes; its links and buttons take the keyboard through every column. */}
          <div
            className={styles.wrap}
            role="region"
            aria-label={intl.formatMessage({ id: 'compare.title', defaultMessage: 'Compare products' })}
            aria-describedby={products.length > 1 ? 'compare-scroll-hint' : undefined}
          >
            {/* eslint-disable-next-line no-restricted-syntax -- per render: the table's minimum width counts the products shown */}
            <table className={styles.table} style={{ '--compare-columns': products.length } as CSSProperties}>
              <thead>
                <tr>
                  <td className={styles.rowHead} />
                  {products.map((product) => (
                    <th key={product.id} scope="col" className={styles.cell}>
                      <div className={styles.product}>
                        <ImageWithFallback src={product.images[0]} alt="" width={120} height={120} className={styles.image} />
                        <Link href={`/products/${product.slug}`} className={styles.productTitle}>
                          {keepHyphenatedWords(product.title)}
                        </Link>
                        <ProductCartControl product={product} />
                        <Button
                          className={styles.remove}
                          size="small"
                          appearance="subtle"
                          disabled={busy !== null}
                          icon={busy === product.id ? <ButtonSpinner size="small" /> : <DismissRegular />}
                          aria-label={intl.formatMessage({ id: 'compare.remove', defaultMessage: 'Remove {title} from the compare list' }, { title: product.title })}
                          onClick={() => void act(product.id, () => removeFromCompareList(product.id))}
                        />
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className={styles.rowHead}>
                      {row.label}
                    </th>
                    {products.map((product) => (
                      <td key={product.id} className={styles.cell}>
                        {row.render(product)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
