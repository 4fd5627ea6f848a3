import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SubtractRegular } from '@fluentui/react-icons';
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { CART_QUANTITY_MIN } from '../../lib/constants';
import { ButtonSpinner } from '../button-spinner/button-spinner';
import { parseQuantity } from './parse-quantity';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  // The control and, under it, what a typed quantity led to. The message takes the control's width and wraps
  // (width 0, min-width 100%) so it never widens a product card or a cart line.
  wrap: { display: 'inline-flex', flexDirection: 'column', alignItems: 'stretch', verticalAlign: 'middle' },
  // Empty (no height) until there is something to say, so the control takes the room it always took.
  message: {
    width: 0,
    minWidth: '100%',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    ':not(:empty)': { marginBlockStart: tokens.spacingVerticalXXS },
  },
  error: { color: tokens.colorPaletteRedForeground1 },
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
  /**
   * A typed quantity, already clamped to 1..stock (committed on Enter or when the field loses focus). Without
   * it the field is read-only.
   */
  onQuantityChange?: (quantity: number) => void;
  /** Names the product in the accessible labels ("Increase quantity of …"). */
  productTitle?: string;
  size?: 'small' | 'medium';
  className?: string;
}

type Notice = { kind: 'invalid' } | { kind: 'capped'; quantity: number };

/**
 * The cart quantity control of spec section 4: + only below stock, − only above 1, at 1 the minus becomes a
 * remove button; while a change runs the controls are disabled with a spinner. With `onQuantityChange` the
 * field is typeable (decision 019-s12a): Latin or Arabic-Indic digits, committed on Enter or blur; more than
 * the stock is lowered to the stock and says so; anything else (empty, 0, letters) says what is allowed and
 * keeps the quantity there was. Escape puts the old quantity back.
 */
export function QuantityControl({ quantity, stock, busy = false, onIncrement, onDecrement, onRemove, onQuantityChange, productTitle, size = 'medium', className }: QuantityControlProps) {
  const styles = useStyles();
  const intl = useIntl();
  const fieldId = useId();
  const messageId = `${fieldId}-message`;
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const name = productTitle ?? '';
  const max = Math.max(CART_QUANTITY_MIN, stock);
  const canIncrement = quantity < stock;
  const atMinimum = quantity <= CART_QUANTITY_MIN;
  const typeable = onQuantityChange !== undefined;
  const labels = {
    field: intl.formatMessage({ id: 'quantity.field', defaultMessage: 'Quantity {name}' }, { name }),
    increment: intl.formatMessage({ id: 'quantity.increment', defaultMessage: 'Increase quantity {name}' }, { name }),
    decrement: intl.formatMessage({ id: 'quantity.decrement', defaultMessage: 'Decrease quantity {name}' }, { name }),
    remove: intl.formatMessage({ id: 'quantity.remove', defaultMessage: 'Remove {name} from cart' }, { name }),
    busy: intl.formatMessage({ id: 'quantity.updating', defaultMessage: 'Updating cart…' }),
    max: intl.formatMessage({ id: 'quantity.max', defaultMessage: 'Only {stock} in stock' }, { stock }),
  };
  const noticeText =
    notice?.kind === 'invalid'
      ? intl.formatMessage({ id: 'quantity.invalid', defaultMessage: 'Enter a whole number from 1 to {max}' }, { max })
      : notice?.kind === 'capped'
        ? intl.formatMessage({ id: 'quantity.capped', defaultMessage: 'Only {stock} in stock: quantity set to {stock}' }, { stock: notice.quantity })
        : null;

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const parsed = parseQuantity(draft, max);
    if (parsed.kind === 'invalid') {
      setNotice({ kind: 'invalid' });
      return;
    }
    setNotice(parsed.kind === 'capped' ? { kind: 'capped', quantity: parsed.quantity } : null);
    if (parsed.quantity !== quantity) onQuantityChange?.(parsed.quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
      setNotice(null);
    }
  };
  const describedBy = [noticeText ? messageId : null, !canIncrement && !noticeText ? `${fieldId}-max` : null].filter(Boolean).join(' ') || undefined;
  const step = (run: () => void) => () => {
    setNotice(null);
    run();
  };

  return (
    <span className={mergeClasses(styles.wrap, className)}>
      <span className={styles.root} role="group" aria-label={labels.field} aria-busy={busy}>
        {atMinimum ? (
          <Button
            appearance="subtle"
            size={size}
            className={styles.remove}
            icon={<DeleteRegular />}
            aria-label={labels.remove}
            disabled={busy}
            onClick={step(onRemove)}
          />
        ) : (
          <Button appearance="subtle" size={size} icon={<SubtractRegular />} aria-label={labels.decrement} disabled={busy} onClick={step(onDecrement)} />
        )}
        <input
          id={fieldId}
          className={styles.field}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={6}
          readOnly={!typeable || busy}
          value={draft ?? String(quantity)}
          aria-label={labels.field}
          aria-invalid={notice?.kind === 'invalid' || undefined}
          aria-describedby={describedBy}
          onChange={typeable ? (event) => setDraft(event.target.value) : undefined}
          onFocus={typeable ? (event) => event.target.select() : undefined}
          onBlur={typeable ? commit : undefined}
          onKeyDown={typeable ? onKeyDown : undefined}
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
          onClick={step(onIncrement)}
        />
      </span>
      {typeable && (
        <span id={messageId} className={mergeClasses(styles.message, notice?.kind === 'invalid' && styles.error)} role="status">
          {noticeText}
        </span>
      )}
    </span>
  );
}
