import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  Title2,
  Title3,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { useCreateCartAddress, useGetCart, useSetCartAddress } from '../../api/generated/endpoints/cart/cart';
import type { Address, CartData, PaymentMethod } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { formatPrice } from '../../i18n/format-price';
import { ORDER_NOTES_MAX } from '../../lib/constants';
import { AddressForm } from '../account/address-form';
import { CartSummary } from '../cart/cart-summary';
import { WalletAmountForm } from '../cart/wallet-amount-form';
import { PHONE_PATTERN } from '../../components/form/user-schemas';
import { sessionStore } from '../../session/session-store';
import { CHECKOUT_STEPS, checkoutActions, checkoutStore, type CheckoutStep } from './checkout-store';
import { ReceiptField } from './receipt-field';
import { usePlaceOrder } from './use-place-order';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  steps: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0, flexWrap: 'wrap' },
  stepItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  stepNumber: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  stepCurrent: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  stepNumberCurrent: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  stepDone: { color: tokens.colorPaletteGreenForeground1 },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { gap: tokens.spacingVerticalM },
  contact: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: '1fr', '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
  option: { alignItems: 'flex-start' },
  optionText: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  needsReceipt: { color: tokens.colorBrandForeground1 },
  nav: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  reviewList: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  center: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXXL },
  amount: { unicodeBidi: 'isolate' },
});

const CART_WITH = ['addresses', 'paymentMethods', 'wallet'] as const;

const addressLine = (address: Address) =>
  [`${address.first_name} ${address.last_name}`, address.address, address.city.title, address.government.title, address.phone].join(' · ');

/** /{locale}/checkout: shipping address → payment method → review → place order (spec section 2). */
export default function CheckoutPage() {
  const styles = useStyles();
  const intl = useIntl();
  const { role } = useSnapshot(sessionStore);
  const query = useGetCart({ 'with[]': [...CART_WITH] }, { query: { enabled: role !== null, staleTime: 0 } });

  if (query.isError) return <QueryErrorScreen error={query.error} onRetry={query.refetch} headingLevel={1} />;
  const data = query.data?.data;
  if (!data) {
    return (
      <div className={styles.center}>
        <Spinner label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} />
      </div>
    );
  }
  if (data.cart.items.length === 0) return <Redirect to="/cart" replace />;
  return <Checkout data={data} isGuest={role !== 'customer'} />;
}

