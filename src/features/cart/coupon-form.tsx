import { Button, Tag, makeStyles, tokens } from '@fluentui/react-components';
import { TicketDiagonalRegular } from '@fluentui/react-icons/svg/ticket-diagonal';
import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useApplyCartCoupon, useRemoveCartCoupon } from '../../api/generated/endpoints/cart/cart';
import type { Cart } from '../../api/generated/model';
import { COUPON_CODE_MAX } from '../../lib/constants';
import { FormShell, showFailureOnField, TextField } from '../../components/form/form-kit';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  // May shrink below the input's intrinsic width (Field's grid track included): in the 336 px summary card and on a
  // 360 px phone the field was ~258 px and pushed Apply over the card's edge.
  field: { flexGrow: 1, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
  // Lines the button up with the input under the field's label.
  submit: { marginBlockStart: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})` },
  applied: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Coupon apply/remove (spec section 5: required, at most 50 characters; the server's 422 lands on the field). */
export function CouponForm({ cart }: { cart: Cart }) {
  const styles = useStyles();
  const intl = useIntl();
  const apply = useApplyCartCoupon({ request: { silent: true } });
  const remove = useRemoveCartCoupon();
  const schema = useMemo(
    () =>
      z.object({
        code: z
          .string()
          .trim()
          .min(1, intl.formatMessage({ id: 'coupon.required', defaultMessage: 'Enter a coupon code' }))
          .max(COUPON_CODE_MAX, intl.formatMessage({ id: 'coupon.max', defaultMessage: 'A coupon code has at most {max} characters' }, { max: COUPON_CODE_MAX })),
      }),
    [intl],
  );
  const form = useForm({
    defaultValues: { code: '' },
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await apply.mutateAsync({ code: value.code.trim() });
        formApi.reset();
      } catch (error) {
        showFailureOnField(formApi, 'code', error, intl);
      }
    },
  });

  if (cart.coupon) {
    return (
      <div className={styles.applied}>
        <Tag icon={<TicketDiagonalRegular />} appearance="brand" data-testid="applied-coupon">
          {intl.formatMessage({ id: 'coupon.applied', defaultMessage: 'Coupon {code} applied' }, { code: cart.coupon.code })}
        </Tag>
        <Button appearance="subtle" disabled={remove.isPending} onClick={() => remove.mutate({})}>
          {intl.formatMessage({ id: 'coupon.remove', defaultMessage: 'Remove coupon' })}
        </Button>
      </div>
    );
  }

  return (
    <FormShell form={form} className={styles.form}>
      <form.Field name="code">
        {(field) => (
          <TextField
            field={field}
            fieldClassName={styles.field}
            label={intl.formatMessage({ id: 'coupon.label', defaultMessage: 'Coupon code' })}
            autoComplete="off"
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" appearance="primary" disabled={isSubmitting} className={styles.submit}>
            {intl.formatMessage({ id: 'coupon.apply', defaultMessage: 'Apply' })}
          </Button>
        )}
      </form.Subscribe>
    </FormShell>
  );
}
