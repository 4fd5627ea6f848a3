import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { getTrackOrderQueryKey, trackOrder } from '../../api/generated/endpoints/orders/orders';
import type { OrderTracking, TrackOrderParams } from '../../api/generated/model';
import { isApiError } from '../../api/http/api-error';
import { validationMessages } from '../../components/form/validation-messages';
import { OrderTrackingCard } from './order-tracking-card';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { PageHeader } from '../../components/breadcrumbs/page-header';
import { contentWidth, size } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  page: { maxWidth: contentWidth.tracking, width: '100%', marginInline: 'auto', paddingInline: tokens.spacingHorizontalL, paddingBlock: tokens.spacingVerticalXL, boxSizing: 'border-box', display: 'grid', gap: tokens.spacingVerticalL },
  form: { display: 'grid', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  input: { flexGrow: 1, minWidth: size.fieldMin },
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

/** /{locale}/track-order (anyone, guests too): look an order up by order number or tracking number; `?orderNumber=` fills it. */
export default function TrackOrderPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const initialBy: By = params.get('trackingNumber') ? 'trackingNumber' : 'orderNumber';
  const [by, setBy] = useState<By>(initialBy);
  const [value, setValue] = useState(params.get(initialBy) ?? '');
  const [error, setError] = useState<string | undefined>();
  const lookup: TrackOrderParams | undefined = params.get('orderNumber')
    ? { orderNumber: params.get('orderNumber') ?? '' }
    : params.get('trackingNumber')
      ? { trackingNumber: params.get('trackingNumber') ?? '' }
      : undefined;
  const result = useQuery({
    queryKey: getTrackOrderQueryKey(lookup),
    queryFn: ({ signal }) => trackOrder(lookup, { silent: true }, signal).then((body) => body.data.record),
    enabled: Boolean(lookup),
    retry: false,
  });
  const notFound = result.isError && isApiError(result.error) && (result.error.status === 404 || result.error.status === 422);

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: 'track.title', defaultMessage: 'Track an order' })} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = value.trim();
          if (!trimmed) {
            setError(intl.formatMessage(validationMessages.lookup));
            return;
          }
          setError(undefined);
          setParams(new URLSearchParams({ [by]: trimmed }));
        }}
      >
        <RadioGroup layout="horizontal" value={by} onChange={(_, data) => setBy(data.value === 'trackingNumber' ? 'trackingNumber' : 'orderNumber')} aria-label={intl.formatMessage({ id: 'track.by', defaultMessage: 'Look up by' })}>
          <Radio value="orderNumber" label={intl.formatMessage({ id: 'track.byOrder', defaultMessage: 'Order number' })} />
          <Radio value="trackingNumber" label={intl.formatMessage({ id: 'track.byTracking', defaultMessage: 'Tracking number' })} />
        </RadioGroup>
        <div className={styles.row}>
          <Field
            className={styles.input}
            label={by === 'orderNumber' ? intl.formatMessage({ id: 'track.orderNumber', defaultMessage: 'Order number' }) : intl.formatMessage({ id: 'track.trackingNumber', defaultMessage: 'Tracking number' })}
            validationMessage={error}
            validationState={error ? 'error' : 'none'}
          >
            <Input dir="ltr" value={value} onChange={(_, data) => setValue(data.value)} placeholder={by === 'orderNumber' ? ORDER_NUMBER_EXAMPLE : TRACKING_NUMBER_EXAMPLE} />
          </Field>
          <Button type="submit" appearance="primary" disabled={result.isFetching} icon={result.isFetching ? <ButtonSpinner /> : undefined}>
            {intl.formatMessage({ id: 'track.submit', defaultMessage: 'Track' })}
          </Button>
        </div>
      </form>
      {notFound && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage({ id: 'track.notFound', defaultMessage: 'We could not find an order with that number' })}</MessageBarBody>
        </MessageBar>
      )}
      {result.isError && !notFound && (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'error.requestFailed', defaultMessage: 'Request failed' })}</MessageBarBody>
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
