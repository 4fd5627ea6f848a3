import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../i18n/format-price';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  current: { fontWeight: tokens.fontWeightBold, color: tokens.colorNeutralForeground1, unicodeBidi: 'isolate' },
  discounted: { color: tokens.colorPaletteRedForeground1 },
  regular: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through', fontSize: '0.85em', unicodeBidi: 'isolate' },
  medium: { fontSize: tokens.fontSizeBase400 },
  large: { fontSize: tokens.fontSizeBase600 },
});

export interface PriceProps {
  /** The price the shopper pays. */
  amount: number;
  /** The regular price, struck through when higher than `amount`. */
  regular?: number;
  size?: 'medium' | 'large';
  className?: string;
}

/** A price in EGP; a discounted price shows the regular (sale) price struck through beside it. */
export function Price({ amount, regular, size = 'medium', className }: PriceProps) {
  const styles = useStyles();
  const intl = useIntl();
  const isDiscounted = regular !== undefined && regular > amount;
  return (
    <span className={mergeClasses(styles.root, styles[size], className)}>
      <span className={mergeClasses(styles.current, isDiscounted && styles.discounted)}>{formatPrice(amount)}</span>
      {isDiscounted && (
        <del className={styles.regular} aria-label={intl.formatMessage({ id: 'price.regular', defaultMessage: 'Regular price {price}' }, { price: formatPrice(regular) })}>
          {formatPrice(regular)}
        </del>
      )}
    </span>
  );
}