function Checkout({ data, isGuest }: { data: CartData; isGuest: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const state = useSnapshot(checkoutStore);
  const { cart } = data;
  const methods = data.paymentMethods ?? [];
  const method = methods.find((row) => row.id === state.paymentMethodId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { place, isPlacing, failure, clearFailure } = usePlaceOrder();

  const contactOk =
    !isGuest || (state.contact.name.trim().length >= 2 && /^\S+@\S+\.\S+$/.test(state.contact.email.trim()) && PHONE_PATTERN.test(state.contact.phone.trim()));
  const addressOk = Boolean(cart.shipping_address);
  const receiptOk = !method?.requires_receipt || Boolean(state.receipt);
  const paymentOk = Boolean(method) && receiptOk;

  // A step whose earlier step is no longer complete (e.g. after a reload the address was removed) goes back.
  const step: CheckoutStep = !addressOk || !contactOk ? 'address' : state.step === 'review' && !paymentOk ? 'payment' : state.step;

  const messages = {
    address: intl.formatMessage({ id: 'checkout.step.address', defaultMessage: 'Shipping address' }),
    payment: intl.formatMessage({ id: 'checkout.step.payment', defaultMessage: 'Payment method' }),
    review: intl.formatMessage({ id: 'checkout.step.review', defaultMessage: 'Review order' }),
    place: intl.formatMessage({ id: 'checkout.step.place', defaultMessage: 'Place order' }),
    pleaseUpload: intl.formatMessage({ id: 'checkout.pleaseUploadReceipt', defaultMessage: 'Please upload receipt' }),
  };
  const stepIndex = CHECKOUT_STEPS.indexOf(step);

  const continueFrom = (from: CheckoutStep) => {
    if (from === 'address') {
      const next: Record<string, string> = {};
      if (!addressOk) next.shipping_address = intl.formatMessage({ id: 'checkout.addressRequired', defaultMessage: 'Please select a shipping address' });
      if (!contactOk) next.contact = intl.formatMessage({ id: 'checkout.contactRequired', defaultMessage: 'Enter your name, a valid e-mail and a phone number (10 to 15 digits)' });
      setErrors(next);
      if (Object.keys(next).length === 0) checkoutActions.goTo('payment');
    } else if (from === 'payment') {
      const next: Record<string, string> = {};
      if (!method) next.payment_method_id = intl.formatMessage({ id: 'checkout.methodRequired', defaultMessage: 'Please choose a payment method' });
      else if (!receiptOk) next.receipt = messages.pleaseUpload;
      setErrors(next);
      if (Object.keys(next).length === 0) checkoutActions.goTo('review');
    }
  };

  const placeOrder = async () => {
    if (!method || !receiptOk) {
      setErrors(method ? { receipt: messages.pleaseUpload } : {});
      checkoutActions.goTo('payment');
      return;
    }
    const response = await place({ isGuest, paymentMethodId: method.id });
    if (!response) return;
    const { record, payment_result: result } = response.data;
    const params = new URLSearchParams({ result, order: record.number, id: String(record.id), guest: isGuest ? '1' : '0' });
    if (result !== 'failed') checkoutActions.finish();
    navigate(`/checkout/result?${params.toString()}`);
  };

  // A 422 from the server sends the shopper to the step that can fix it, with the message on the field.
  useEffect(() => {
    if (failure?.kind !== 'invalid') return;
    const fields = failure.fieldErrors;
    if (fields.shipping_address || fields.name || fields.email || fields.phone) checkoutActions.goTo('address');
    else if (fields.payment_method_id || fields.receipt) checkoutActions.goTo('payment');
  }, [failure]);
  const serverErrors = failure?.kind === 'invalid' ? failure.fieldErrors : {};
  const fieldError = (name: string) => errors[name] ?? serverErrors[name];

  return (
    <div className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' })}</Title2>
      <nav aria-label={intl.formatMessage({ id: 'checkout.steps', defaultMessage: 'Checkout steps' })}>
        <ol className={styles.steps}>
          {[...CHECKOUT_STEPS, 'place' as const].map((name, index) => {
            const current = index === stepIndex;
            const done = index < stepIndex;
            return (
              <li key={name} className={mergeClasses(styles.stepItem, current && styles.stepCurrent, done && styles.stepDone)} aria-current={current ? 'step' : undefined}>
                <span className={mergeClasses(styles.stepNumber, current && styles.stepNumberCurrent)}>
                  {done ? <CheckmarkCircleFilled aria-hidden /> : index + 1}
                </span>
                {messages[name]}
              </li>
            );
          })}
        </ol>
      </nav>

      {failure && <PlaceFailure failure={failure} onRetry={() => void placeOrder()} onDismiss={clearFailure} />}

      <div className={styles.layout}>
        <div className={styles.section}>
          {step === 'address' && (
            <AddressStep
              data={data}
              isGuest={isGuest}
              addressError={fieldError('shipping_address')}
              contactError={errors.contact}
              serverErrors={serverErrors}
              onContinue={() => continueFrom('address')}
            />
          )}
          {step === 'payment' && (
            <Card className={styles.card}>
              <Title3 as="h2">{messages.payment}</Title3>
              <PaymentMethods methods={methods} selected={state.paymentMethodId} error={fieldError('payment_method_id')} />
              {method?.instructions && (
                <MessageBar intent="info">
                  <MessageBarBody>{method.instructions}</MessageBarBody>
                </MessageBar>
              )}
              {method && (method.requires_receipt || state.receipt) && (
                <ReceiptField file={state.receipt} required={method.requires_receipt} error={fieldError('receipt')} onChange={(file) => {
                  checkoutActions.setReceipt(file);
                  setErrors(({ receipt: _receipt, ...rest }) => rest);
                }} />
              )}
              <WalletAmountForm cart={cart} wallet={data.wallet} isCustomer={!isGuest} loginRedirect={`/${intl.locale}/checkout`} />
              <Field
                label={intl.formatMessage({ id: 'checkout.notes', defaultMessage: 'Order notes (optional)' })}
                validationState={fieldError('notes') ? 'error' : 'none'}
                validationMessage={fieldError('notes')}
              >
                <Textarea value={state.notes} maxLength={ORDER_NOTES_MAX} onChange={(_, value) => checkoutActions.setNotes(value.value)} />
              </Field>
              <div className={styles.nav}>
                <Button onClick={() => checkoutActions.goTo('address')}>{intl.formatMessage({ id: 'checkout.back', defaultMessage: 'Back' })}</Button>
                <Button appearance="primary" onClick={() => continueFrom('payment')}>
                  {intl.formatMessage({ id: 'checkout.continueReview', defaultMessage: 'Continue to review' })}
                </Button>
              </div>
            </Card>
          )}
          {step === 'review' && method && (
            <Card className={styles.card}>
              <Title3 as="h2">{messages.review}</Title3>
              <section aria-label={messages.address}>
                <Text weight="semibold">{messages.address}</Text>
                {cart.shipping_address && <Text block>{addressLine(cart.shipping_address)}</Text>}
              </section>
              <section aria-label={messages.payment}>
                <Text weight="semibold">{messages.payment}</Text>
                <Text block>{method.title}</Text>
                {state.receipt && (
                  <Text block className={styles.muted}>
                    {intl.formatMessage({ id: 'checkout.review.receipt', defaultMessage: 'Receipt: {name}' }, { name: state.receipt.name })}
                  </Text>
                )}
              </section>
              <section aria-label={intl.formatMessage({ id: 'cart.lines', defaultMessage: 'Items in your cart' })}>
                <ul className={styles.reviewList}>
                  {cart.items.map((item) => (
                    <li key={item.id}>
                      {intl.formatMessage(
                        { id: 'checkout.review.line', defaultMessage: '{quantity} × {title} — {total}' },
                        { quantity: item.quantity, title: item.product.title, total: <span className={styles.amount}>{formatPrice(item.totals.total)}</span> },
                      )}
                    </li>
                  ))}
                </ul>
              </section>
              {fieldError('cart') && (
                <MessageBar intent="error">
                  <MessageBarBody>{fieldError('cart')}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.nav}>
                <Button onClick={() => checkoutActions.goTo('payment')} disabled={isPlacing}>
                  {intl.formatMessage({ id: 'checkout.back', defaultMessage: 'Back' })}
                </Button>
                <Button
                  appearance="primary"
                  size="large"
                  disabled={isPlacing}
                  icon={isPlacing ? <ButtonSpinner /> : undefined}
                  onClick={() => void placeOrder()}
                >
                  {isPlacing
                    ? intl.formatMessage({ id: 'checkout.placing', defaultMessage: 'Placing your order…' })
                    : intl.formatMessage({ id: 'checkout.placeOrder', defaultMessage: 'Place order ({total})' }, { total: formatPrice(cart.totals.total) })}
                </Button>
              </div>
            </Card>
          )}
        </div>
        <aside>
          <Card className={styles.card}>
            <Title3 as="h2">{intl.formatMessage({ id: 'cart.summary', defaultMessage: 'Order summary' })}</Title3>
            <CartSummary cart={cart} />
          </Card>
        </aside>
      </div>
    </div>
  );
}

function PaymentMethods({ methods, selected, error }: { methods: PaymentMethod[]; selected: number | null; error?: string }) {
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
      <RadioGroup value={selected ? String(selected) : ''} onChange={(_, data) => checkoutActions.choosePaymentMethod(Number(data.value))}>
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
                {method.requires_receipt && (
                  <Text size={200} className={styles.needsReceipt}>
                    {intl.formatMessage({ id: 'checkout.needsReceipt', defaultMessage: 'Receipt upload required' })}
                  </Text>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

function AddressStep({
  data,
  isGuest,
  addressError,
  contactError,
  serverErrors,
  onContinue,
}: {
  data: CartData;
  isGuest: boolean;
  addressError?: string;
  contactError?: string;
  serverErrors: Readonly<Record<string, string>>;
  onContinue: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const { contact } = useSnapshot(checkoutStore);
  const addresses = data.addresses ?? [];
  const [adding, setAdding] = useState(addresses.length === 0);
  const setAddress = useSetCartAddress();
  const createAddress = useCreateCartAddress({ request: { silent: true } });
  const selected = data.cart.shipping_address?.id;
  const saveLabel = intl.formatMessage({ id: 'checkout.saveAddress', defaultMessage: 'Ship to this address' });

  const contactField = (name: 'name' | 'email' | 'phone', label: string, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <Field label={label} required validationState={serverErrors[name] ? 'error' : 'none'} validationMessage={serverErrors[name]}>
      <Input type={type} name={`contact-${name}`} autoComplete={autoComplete} value={contact[name]} onChange={(_, value) => checkoutActions.setContact({ [name]: value.value })} />
    </Field>
  );

  return (
    <>
      {isGuest && (
        <Card className={styles.card}>
          <Title3 as="h2">{intl.formatMessage({ id: 'checkout.contact', defaultMessage: 'Contact details' })}</Title3>
          <Text size={200} className={styles.muted}>
            {intl.formatMessage({ id: 'checkout.contact.hint', defaultMessage: 'We send your order confirmation and tracking number here.' })}
          </Text>
          <div className={styles.contact}>
            {contactField('name', intl.formatMessage({ id: 'checkout.contact.name', defaultMessage: 'Full name' }), 'text', 'name')}
            {contactField('email', intl.formatMessage({ id: 'checkout.contact.email', defaultMessage: 'E-mail' }), 'email', 'email')}
            {contactField('phone', intl.formatMessage({ id: 'checkout.contact.phone', defaultMessage: 'Phone number' }), 'tel', 'tel')}
          </div>
          {contactError && (
            <Text role="alert" className={styles.error}>
              {contactError}
            </Text>
          )}
        </Card>
      )}
      <Card className={styles.card}>
        <Title3 as="h2">{intl.formatMessage({ id: 'checkout.step.address', defaultMessage: 'Shipping address' })}</Title3>
        {addresses.length > 0 && (
          <Field
            label={intl.formatMessage({ id: 'checkout.chooseAddress', defaultMessage: 'Ship to' })}
            validationState={addressError ? 'error' : 'none'}
            validationMessage={addressError}
          >
            <RadioGroup value={selected ? String(selected) : ''} disabled={setAddress.isPending} onChange={(_, value) => setAddress.mutate({ addressId: Number(value.value), params: { 'with[]': [...CART_WITH] } })}>
              {addresses.map((address) => (
                <Radio
                  key={address.id}
                  value={String(address.id)}
                  className={styles.option}
                  label={
                    <span className={styles.optionText}>
                      <span>{address.title}</span>
                      <Text size={200} className={styles.muted}>
                        {addressLine(address)}
                      </Text>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </Field>
        )}
        {addresses.length === 0 && addressError && (
          <Text role="alert" className={styles.error}>
            {addressError}
          </Text>
        )}
        {adding ? (
          <AddressForm
            submitLabel={saveLabel}
            label={saveLabel}
            allowDefault={!isGuest}
            onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
            onSubmit={async (input) => {
              await createAddress.mutateAsync({ data: input, params: { 'with[]': [...CART_WITH] } });
              setAdding(false);
            }}
          />
        ) : (
          <Button onClick={() => setAdding(true)}>{intl.formatMessage({ id: 'checkout.addAddress', defaultMessage: 'Add a new address' })}</Button>
        )}
      </Card>
      <div className={styles.nav}>
        <span />
        <Button appearance="primary" onClick={onContinue}>
          {intl.formatMessage({ id: 'checkout.continuePayment', defaultMessage: 'Continue to payment' })}
        </Button>
      </div>
    </>
  );
}

function PlaceFailure({ failure, onRetry, onDismiss }: { failure: NonNullable<ReturnType<typeof usePlaceOrder>['failure']>; onRetry: () => void; onDismiss: () => void }) {
  const intl = useIntl();
  if (failure.kind === 'timeout' || failure.kind === 'network') {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          <MessageBarTitle>
            {failure.kind === 'timeout'
              ? intl.formatMessage({ id: 'checkout.timeout.title', defaultMessage: 'The server took too long to answer.' })
              : intl.formatMessage({ id: 'error.network', defaultMessage: 'Network error occurred' })}
          </MessageBarTitle>
          {intl.formatMessage({
            id: 'checkout.timeout.body',
            defaultMessage: 'We could not confirm your order. Try again: your cart, address, payment method and receipt are kept, and you will not be charged twice.',
          })}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={onRetry}>
            {intl.formatMessage({ id: 'checkout.retry', defaultMessage: 'Try again' })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'checkout.failed.title', defaultMessage: 'Your order was not placed.' })}</MessageBarTitle>
        {('message' in failure ? failure.message : undefined) ?? intl.formatMessage({ id: 'error.requestFailed', defaultMessage: 'Request failed' })}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onDismiss}>{intl.formatMessage({ id: 'common.dismiss', defaultMessage: 'Dismiss' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
