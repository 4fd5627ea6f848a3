import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Cart } from '../../api/generated/model';
import { formatPrice } from '../../i18n/format-price';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' },
  minus: { color: tokens.colorPaletteGreenForeground1 },
  // The rule above the total is a border: a <dl> may only hold dt/dd groups (a Divider's separator broke it).
  total: {
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForeground1,
    borderTopWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
    paddingBlockStart: tokens.spacingVerticalS,
  },
});

/**
 * The order summary: subtotal, discount, shipping, tax (when any), wallet and total, as the server's `totals` say.
 * Amounts taken off (coupon, wallet) are negative amounts, their minus placed by `formatPrice`.
 */
export function CartSummary({ cart, atCheckout = false, children }: { cart: Cart; /** In checkout, where the address is chosen. */ atCheckout?: boolean; children?: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  const { totals } = cart;
  const row = (id: string, label: string, value: ReactNode, className?: string) => (
    <div className={mergeClasses(styles.row, className)} key={id} data-testid={`summary-${id}`}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <dl className={styles.root} aria-label={intl.formatMessage({ id: 'cart.summary', defaultMessage: 'Order summary' })}>
      {row('subtotal', intl.formatMessage({ id: 'cart.subtotal', defaultMessage: 'Subtotal' }), formatPrice(totals.subtotal))}
      {totals.discount > 0 &&
        row('savings', intl.formatMessage({ id: 'cart.productSavings', defaultMessage: 'Product discounts (included)' }), formatPrice(totals.discount), styles.minus)}
      {totals.coupon_discount > 0 &&
        row(
          'discount',
          intl.formatMessage({ id: 'cart.couponDiscount', defaultMessage: 'Coupon discount ({code})' }, { code: cart.coupon?.code ?? '' }),
          formatPrice(-totals.coupon_discount),
          styles.minus,
        )}
      {row(
        'shipping',
        intl.formatMessage({ id: 'cart.shipping', defaultMessage: 'Shipping' }),
        cart.shipping_address
          ? totals.shipping > 0
            ? formatPrice(totals.shipping)
            : intl.formatMessage({ id: 'cart.shippingFree', defaultMessage: 'Free' })
          : atCheckout
            ? intl.formatMessage({ id: 'cart.shippingWithAddress', defaultMessage: 'Added once an address is chosen' })
            : intl.formatMessage({ id: 'cart.shippingAtCheckout', defaultMessage: 'Worked out at checkout' }),
      )}
      {/* Prices include VAT: a zero tax line says nothing, so it shows only when the server puts tax in. */}
      {totals.tax > 0 && row('tax', intl.formatMessage({ id: 'cart.tax', defaultMessage: 'Tax (VAT included)' }), formatPrice(totals.tax))}
      {totals.wallet > 0 &&
        row('wallet', intl.formatMessage({ id: 'cart.walletPaid', defaultMessage: 'Paid from wallet' }), formatPrice(-totals.wallet), styles.minus)}
      {children}
      {row('total', intl.formatMessage({ id: 'cart.total', defaultMessage: 'Total' }), formatPrice(totals.total), styles.total)}
    </dl>
  );
}
