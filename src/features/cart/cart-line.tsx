import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CartItem } from '../../api/generated/model';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { Price } from '../../components/price/price';
import { QuantityControl } from '../../components/quantity-control/quantity-control';
import { formatPrice } from '../../i18n/format-price';
import { useProductCartControl } from './use-product-cart-control';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { media } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    alignItems: 'start',
    paddingBlock: tokens.spacingVerticalM,
    borderBottomWidth: tokens.strokeWidthThin,
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
  },
  wide: { [media.mobileUp]: { gridTemplateColumns: 'auto 1fr auto' } },
  media: { display: 'block', borderRadius: tokens.borderRadiusMedium, overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    ':hover': { textDecorationLine: 'underline' },
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  total: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXXS, gridColumn: '2', [media.mobileUp]: { gridColumn: 'auto' } },
  saving: { color: tokens.colorPaletteGreenForeground1 },
  warning: { color: tokens.colorPaletteRedForeground1 },
  amount: { unicodeBidi: 'isolate', fontWeight: tokens.fontWeightBold },
});

export interface CartLineProps {
  item: CartItem;
  /** The page shows the line total and saving; the panel is compact. */
  variant?: 'compact' | 'full';
  /** Called when the title or image is followed (the panel closes). */
  onNavigate?: () => void;
}

/** One cart line: image, title linking to the product, price, quantity control (and totals on the cart page). */
export function CartLine({ item, variant = 'compact', onNavigate }: CartLineProps) {
  const styles = useStyles();
  const intl = useIntl();
  const control = useProductCartControl(item.product, { via: 'line' });
  const href = `/products/${item.product.slug}`;
  const size = variant === 'full' ? 96 : 64;
  const overStock = item.quantity > item.product.stock;
  return (
    <li className={mergeClasses(styles.root, variant === 'full' && styles.wide)} data-testid="cart-line">
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden onClick={onNavigate}>
        <ImageWithFallback src={item.product.images[0]} alt="" width={size} height={size} />
      </Link>
      <div className={styles.body}>
        <Link href={href} className={styles.title} onClick={onNavigate}>
          {keepHyphenatedWords(item.product.title)}
        </Link>
        <Price amount={item.totals.price} regular={item.product.is_discounted ? item.product.sale_price : undefined} />
        {overStock && (
          <Text size={200} className={styles.warning} role="alert">
            {item.product.stock > 0
              ? intl.formatMessage({ id: 'cart.overStock', defaultMessage: 'Only {stock} left in stock: lower the quantity' }, { stock: item.product.stock })
              : intl.formatMessage({ id: 'cart.outOfStock', defaultMessage: 'Out of stock: remove it to continue' })}
          </Text>
        )}
        <div className={styles.row}>
          <QuantityControl
            quantity={control.quantity}
            stock={control.stock}
            busy={control.isBusy}
            productTitle={item.product.title}
            size="small"
            onIncrement={() => void control.increment()}
            onDecrement={() => void control.decrement()}
            onRemove={() => void control.remove()}
          />
        </div>
      </div>
      {variant === 'full' && (
        <div className={styles.total}>
          <span className={styles.amount}>{formatPrice(item.totals.total)}</span>
          {item.totals.discount > 0 && (
            <Text size={200} className={styles.saving}>
              {intl.formatMessage({ id: 'cart.lineSaving', defaultMessage: 'You save {amount}' }, { amount: formatPrice(item.totals.discount) })}
            </Text>
          )}
        </div>
      )}
    </li>
  );
}
