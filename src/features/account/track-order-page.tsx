import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import type { OrderTracking, TrackOrderParams } from '../../api/generated/model';
import { validationMessages } from '../../components/form/validation-messages';
import { OrderTrackingCard } from './order-tracking-card';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { PageHeader } from '../../components/breadcrumbs/page-header';
import { contentWidth, size } from '../../lib/layout-tokens';
import { placedOrderContact } from './placed-orders';
import { trackFailure, trackOrderQuery } from './track-order-query';

const useStyles = makeStyles({
  page: { maxWidth: contentWidth.tracking, width: '100%', marginInline: 'auto', paddingInline: tokens.spacingHorizontalL, paddingBlock: tokens.spacingVerticalXL, boxSizing: 'border-box', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  form: { display: 'grid', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', flexWrap: 'wrap' },
  input: { flexGrow: 1, flexBasis: size.fieldMin, minWidth: 0 },
  contents: { display: 'grid', gap: tokens.spacingVerticalS },
  items: { marginBlock: tokens.spacingVerticalXS, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** What the public answer adds: where it goes (the city at most) and what is in it (names and quantities). */
function TrackedOrderContents({ order }: { order: OrderTracking }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.contents}>
      {order.city && (
        <Text>
          {intl.formatMessage({ id: 'track.destination', defaultMessage: 'Shipping to {city}' }, { city: order.city })}
        </Text>
      )}
      <div>
        <Text weight="semibold">{intl.formatMessage({ id: 'track.items', defaultMessage: 'Items' })}</Text>
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <li key={`${index}-${item.title}`}>
              {intl.formatMessage({ id: 'track.itemLine', defaultMessage: '{title} × {quantity, number}' }, { title: item.title, quantity: item.quantity })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const ORDER_NUMBER_EXAMPLE = 'NT-240001';
const TRACKING_NUMBER_EXAMPLE = 'AWB1234567890';

type By = 'orderNumber' | 'trackingNumber';

/** The lookup the address asks for: only an order this tab placed (its contact is known) is looked up unasked. */
function lookupFromAddress(params: URLSearchParams): TrackOrderParams | undefined {
  const orderNumber = params.get('orderNumber')?.trim();
  const contact = placedOrderContact(orderNumber);
  return orderNumber && contact ? { orderNumber, contact } : undefined;
}

/**
 * /{locale}/track-order (anyone, guests too): an order by its number or tracking number AND the e-mail or phone used
 * on it (decision 054). `?orderNumber=` / `?trackingNumber=` fill the number; the contact is never in the address.
 */
export default function TrackOrderPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const initialBy: By = params.get('trackingNumber') ? 'trackingNumber' : 'orderNumber';
  const [by, setBy] = useState<By>(initialBy);
  const [number, setNumber] = useState(params.get(initialBy) ?? '');
  const [lookup, setLookup] = useState(() => lookupFromAddress(params));
  const [contact, setContact] = useState(lookup?.contact ?? '');
  const [errors, setErrors] = useState<{ number?: string; contact?: string }>({});
  const result = useQuery({ ...trackOrderQuery(lookup ?? { contact: '' }), enabled: Boolean(lookup) });
  const failure = result.isError ? trackFailure(result.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = { number: number.trim(), contact: contact.trim() };
    const missing = {
      number: typed.number ? undefined : intl.formatMessage(validationMessages.lookup),
      contact: typed.contact ? undefined : intl.formatMessage({ id: 'track.contactRequired', defaultMessage: 'Enter the e-mail or phone number used on the order' }),
    };
    setErrors(missing);
    if (missing.number || missing.contact) return;
    setParams(new URLSearchParams({ [by]: typed.number }), { replace: true });
    setLookup({ [by]: typed.number, contact: typed.contact });
    // The same lookup again (after a wait): ask again rather than show the old failure.
    if (lookup && lookup[by] === typed.number && lookup.contact === typed.contact) void result.refetch();
  };

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: 'track.title', defaultMessage: 'Track an order' })} />
      <form className={styles.form} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'track.title', defaultMessage: 'Track an order' })}>
        <Text>{intl.formatMessage({ id: 'track.intro', defaultMessage: 'Enter the order number (or the carrier’s tracking number) and the e-mail or phone number used on the order.' })}</Text>
        <RadioGroup layout="horizontal" value={by} onChange={(_, data) => setBy(data.value === 'trackingNumber' ? 'trackingNumber' : 'orderNumber')} aria-label={intl.formatMessage({ id: 'track.by', defaultMessage: 'Look up by' })}>
          <Radio value="orderNumber" label={intl.formatMessage({ id: 'track.byOrder', defaultMessage: 'Order number' })} />
          <Radio value="trackingNumber" label={intl.formatMessage({ id: 'track.byTracking', defaultMessage: 'Tracking number' })} />
        </RadioGroup>
        <div className={styles.row}>
          <Field
            className={styles.input}
            required
            label={by === 'orderNumber' ? intl.formatMessage({ id: 'track.orderNumber', defaultMessage: 'Order number' }) : intl.formatMessage({ id: 'track.trackingNumber', defaultMessage: 'Tracking number' })}
            validationMessage={errors.number}
            validationState={errors.number ? 'error' : 'none'}
          >
            <Input dir="ltr" maxLength={50} value={number} onChange={(_, data) => setNumber(data.value)} placeholder={by === 'orderNumber' ? ORDER_NUMBER_EXAMPLE : TRACKING_NUMBER_EXAMPLE} />
          </Field>
          <Field
            className={styles.input}
            required
            label={intl.formatMessage({ id: 'track.contact', defaultMessage: 'E-mail or phone used on the order' })}
            validationMessage={errors.contact}
            validationState={errors.contact ? 'error' : 'none'}
          >
            <Input dir="ltr" maxLength={100} autoComplete="email" value={contact} onChange={(_, data) => setContact(data.value)} />
          </Field>
        </div>
        <div>
          <Button type="submit" appearance="primary" disabled={result.isFetching} icon={result.isFetching ? <ButtonSpinner /> : undefined}>
            {intl.formatMessage({ id: 'track.submit', defaultMessage: 'Track' })}
          </Button>
        </div>
      </form>
      {/* Multiline: the sentence wraps within the page (on one line it widened the page past a phone's screen and covered the form). */}
      {failure && (
        <MessageBar intent={failure === 'other' ? 'error' : 'warning'} layout="multiline" role="alert">
          <MessageBarBody>
            {failure === 'notFound'
              ? intl.formatMessage({ id: 'track.notFound', defaultMessage: 'We could not find an order with that number and e-mail or phone. Check both and try again.' })
              : failure === 'tooMany'
                ? intl.formatMessage({ id: 'track.tooMany', defaultMessage: 'Too many lookups from this device. Please wait a minute, then try again.' })
                : intl.formatMessage({ id: 'error.requestFailed', defaultMessage: 'Request failed' })}
          </MessageBarBody>
        </MessageBar>
      )}
      {result.data && (
        <OrderTrackingCard order={result.data}>
          <TrackedOrderContents order={result.data} />
        </OrderTrackingCard>
      )}
    </div>
  );
}
