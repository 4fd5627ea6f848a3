import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatPrice, formatPriceText, type FormatPriceOptions } from '../../i18n/format-price';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // An amount never breaks across lines ("EGP" on one line, the figure on the next).
  amount: { whiteSpace: 'nowrap' },
  current: { fontWeight: tokens.fontWeightBold, color: tokens.colorNeutralForeground1 },
  discounted: { color: tokens.colorPaletteRedForeground1 },
  regular: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through', fontSize: '0.85em' },
  medium: { fontSize: tokens.fontSizeBase400 },
  large: { fontSize: tokens.fontSizeBase600 },
  inherit: {},
});

export interface PriceProps {
  /** The price the shopper pays. */
  amount: number;
  /** The regular price, struck through when higher than `amount`. */
  regular?: number;
  /** `inherit` takes the surrounding text's size and weight (a total in a summary row, a table cell). */
  size?: 'medium' | 'large' | 'inherit';
  /** How the sign shows (`always` for a credit "+EGP 250"); a debit is a negative amount. */
  signDisplay?: FormatPriceOptions['signDisplay'];
  className?: string;
}

/**
 * A price in EGP (`formatPrice`'s one rule), as a left-to-right island so Arabic text around it never
 * reorders it; a discounted price shows the regular price struck through beside it.
 */
export function Price({ amount, regular, size = 'medium', signDisplay, className }: PriceProps) {
  const styles = useStyles();
  const intl = useIntl();
  const isDiscounted = regular !== undefined && regular > amount;
  const current = (
    <bdi dir="ltr" className={mergeClasses(styles.amount, size !== 'inherit' && styles.current, isDiscounted && styles.discounted)}>
      {formatPriceText(amount, { signDisplay })}
    </bdi>
  );
  if (!isDiscounted) return <span className={mergeClasses(styles.root, styles[size], className)}>{current}</span>;
  return (
    <span className={mergeClasses(styles.root, styles[size], className)}>
      {current}
      <del className={mergeClasses(styles.amount, styles.regular)} aria-label={intl.formatMessage({ id: 'price.regular', defaultMessage: 'Regular price {price}' }, { price: formatPrice(regular) })}>
        <bdi dir="ltr">{formatPriceText(regular)}</bdi>
      </del>
    </span>
  );
}
