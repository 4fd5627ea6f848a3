import { Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape, defineMessage } from 'react-intl';
import { z } from 'zod';
import { creditWallet, getGetWalletQueryKey } from '../../api/generated/endpoints/wallet/wallet';
import type { PaymentMethod } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from '../../lib/constants';
import { validationMessages as m } from '../../components/form/validation-messages';
import { applyServerErrors, clearServerError, fieldError, FormShell, SubmitButton, TextField } from '../../components/form/form-kit';

/** Uploads allow only images and PDFs (spec section 5). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';
const isReceiptType = (file: File) => RECEIPT_ACCEPT.split(',').includes(file.type);

/** The top-up's fields; the transfer's receipt is required for every method, as at checkout (spec section 5). */
export const topUpSchema = (intl: IntlShape) =>
  z
    .object({
      amount: z
        .string()
        .trim()
        .refine((value) => value !== '' && Number.isFinite(Number(value)), intl.formatMessage(m.amountNumber))
        .refine((value) => {
          const amount = Number(value);
          return amount >= WALLET_TOP_UP_MIN && amount <= WALLET_TOP_UP_MAX;
        }, intl.formatMessage(m.amountRange, { min: WALLET_TOP_UP_MIN, max: intl.formatNumber(WALLET_TOP_UP_MAX) })),
      payment_method_id: z.number().min(1, intl.formatMessage(m.paymentMethod)),
      receipt: z.custom<File | null>((value) => value === null || value instanceof File),
    })
    .superRefine((value, ctx) => {
      if (value.receipt && !isReceiptType(value.receipt)) ctx.addIssue({ code: 'custom', path: ['receipt'], message: intl.formatMessage(m.receiptType) });
      else if (!value.receipt) ctx.addIssue({ code: 'custom', path: ['receipt'], message: intl.formatMessage(m.receipt) });
    });

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  instructions: { color: tokens.colorNeutralForeground2, backgroundColor: tokens.colorNeutralBackground3, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium },
  submit: { justifySelf: 'start' },
});

/** Wallet top-up: 10 to 10,000 EGP, a payment method and the transfer's receipt. */
export function TopUpForm({ methods }: { methods: readonly PaymentMethod[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const schema = topUpSchema(intl);
  const form = useForm({
    defaultValues: { amount: '', payment_method_id: 0, receipt: null as File | null },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        // The schema refused a missing receipt before this runs.
        if (!value.receipt) return;
        await creditWallet({ amount: Number(value.amount), payment_method_id: value.payment_method_id, receipt: value.receipt });
        await queryClient.invalidateQueries({ queryKey: [getGetWalletQueryKey()[0]] });
        formApi.reset();
        toastBus.show({ intent: 'success', message: defineMessage({ id: 'wallet.topUp.done', defaultMessage: 'Your top-up was received and is awaiting approval' }) });
      } catch (error) {
        applyServerErrors(formApi, error);
      }
    },
  });

  return (
    <FormShell form={form} className={styles.form}>
      <form.Field name="amount">
        {(field) => (
          <TextField
            field={field}
            label={intl.formatMessage({ id: 'wallet.topUp.amount', defaultMessage: 'Amount (EGP)' })}
            hint={intl.formatMessage({ id: 'wallet.topUp.hint', defaultMessage: 'From {min} to {max} EGP' }, { min: WALLET_TOP_UP_MIN, max: intl.formatNumber(WALLET_TOP_UP_MAX) })}
            required
            type="number"
            inputMode="decimal"
            min={WALLET_TOP_UP_MIN}
            max={WALLET_TOP_UP_MAX}
          />
        )}
      </form.Field>
      <form.Field name="payment_method_id">
        {(field) => {
          const error = fieldError(field);
          const chosen = methods.find((method) => method.id === field.state.value);
          return (
            <Field label={intl.formatMessage({ id: 'wallet.topUp.method', defaultMessage: 'Payment method' })} required validationMessage={error} validationState={error ? 'error' : 'none'}>
              {methods.length === 0 ? (
                <Text>{intl.formatMessage({ id: 'payment.none', defaultMessage: 'No payment methods available' })}</Text>
              ) : (
                <RadioGroup
                  value={field.state.value ? String(field.state.value) : ''}
                  onChange={(_, data) => {
                    clearServerError(field);
                    field.handleChange(Number(data.value));
                  }}
                >
                  {methods.map((method) => (
                    <Radio key={method.id} value={String(method.id)} label={method.title} />
                  ))}
                </RadioGroup>
              )}
              {chosen?.instructions && <Text className={styles.instructions}>{chosen.instructions}</Text>}
            </Field>
          );
        }}
      </form.Field>
      <form.Field name="receipt">
        {(field) => {
          const error = fieldError(field);
          return (
            <Field
              label={intl.formatMessage({ id: 'wallet.topUp.receipt', defaultMessage: 'Payment receipt (image or PDF)' })}
              required
              validationMessage={error}
              validationState={error ? 'error' : 'none'}
            >
              {(controlProps) => (
                <input
                  {...controlProps}
                  type="file"
                  accept={RECEIPT_ACCEPT}
                  onChange={(event) => {
                    clearServerError(field);
                    field.handleChange(event.target.files?.[0] ?? null);
                    field.handleBlur();
                  }}
                />
              )}
            </Field>
          );
        }}
      </form.Field>
      <SubmitButton form={form} className={styles.submit}>
        {intl.formatMessage({ id: 'wallet.topUp.submit', defaultMessage: 'Top up' })}
      </SubmitButton>
    </FormShell>
  );
}
