import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PlaceOrderFailure } from './use-place-order';

/**
 * Why the order was not placed. A timeout or a lost connection may have placed it: Try again reuses the
 * attempt's key, so it cannot place a second one. Anything else can be dismissed.
 */
export function PlaceFailure({ failure, onRetry, onDismiss }: { failure: PlaceOrderFailure; onRetry: () => void; onDismiss: () => void }) {
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
