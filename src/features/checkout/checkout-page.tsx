import { Card, Spinner, Title2, Title3 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import type { CartData } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { usePageLayoutStyles } from '../../components/page-layout/page-layout-styles';
import { CartSummary } from '../cart/cart-summary';
import { rememberPlacedOrder } from '../account/placed-orders';
import { sessionStore } from '../../session/session-store';
import { AddressStep, CART_WITH } from './address-step';
import { currentStep } from './checkout-state';
import { checkoutActions, checkoutStore } from './checkout-store';
import { CheckoutStepsNav } from './checkout-steps-nav';
import { guestContact, isGuestContactValid } from './guest-contact';
import { PaymentStep } from './payment-step';
import { PlaceFailure } from './place-failure';
import { ReviewStep } from './review-step';
import { usePlaceOrder } from './use-place-order';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { validationMessages } from '../../components/form/validation-messages';
import { usePageMeta } from '../../components/page-meta/page-meta';

/** /{locale}/checkout: shipping address → payment method → review → place order (spec section 2). */
export default function CheckoutPage() {
  const styles = usePageLayoutStyles();
  const intl = useIntl();
  usePageMeta({ heading: intl.formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' }) });
  const { role } = useSnapshot(sessionStore);
  const query = useGetCart({ 'with[]': [...CART_WITH] }, { query: { enabled: role !== null, staleTime: 0 } });

  if (query.isError) return <QueryErrorScreen error={query.error} onRetry={query.refetch} headingLevel={1} />;
  const data = query.data?.data;
  if (!data) {
    return (
      <div className={styles.centered}>
        <Spinner label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} />
      </div>
    );
  }
  if (data.cart.items.length === 0) return <Redirect to="/cart" replace />;
  return <Checkout data={data} isGuest={role !== 'customer'} />;
}

/** The steps around the order summary: which step shows follows the checkout store and what the cart holds. */
function Checkout({ data, isGuest }: { data: CartData; isGuest: boolean }) {
  const styles = usePageLayoutStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const state = useSnapshot(checkoutStore);
  const { cart } = data;
  const method = (data.paymentMethods ?? []).find((row) => row.id === state.paymentMethodId);
  const { place, isPlacing, failure, clearFailure } = usePlaceOrder();

  const step = currentStep(state.step, {
    hasAddress: Boolean(cart.shipping_address),
    contactOk: !isGuest || isGuestContactValid(intl, state.contact),
    paymentOk: Boolean(method) && Boolean(state.receipt),
  });

  const placeOrder = async () => {
    const address = cart.shipping_address;
    const receipt = checkoutStore.receipt;
    // The review step shows only with all three (currentStep).
    if (!method || !address || !receipt) return;
    const response = await place({ paymentMethodId: method.id, receipt, guest: isGuest ? guestContact(address, checkoutStore.contact.email) : undefined });
    if (!response) return;
    const { record, payment_result: result } = response.data;
    if (isGuest) rememberPlacedOrder(record.number, checkoutStore.contact.email.trim());
    const params = new URLSearchParams({ result, order: record.number, id: String(record.id), guest: isGuest ? '1' : '0' });
    if (result !== 'failed') checkoutActions.finish();
    navigate(`/checkout/result?${params.toString()}`);
  };

  // A 422 from the server sends the shopper to the step that can fix it, with the message on the field.
  useEffect(() => {
    if (failure?.kind !== 'invalid') return;
    const fields = failure.fieldErrors;
    if (fields.shipping_address || fields.name || fields.email || fields.phone) checkoutActions.goTo('address');
    else if (fields.payment_method_id || fields.receipt || fields.notes) checkoutActions.goTo('payment');
  }, [failure]);
  // The review step with its receipt gone (memory only: a reload) goes back to the payment step and says why
  // on the receipt field; the method, the notes and the address stay.
  const receiptLost = state.step === 'review' && step === 'payment' && Boolean(method) && !state.receipt;
  const [receiptAsked, setReceiptAsked] = useState(false);
  if (receiptLost && !receiptAsked) setReceiptAsked(true);
  useEffect(() => {
    if (receiptLost) checkoutActions.goTo('payment');
  }, [receiptLost]);
  const serverErrors: Readonly<Record<string, string>> = {
    ...(failure?.kind === 'invalid' ? failure.fieldErrors : {}),
    ...(receiptAsked && !state.receipt ? { receipt: intl.formatMessage(validationMessages.receipt) } : {}),
  };
  const checkoutTitle = intl.formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' });

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: intl.formatMessage({ id: 'cart.page.title', defaultMessage: 'Shopping cart' }), href: '/cart' }, { label: checkoutTitle }]} />
      <Title2 as="h1">{checkoutTitle}</Title2>
      <CheckoutStepsNav step={step} />
      {failure && <PlaceFailure failure={failure} onRetry={() => void placeOrder()} onDismiss={clearFailure} />}
      <div className={styles.columns}>
        <div>
          {step === 'address' && <AddressStep data={data} isGuest={isGuest} serverErrors={serverErrors} onContinue={() => checkoutActions.goTo('payment')} />}
          {step === 'payment' && (
            <PaymentStep data={data} isGuest={isGuest} serverErrors={serverErrors} onBack={() => checkoutActions.goTo('address')} onContinue={() => checkoutActions.goTo('review')} />
          )}
          {step === 'review' && method && (
            <ReviewStep
              cart={cart}
              method={method}
              receiptName={state.receipt?.name ?? null}
              cartError={serverErrors.cart}
              isPlacing={isPlacing}
              onBack={() => checkoutActions.goTo('payment')}
              onPlace={() => void placeOrder()}
            />
          )}
        </div>
        <aside className={styles.summary}>
          <Card className={styles.card}>
            <Title3 as="h2">{intl.formatMessage({ id: 'cart.summary', defaultMessage: 'Order summary' })}</Title3>
            <CartSummary cart={cart} atCheckout />
          </Card>
        </aside>
      </div>
    </div>
  );
}
