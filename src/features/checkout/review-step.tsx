import { Button, Card, MessageBar, MessageBarBody, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Cart, PaymentMethod } from '../../api/generated/model';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { AddressLines } from '../../components/user-text/address-lines';
import { formatPrice } from '../../i18n/format-price';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  nav: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  amount: { unicodeBidi: 'isolate' },
});

export interface ReviewStepProps {
  cart: Cart;
  method: PaymentMethod;
  receiptName: string | null;
  /** The server's message about the cart itself (a 422 on `cart`: an item sold out meanwhile). */
  cartError?: string;
  isPlacing: boolean;
  onBack: () => void;
  onPlace: () => void;
}

/** Step 3: what will be ordered, where it goes and how it is paid; placing the order. */
export function ReviewStep({ cart, method, receiptName, cartError, isPlacing, onBack, onPlace }: ReviewStepProps) {
  const styles = useStyles();
  const intl = useIntl();
  const addressLabel = intl.formatMessage({ id: 'checkout.step.address', defaultMessage: 'Shipping address' });
  const paymentLabel = intl.formatMessage({ id: 'checkout.step.payment', defaultMessage: 'Payment method' });
  return (
    <Card className={styles.card}>
      <Title3 as="h2">{intl.formatMessage({ id: 'checkout.step.review', defaultMessage: 'Review order' })}</Title3>
      <section aria-label={addressLabel}>
        <Text weight="semibold">{addressLabel}</Text>
        {cart.shipping_address && (
          <Text block>
            <AddressLines address={cart.shipping_address} layout="inline" />
          </Text>
        )}
      </section>
      <section aria-label={paymentLabel}>
        <Text weight="semibold">{paymentLabel}</Text>
        <Text block>{method.title}</Text>
        {receiptName && (
          <Text block className={styles.muted}>
            {intl.formatMessage({ id: 'checkout.review.receipt', defaultMessage: 'Receipt: {name}' }, { name: receiptName })}
          </Text>
        )}
      </section>
      <section aria-label={intl.formatMessage({ id: 'cart.lines', defaultMessage: 'Items in your cart' })}>
        <ul className={styles.list}>
          {cart.items.map((item) => (
            <li key={item.id}>
              {intl.formatMessage(
                { id: 'checkout.review.line', defaultMessage: '{quantity} × {title} — {total}' },
                { quantity: item.quantity, title: item.product.title, total: <span className={styles.amount}>{formatPrice(item.totals.total)}</span> },
              )}
            </li>
          ))}
        </ul>
      </section>
      {cartError && (
        <MessageBar intent="error">
          <MessageBarBody>{cartError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.nav}>
        <Button onClick={onBack} disabled={isPlacing}>
          {intl.formatMessage({ id: 'checkout.back', defaultMessage: 'Back' })}
        </Button>
        <Button appearance="primary" size="large" disabled={isPlacing} icon={isPlacing ? <ButtonSpinner /> : undefined} onClick={onPlace}>
          {isPlacing
            ? intl.formatMessage({ id: 'checkout.placing', defaultMessage: 'Placing your order…' })
            : intl.formatMessage({ id: 'checkout.placeOrder', defaultMessage: 'Place order ({total})' }, { total: formatPrice(cart.totals.total) })}
        </Button>
      </div>
    </Card>
  );
}
