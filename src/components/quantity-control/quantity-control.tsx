import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { SubtractRegular } from '@fluentui/react-icons/svg/subtract';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CART_QUANTITY_MIN } from '../../lib/constants';
import { useAfterPressFrame } from '../../lib/use-after-press-frame';
import { ButtonSpinner } from '../button-spinner/button-spinner';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    borderTopWidth: tokens.strokeWidthThin,
    borderBottomWidth: tokens.strokeWidthThin,
    borderInlineStartWidth: tokens.strokeWidthThin,
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderBottomStyle: 'solid',
    borderInlineStartStyle: 'solid',
    borderInlineEndStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke1,
    borderBottomColor: tokens.colorNeutralStroke1,
    borderInlineStartColor: tokens.colorNeutralStroke1,
    borderInlineEndColor: tokens.colorNeutralStroke1,
    borderRadius: tokens.borderRadiusMedium,
    paddingInline: tokens.spacingHorizontalXXS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  field: {
    width: '3ch',
    minWidth: box.controlSmall,
    textAlign: 'center',
    borderTopWidth: 0,
    borderBottomWidth: 0,
    borderInlineStartWidth: 0,
    borderInlineEndWidth: 0,
    backgroundColor: 'transparent',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    fontVariantNumeric: 'tabular-nums',
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 },
  },
  spinnerSlot: { display: 'inline-flex', width: box.line, justifyContent: 'center' },
  remove: { color: tokens.colorPaletteRedForeground1 },
});

export interface QuantityControlProps {
  /** The quantity shown (optimistic while a change runs). */
  quantity: number;
  /** The most that may be ordered (product stock). */
  stock: number;
  /** A change is running: every control is disabled and a spinner shows. */
  busy?: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  /** Names the product in the accessible labels ("Increase quantity of …"). */
  productTitle?: string;
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * The cart quantity control of spec section 4: + only below stock, − only above 1, at 1 the minus becomes a
 * remove button; while a change runs the controls are disabled with a spinner. The quantity field is
 * read-only (spec section 4): it announces the quantity, only the buttons change it (decision 050).
 */
export function QuantityControl({ quantity, stock, busy = false, onIncrement, onDecrement, onRemove, productTitle, size = 'medium', className }: QuantityControlProps) {
  const styles = useStyles();
  const intl = useIntl();
  const fieldId = useId();
  const afterPress = useAfterPressFrame();
  const name = productTitle ?? '';
  const canIncrement = quantity < stock;
  const atMinimum = quantity <= CART_QUANTITY_MIN;
  const labels = {
    field: intl.formatMessage({ id: 'quantity.field', defaultMessage: 'Quantity {name}' }, { name }),
    increment: intl.formatMessage({ id: 'quantity.increment', defaultMessage: 'Increase quantity {name}' }, { name }),
    decrement: intl.formatMessage({ id: 'quantity.decrement', defaultMessage: 'Decrease quantity {name}' }, { name }),
    remove: intl.formatMessage({ id: 'quantity.remove', defaultMessage: 'Remove {name} from cart' }, { name }),
    busy: intl.formatMessage({ id: 'quantity.updating', defaultMessage: 'Updating cart…' }),
    max: intl.formatMessage({ id: 'quantity.max', defaultMessage: 'Only {stock} in stock' }, { stock }),
  };

  return (
    <span className={mergeClasses(styles.root, className)} role="group" aria-label={labels.field} aria-busy={busy}>
      {atMinimum ? (
        <Button
          appearance="subtle"
          size={size}
          className={styles.remove}
          icon={<DeleteRegular />}
          aria-label={labels.remove}
          disabled={busy}
          onClick={() => afterPress(onRemove)}
        />
      ) : (
        <Button appearance="subtle" size={size} icon={<SubtractRegular />} aria-label={labels.decrement} disabled={busy} onClick={() => afterPress(onDecrement)} />
      )}
      <input
        id={fieldId}
        className={styles.field}
        type="text"
        readOnly
        value={String(quantity)}
        aria-label={labels.field}
        aria-describedby={canIncrement ? undefined : `${fieldId}-max`}
      />
      {!canIncrement && (
        <span id={`${fieldId}-max`} hidden>
          {labels.max}
        </span>
      )}
      {busy ? (
        <span className={styles.spinnerSlot}>
          <ButtonSpinner size="small" label={labels.busy} />
        </span>
      ) : null}
      <Button
        appearance="subtle"
        size={size}
        icon={<AddRegular />}
        aria-label={labels.increment}
        title={!canIncrement ? labels.max : undefined}
        disabled={busy || !canIncrement}
        onClick={() => afterPress(onIncrement)}
      />
    </span>
  );
}
