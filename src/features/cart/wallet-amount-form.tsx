import { Button, Link as FluentLink, Text, makeStyles, tokens } from '@fluentui/react-components';
import { WalletRegular } from '@fluentui/react-icons/svg/wallet';
import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { z } from 'zod';
import { useRemoveCartWallet, useSetCartWallet } from '../../api/generated/endpoints/cart/cart';
import type { Cart, Wallet } from '../../api/generated/model';
import { formatPrice } from '../../i18n/format-price';
import { FormShell, showFailureOnField, TextField } from '../../components/form/form-kit';
import { size } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: size.fieldMinSmall },
  submit: { marginBlockStart: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})` },
  applied: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  amount: { unicodeBidi: 'isolate', fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  inlineLink: { marginInlineStart: tokens.spacingHorizontalXS },
});

const amountMessages = defineMessages({
  required: { id: 'wallet.amount.required', defaultMessage: 'Enter an amount' },
  number: { id: 'wallet.amount.number', defaultMessage: 'Enter a number' },
  positive: { id: 'wallet.amount.positive', defaultMessage: 'The amount must be greater than 0' },
});

export interface WalletAmountFormProps {
  cart: Cart;
  /** The customer's wallet (GET /cart with[]=wallet); undefined for a guest. */
  wallet: Wallet | undefined;
  isCustomer: boolean;
  /** Where a guest comes back to after logging in. */
  loginRedirect: string;
}

/**
 * Pay part or all of the order from the e-wallet (customers only; a guest is told to log in). The amount is
 * never more than the available balance or the order total: checked here and by the server (422 on the field).
 */
export function WalletAmountForm({ cart, wallet, isCustomer, loginRedirect }: WalletAmountFormProps) {
  const styles = useStyles();
  const intl = useIntl();
  const setWallet = useSetCartWallet({ request: { silent: true } });
  const removeWallet = useRemoveCartWallet();
  const available = wallet?.available_balance ?? 0;
  const payable = cart.totals.total + cart.totals.wallet;
  const most = Math.min(available, payable);
  const schema = useMemo(() => {
    return z.object({
      amount: z
        .string()
        .trim()
        .superRefine((raw, ctx) => {
          const amount = Number(raw);
          const problem = !raw
            ? intl.formatMessage(amountMessages.required)
            : !Number.isFinite(amount)
              ? intl.formatMessage(amountMessages.number)
              : amount <= 0
                ? intl.formatMessage(amountMessages.positive)
                : amount > available
                  ? intl.formatMessage({ id: 'wallet.amount.overBalance', defaultMessage: 'The amount exceeds your available wallet balance of {amount}' }, { amount: formatPrice(available) })
                  : amount > payable
                    ? intl.formatMessage({ id: 'wallet.amount.overTotal', defaultMessage: 'The amount exceeds the order total of {amount}' }, { amount: formatPrice(payable) })
                    : undefined;
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    });
  }, [intl, available, payable]);
  const form = useForm({
    defaultValues: { amount: '' },
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await setWallet.mutateAsync({ data: { amount: Number(value.amount) } });
      } catch (error) {
        showFailureOnField(formApi, 'amount', error, intl);
      }
    },
  });
  const title = intl.formatMessage({ id: 'wallet.pay.title', defaultMessage: 'Pay from your wallet' });

  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.head}>
        <WalletRegular aria-hidden />
        <Text weight="semibold">{title}</Text>
      </div>
      {!isCustomer ? (
        <Text size={200} className={styles.muted}>
          {intl.formatMessage(
            { id: 'wallet.pay.guest', defaultMessage: '<link>Log in</link> to pay part or all of your order from your e-wallet.' },
            {
              link: (chunks) => (
                <FluentLink as="a" href={`/${intl.locale}/login?redirect=${encodeURIComponent(loginRedirect)}`}>
                  {chunks}
                </FluentLink>
              ),
            },
          )}
        </Text>
      ) : (
        <>
          <Text size={200} data-testid="wallet-available">
            {intl.formatMessage({ id: 'wallet.available', defaultMessage: 'Available balance: {amount}' }, { amount: formatPrice(available) })}
          </Text>
          {cart.totals.wallet > 0 ? (
            <div className={styles.applied}>
              <Text>
                {intl.formatMessage({ id: 'wallet.applied', defaultMessage: 'Paying {amount} from your wallet' }, { amount: formatPrice(cart.totals.wallet) })}
              </Text>
              <Button appearance="subtle" disabled={removeWallet.isPending} onClick={() => removeWallet.mutate({})}>
                {intl.formatMessage({ id: 'wallet.remove', defaultMessage: 'Stop paying from wallet' })}
              </Button>
            </div>
          ) : available <= 0 ? (
            <Text size={200} className={styles.muted}>
              {intl.formatMessage({ id: 'wallet.empty', defaultMessage: 'Your wallet has no available balance.' })}
              <Link className={styles.inlineLink} href="/profile/my-wallet">{intl.formatMessage({ id: 'wallet.topUpLink', defaultMessage: 'Top up your wallet' })}</Link>
            </Text>
          ) : (
            <FormShell form={form} className={styles.form}>
              <form.Field name="amount">
                {(field) => (
                  <TextField
                    field={field}
                    fieldClassName={styles.field}
                    label={intl.formatMessage({ id: 'wallet.amount.label', defaultMessage: 'Amount from wallet (EGP)' })}
                    inputMode="decimal"
                  />
                )}
              </form.Field>
              <form.Subscribe selector={(state) => state.isSubmitting}>
                {(isSubmitting) => (
                  <>
                    <Button type="submit" appearance="primary" className={styles.submit} disabled={isSubmitting}>
                      {intl.formatMessage({ id: 'wallet.use', defaultMessage: 'Use' })}
                    </Button>
                    <Button
                      type="button"
                      className={styles.submit}
                      disabled={isSubmitting || most <= 0}
                      onClick={() => {
                        form.setFieldValue('amount', String(most));
                        void form.handleSubmit();
                      }}
                    >
                      {intl.formatMessage({ id: 'wallet.useMost', defaultMessage: 'Use {amount}' }, { amount: formatPrice(most) })}
                    </Button>
                  </>
                )}
              </form.Subscribe>
            </FormShell>
          )}
        </>
      )}
    </section>
  );
}
