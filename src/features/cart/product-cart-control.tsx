import { Button } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { QuantityControl } from '../../components/quantity-control/quantity-control';
import { confirmAddedToCart } from './added-to-cart-toast';
import { useProductCartControl } from './use-product-cart-control';

/**
 * Add to cart, then the quantity in the cart with − (remove at 1) and + (up to stock) (spec section 4).
 * `prominent` on the product page (large button, full-size control); compact on cards.
 */
export function ProductCartControl({ product, prominent = false }: { product: Product; prominent?: boolean }) {
  const intl = useIntl();
  const cart = useProductCartControl(product);
  if (cart.quantity === 0) {
    return (
      <Button
        appearance="primary"
        size={prominent ? 'large' : 'medium'}
        icon={cart.isBusy ? <ButtonSpinner /> : <CartRegular />}
        disabled={!product.has_stock || cart.isBusy}
        onClick={() => {
          // Only once the server kept it: a refusal was told by the HTTP layer and rolled back.
          void cart.add().then((kept) => kept && confirmAddedToCart(product.title));
        }}
      >
        {product.has_stock
          ? intl.formatMessage({ id: 'product.addToCart', defaultMessage: 'Add to cart' })
          : intl.formatMessage({ id: 'stock.out', defaultMessage: 'Out of stock' })}
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
