import { makeStyles, tokens } from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons/svg/shield-checkmark';
import { VehicleTruckProfileRegular } from '@fluentui/react-icons/svg/vehicle-truck-profile';
import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { Price } from '../../components/price/price';

const useStyles = makeStyles({
  save: { margin: 0, color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  facts: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  fact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1 },
});

/** What a discount saves: the amount (regular price less the price paid) and its percent; nothing when not discounted. */
export const savingOf = (product: Pick<Product, 'is_discounted' | 'sale_price' | 'discounted_price' | 'discount_percent'>) => {
  const amount = product.sale_price - product.discounted_price;
  return product.is_discounted && amount > 0 ? { amount, percent: product.discount_percent } : null;
};

/** "You save EGP 5,600 (35%)" under a discounted price. */
export function YouSave({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const saving = savingOf(product);
  if (!saving) return null;
  return (
    <p className={styles.save} data-testid="you-save">
      {intl.formatMessage(
        { id: 'product.youSave', defaultMessage: 'You save {amount} ({percent})' },
        { amount: <Price key="amount" amount={saving.amount} size="inherit" />, percent: intl.formatNumber(saving.percent / 100, { style: 'percent' }) },
      )}
    </p>
  );
}

/** Delivery estimate and warranty, each when the product carries it. */
export function ProductFacts({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const delivery = product.delivery_days;
  const warranty = product.warranty_months;
  if (!delivery && !warranty) return null;
  return (
    <ul className={styles.facts} aria-label={intl.formatMessage({ id: 'product.facts', defaultMessage: 'Delivery and warranty' })}>
      {delivery && (
        <li className={styles.fact}>
          <VehicleTruckProfileRegular className={styles.icon} aria-hidden />
          {delivery.min === delivery.max
            ? intl.formatMessage(
                { id: 'product.deliveryExact', defaultMessage: 'Delivery in {days, plural, one {# working day} other {# working days}}' },
                { days: delivery.max },
              )
            : intl.formatMessage({ id: 'product.delivery', defaultMessage: 'Delivery in {min}–{max} working days' }, { min: delivery.min, max: delivery.max })}
        </li>
      )}
      {warranty ? (
        <li className={styles.fact}>
          <ShieldCheckmarkRegular className={styles.icon} aria-hidden />
          {intl.formatMessage({ id: 'product.warranty', defaultMessage: '{months, plural, one {# month} other {# months}} warranty' }, { months: warranty })}
        </li>
      ) : null}
    </ul>
  );
}
