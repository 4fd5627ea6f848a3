import { Card, Link as FluentLink, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import { z } from 'zod';
import type { Address } from '../../api/generated/model';
import { FormShell, TextField } from '../../components/form/form-kit';
import { validationMessages as m } from '../../components/form/validation-messages';
import { checkoutActions, checkoutStore } from './checkout-store';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Spec section 5 and the contract's PlaceGuestOrderRequest: a guest's e-mail. */
export const guestContactSchema = (intl: IntlShape) => z.object({ email: z.string().trim().pipe(z.email(intl.formatMessage(m.email))) });

/** Whether a guest's stored contact is complete (the step guard uses it). */
export const isGuestContactValid = (intl: IntlShape, contact: { email: string }) => guestContactSchema(intl).safeParse(contact).success;

/**
 * The guest order's contact: the e-mail typed here, name and phone from the shipping address (typed once,
 * in the address form).
 */
export const guestContact = (address: Pick<Address, 'first_name' | 'last_name' | 'phone'>, email: string) => ({
  name: `${address.first_name} ${address.last_name}`.trim(),
  email: email.trim(),
  phone: address.phone.trim(),
});

/** The guest's contact form, kept in the checkout store as it is typed (so it survives a reload or a login detour). */
export function useGuestContactForm() {
  const intl = useIntl();
  const schema = guestContactSchema(intl);
  return useForm({
    defaultValues: { email: checkoutStore.contact.email },
    validators: { onChange: schema, onSubmit: schema },
    listeners: { onChange: ({ formApi }) => checkoutActions.setContact({ email: formApi.state.values.email }) },
  });
}
export type GuestContactForm = ReturnType<typeof useGuestContactForm>;

/**
 * Contact details for a guest: the e-mail the confirmation goes to, and the offer to log in instead
 * (back to checkout afterwards; the cart and what was typed are kept).
 */
export function GuestContactCard({ form }: { form: GuestContactForm }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Card className={styles.card}>
      <Title3 as="h2">{intl.formatMessage({ id: 'checkout.contact', defaultMessage: 'Contact details' })}</Title3>
      <Text>
        {intl.formatMessage(
          { id: 'checkout.contact.login', defaultMessage: 'Have an account? <link>Log in</link> for your saved addresses and wallet.' },
          {
            link: (chunks) => (
              <Link href={`/login?redirect=${encodeURIComponent(`/${intl.locale}/checkout`)}`} asChild>
                <FluentLink>{chunks}</FluentLink>
              </Link>
            ),
          },
        )}
      </Text>
      <FormShell form={form} aria-label={intl.formatMessage({ id: 'checkout.contact', defaultMessage: 'Contact details' })}>
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              required
              type="email"
              autoComplete="email"
              dir="ltr"
              label={intl.formatMessage({ id: 'checkout.contact.email', defaultMessage: 'E-mail' })}
              hint={intl.formatMessage({
                id: 'checkout.contact.emailHint',
                defaultMessage: 'Your order confirmation and tracking number are sent here. Name and phone are taken from the shipping address.',
              })}
            />
          )}
        </form.Field>
      </FormShell>
    </Card>
  );
}
