import { Button, Card, Field, Radio, RadioGroup, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useCreateCartAddress, useRemoveCartAddress, useSetCartAddress } from '../../api/generated/endpoints/cart/cart';
import type { AddressInput, CartData } from '../../api/generated/model';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { revealFirstInvalid } from '../../components/form/form-kit';
import { AddressLines } from '../../components/user-text/address-lines';
import { UserText } from '../../components/user-text/user-text';
import { AddressForm } from '../account/address-form';
import { checkoutActions, checkoutStore } from './checkout-store';
import { GuestContactCard, useGuestContactForm } from './guest-contact';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { gap: tokens.spacingVerticalM },
  option: { alignItems: 'flex-start' },
  optionText: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  nav: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** What checkout asks the cart to embed (addresses, payment methods and the wallet, spec section 2). */
export const CART_WITH = ['addresses', 'paymentMethods', 'wallet'] as const;

export interface AddressStepProps {
  data: CartData;
  isGuest: boolean;
  /** Messages from the server's last answer (a 422 on placing the order), by field. */
  serverErrors: Readonly<Record<string, string>>;
  onContinue: () => void;
}

/**
 * Step 1: where the order goes (a saved address or a new one) and, for a guest, the e-mail. One primary
 * action, "Continue to payment": with a new address typed it saves that address to the cart first; anything
 * missing or invalid is shown on its field, scrolled into view and focused.
 */
export function AddressStep({ data, isGuest, serverErrors, onContinue }: AddressStepProps) {
  const styles = useStyles();
  const intl = useIntl();
  const { addressDraft } = useSnapshot(checkoutStore);
  const root = useRef<HTMLDivElement>(null);
  const addresses = data.addresses ?? [];
  const selected = data.cart.shipping_address?.id;
  const [adding, setAdding] = useState(addresses.length === 0 || addressDraft !== null);
  const [addressError, setAddressError] = useState<string | undefined>();
  const setAddress = useSetCartAddress();
  // DELETE /cart/address (spec section 7 "remove"): a failure is the HTTP layer's toast; the address stays set.
  const removeAddress = useRemoveCartAddress();
  const changing = setAddress.isPending || removeAddress.isPending;
  const createAddress = useCreateCartAddress({ request: { silent: true } });
  const contact = useGuestContactForm();
  const continueLabel = intl.formatMessage({ id: 'checkout.continuePayment', defaultMessage: 'Continue to payment' });
  const shownAddressError = addressError ?? serverErrors.shipping_address;
  // A guest order's name and phone come from the address: the server's word on them belongs here.
  const contactFromAddressError = serverErrors.name ?? serverErrors.phone;

  // The server's word on the e-mail (a 422 on placing a guest order) goes on the e-mail field.
  const emailServerError = serverErrors.email;
  useEffect(() => {
    if (!emailServerError) return;
    contact.setFieldMeta('email', (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: emailServerError } }));
  }, [contact, emailServerError]);

  /** The guest's e-mail, checked (its errors shown); true for a customer. */
  const contactValid = async () => {
    if (!isGuest) return true;
    await contact.handleSubmit();
    return contact.state.isValid;
  };

  const closeForm = () => {
    setAdding(false);
    checkoutActions.setAddressDraft(null);
  };

  /** No shipping address on the cart any more: the shopper chooses one again, from the first choice. */
  const removeShipping = () => {
    setAddressError(undefined);
    removeAddress.mutate({ params: { 'with[]': [...CART_WITH] } }, { onSuccess: () => setFocusChoice(true) });
  };
  // Once the choices are enabled again (a disabled radio takes no focus).
  const [focusChoice, setFocusChoice] = useState(false);
  useEffect(() => {
    if (!focusChoice || changing) return;
    setFocusChoice(false);
    root.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [focusChoice, changing]);

  /** With a saved address chosen. */
  const continueWithSaved = async () => {
    const contactOk = await contactValid();
    const missing = selected ? undefined : intl.formatMessage({ id: 'checkout.addressRequired', defaultMessage: 'Please select a shipping address' });
    setAddressError(missing);
    if (contactOk && !missing) onContinue();
    else revealFirstInvalid(root.current);
  };

  /** With a new address typed (the address form's submit): saved to the cart, then on to payment. */
  const continueWithNew = async (input: AddressInput) => {
    if (!(await contactValid())) {
      revealFirstInvalid(root.current);
      return;
    }
    try {
      await createAddress.mutateAsync({ data: input, params: { 'with[]': [...CART_WITH] } });
    } catch (error) {
      // The form puts a 422 on its fields; bring the first one into view.
      revealFirstInvalid(root.current);
      throw error;
    }
    closeForm();
    onContinue();
  };

  return (
    <div className={styles.root} ref={root}>
      {isGuest && <GuestContactCard form={contact} />}
      <Card className={styles.card}>
        <Title3 as="h2">{intl.formatMessage({ id: 'checkout.step.address', defaultMessage: 'Shipping address' })}</Title3>
        {addresses.length > 0 && (
          <Field
            label={intl.formatMessage({ id: 'checkout.chooseAddress', defaultMessage: 'Ship to' })}
            validationState={shownAddressError && !adding ? 'error' : 'none'}
            validationMessage={adding ? undefined : shownAddressError}
          >
            <RadioGroup
              value={selected ? String(selected) : ''}
              disabled={changing}
              onChange={(_, value) => {
                setAddressError(undefined);
                closeForm();
                setAddress.mutate({ addressId: Number(value.value), params: { 'with[]': [...CART_WITH] } });
              }}
            >
              {addresses.map((address) => (
                <Radio
                  key={address.id}
                  value={String(address.id)}
                  className={styles.option}
                  label={
                    <span className={styles.optionText}>
                      <UserText>{address.title}</UserText>
                      <Text size={200} className={styles.muted}>
                        <AddressLines address={address} layout="inline" />
                      </Text>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </Field>
        )}
        {contactFromAddressError && (
          <Text role="alert" className={styles.error}>
            {contactFromAddressError}
          </Text>
        )}
        {adding ? (
          <AddressForm
            label={intl.formatMessage({ id: 'checkout.newAddress', defaultMessage: 'New shipping address' })}
            submitLabel={continueLabel}
            allowDefault={!isGuest}
            askEmail={!isGuest}
            draft={addressDraft}
            onValuesChange={(values) => checkoutActions.setAddressDraft({ ...values })}
            onInvalid={() => void contactValid().then(() => revealFirstInvalid(root.current))}
            onCancel={addresses.length > 0 ? closeForm : undefined}
            onSubmit={continueWithNew}
          />
        ) : (
          <div className={styles.actions}>
            <Button onClick={() => setAdding(true)}>{intl.formatMessage({ id: 'checkout.addAddress', defaultMessage: 'Add a new address' })}</Button>
            {selected !== undefined && (
              <Button
                appearance="subtle"
                icon={removeAddress.isPending ? <ButtonSpinner /> : <DismissRegular />}
                disabled={changing}
                onClick={removeShipping}
              >
                {intl.formatMessage({ id: 'checkout.removeAddress', defaultMessage: 'Remove shipping address' })}
              </Button>
            )}
          </div>
        )}
      </Card>
      {!adding && (
        <div className={styles.nav}>
          <Button appearance="primary" onClick={() => void continueWithSaved()}>
            {continueLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
