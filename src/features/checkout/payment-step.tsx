import { Button, Card, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Text, Textarea, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { CartData, PaymentMethod } from '../../api/generated/model';
import { revealFirstInvalid } from '../../components/form/form-kit';
import { ORDER_NOTES_MAX } from '../../lib/constants';
import { WalletAmountForm } from '../cart/wallet-amount-form';
import { validationMessages as m } from '../../components/form/validation-messages';
import { checkoutActions, checkoutStore } from './checkout-store';
import { ReceiptField } from './receipt-field';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  option: { alignItems: 'flex-start' },
  optionText: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  nav: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface PaymentStepProps {
  data: CartData;
  isGuest: boolean;
  /** Messages from the server's last answer (a 422 on placing the order), by field. */
  serverErrors: Readonly<Record<string, string>>;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 2: the payment method, its receipt (required for every method, also when the wallet pays it all: spec
 * section 5), part of the amount from the wallet, and notes.
 */
export function PaymentStep({ data, isGuest, serverErrors, onBack, onContinue }: PaymentStepProps) {
  const styles = useStyles();
  const intl = useIntl();
  const state = useSnapshot(checkoutStore);
  const root = useRef<HTMLDivElement>(null);
  const methods = data.paymentMethods ?? [];
  const method = methods.find((row) => row.id === state.paymentMethodId);
  const [errors, setErrors] = useState<{ payment_method_id?: string; receipt?: string }>({});
  const error = (name: 'payment_method_id' | 'receipt' | 'notes') => (name === 'notes' ? undefined : errors[name]) ?? serverErrors[name];

  const submit = () => {
    const next = {
      ...(method ? {} : { payment_method_id: intl.formatMessage(m.paymentMethod) }),
      ...(state.receipt ? {} : { receipt: intl.formatMessage(m.receipt) }),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) onContinue();
    else revealFirstInvalid(root.current);
  };

  return (
    <Card className={styles.card} ref={root}>
      <Title3 as="h2">{intl.formatMessage({ id: 'checkout.step.payment', defaultMessage: 'Payment method' })}</Title3>
      <PaymentMethods
        methods={methods}
        selected={state.paymentMethodId}
        error={error('payment_method_id')}
        onChoose={(id) => {
          checkoutActions.choosePaymentMethod(id);
          setErrors({});
        }}
      />
      {method?.instructions && (
        <MessageBar intent="info">
          <MessageBarBody>{method.instructions}</MessageBarBody>
        </MessageBar>
      )}
      <ReceiptField
        file={state.receipt}
        required
        error={error('receipt')}
        onChange={(file) => {
          checkoutActions.setReceipt(file);
          setErrors(({ receipt: _receipt, ...rest }) => rest);
        }}
      />
      <WalletAmountForm cart={data.cart} wallet={data.wallet} isCustomer={!isGuest} loginRedirect={`/${intl.locale}/checkout`} />
      <Field
        label={intl.formatMessage({ id: 'checkout.notes', defaultMessage: 'Order notes (optional)' })}
        validationState={error('notes') ? 'error' : 'none'}
        validationMessage={error('notes')}
      >
        <Textarea value={state.notes} maxLength={ORDER_NOTES_MAX} onChange={(_, value) => checkoutActions.setNotes(value.value)} />
      </Field>
      <div className={styles.nav}>
        <Button onClick={onBack}>{intl.formatMessage({ id: 'checkout.back', defaultMessage: 'Back' })}</Button>
        <Button appearance="primary" onClick={submit}>
          {intl.formatMessage({ id: 'checkout.continueReview', defaultMessage: 'Continue to review' })}
        </Button>
      </div>
    </Card>
  );
}

function PaymentMethods({ methods, selected, error, onChoose }: { methods: PaymentMethod[]; selected: number | null; error?: string; onChoose: (id: number) => void }) {
  const styles = useStyles();
  const intl = useIntl();
  if (methods.length === 0) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{intl.formatMessage({ id: 'checkout.noPaymentMethods', defaultMessage: 'No payment methods available' })}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <Field label={intl.formatMessage({ id: 'checkout.chooseMethod', defaultMessage: 'How would you like to pay?' })} required validationState={error ? 'error' : 'none'} validationMessage={error}>
      <RadioGroup value={selected ? String(selected) : ''} onChange={(_, data) => onChoose(Number(data.value))}>
        {methods.map((method) => (
          <Radio
            key={method.id}
            value={String(method.id)}
            className={styles.option}
            label={
              <span className={styles.optionText}>
                <span>{method.title}</span>
                <Text size={200} className={styles.muted}>
                  {method.description}
                </Text>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
