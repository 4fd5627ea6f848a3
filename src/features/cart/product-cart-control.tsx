import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { QuantityControl } from '../../components/quantity-control/quantity-control';
import { confirmAddedToCart } from './added-to-cart-toast';
import { useProductCartControl } from './use-product-cart-control';
import { media } from '../../lib/layout-tokens';
import { useAfterPressFrame } from '../../lib/use-after-press-frame';

const useStyles = makeStyles({
  // A card's button keeps its label on one line (two cards a row on a 360 px phone leave ~134 px): a short label
  // and, on a phone, less padding.
  compact: { whiteSpace: 'nowrap', minWidth: 0, [media.mobileDown]: { paddingInline: tokens.spacingHorizontalS } },
});

/**
 * Add to cart, then the quantity in the cart with − (remove at 1) and + (up to stock) (spec section 4).
 * `prominent` on the product page (large button, full-size control); compact on cards.
 */
export function ProductCartControl({ product, prominent = false }: { product: Product; prominent?: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const cart = useProductCartControl(product);
  const afterPress = useAfterPressFrame();
  if (cart.quantity === 0) {
    return (
      <Button
        className={prominent ? undefined : styles.compact}
        appearance="primary"
        size={prominent ? 'large' : 'medium'}
        icon={cart.isBusy ? <ButtonSpinner /> : <CartRegular />}
        disabled={!product.has_stock || cart.isBusy}
        onClick={() =>
          // Only once the server kept it: a refusal was told by the HTTP layer and rolled back.
          afterPress(() => void cart.add().then((kept) => kept && confirmAddedToCart(product.title)))
        }
      >
        {prominent
          ? product.has_stock
            ? intl.formatMessage({ id: 'product.addToCart', defaultMessage: 'Add to cart' })
            : intl.formatMessage({ id: 'stock.out', defaultMessage: 'Out of stock' })
          : product.has_stock
            ? intl.formatMessage({ id: 'product.addToCart.short', defaultMessage: 'Add to cart' })
            : intl.formatMessage({ id: 'stock.soldOut', defaultMessage: 'Sold out' })}
      </Button>
    );
  }
  return (
    <QuantityControl
      quantity={cart.quantity}
      stock={product.stock}
      busy={cart.isBusy}
      size={prominent ? 'medium' : 'small'}
      productTitle={product.title}
      onIncrement={() => void cart.increment()}
      onDecrement={() => void cart.decrement()}
      onRemove={() => void cart.remove()}
    />
  );
}
