import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Product } from '../../api/generated/model';
import { ImageWithFallback } from '../image/image-with-fallback';
import { Price } from '../price/price';
import { StockStatus } from './stock-status';

const useStyles = makeStyles({
  card: { height: '100%', gap: tokens.spacingVerticalS },
  media: { position: 'relative', display: 'block', backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  image: { width: '100%', aspectRatio: '1 / 1' },
  badge: { position: 'absolute', top: tokens.spacingVerticalS, insetInlineStart: tokens.spacingHorizontalS },
  title: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minHeight: '2.6em',
    ':hover': { textDecorationLine: 'underline' },
  },
});

/** A product in a grid: image, title link, price with discount, stock state. */
export function ProductCard({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const href = `/products/${product.slug}`;
  return (
    <Card className={styles.card} appearance="outline">
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden>
        <ImageWithFallback src={product.images[0]} alt="" width={400} height={400} className={styles.image} />
        {product.is_discounted && (
          <Badge className={styles.badge} color="danger" appearance="filled">
            {intl.formatMessage({ id: 'product.discount', defaultMessage: '-{percent}%' }, { percent: product.discount_percent })}
          </Badge>
        )}
      </Link>
      <Link href={href} className={styles.title}>
        {product.title}
      </Link>
      <Price amount={product.discounted_price} regular={product.sale_price} />
      <StockStatus availability={product.availability} stock={product.stock} />
    </Card>
  );
}
