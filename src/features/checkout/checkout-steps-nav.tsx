import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons/svg/checkmark-circle';
import { useIntl } from 'react-intl';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-state';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  steps: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0, flexWrap: 'wrap' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: box.marker,
    height: box.marker,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  numberCurrent: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

/** The four steps of spec section 2 (address, payment, review, place order), the current one marked. */
export function CheckoutStepsNav({ step }: { step: CheckoutStep }) {
  const styles = useStyles();
  const intl = useIntl();
  const labels = {
    address: intl.formatMessage({ id: 'checkout.step.address', defaultMessage: 'Shipping address' }),
    payment: intl.formatMessage({ id: 'checkout.step.payment', defaultMessage: 'Payment method' }),
    review: intl.formatMessage({ id: 'checkout.step.review', defaultMessage: 'Review order' }),
    place: intl.formatMessage({ id: 'checkout.step.place', defaultMessage: 'Place order' }),
  };
  const currentIndex = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps', defaultMessage: 'Checkout steps' })}>
      <ol className={styles.steps}>
        {[...CHECKOUT_STEPS, 'place' as const].map((name, index) => {
          const current = index === currentIndex;
          const done = index < currentIndex;
          return (
            <li key={name} className={mergeClasses(styles.item, current && styles.current, done && styles.done)} aria-current={current ? 'step' : undefined}>
              <span className={mergeClasses(styles.number, current && styles.numberCurrent)}>{done ? <CheckmarkCircleFilled aria-hidden /> : index + 1}</span>
              {labels[name]}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
