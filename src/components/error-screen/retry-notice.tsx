import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/**
 * The small sibling of the error screens: a read that failed inside a panel or a form (the cart drawer, an
 * address form's governments) says so in place, with Try again, and leaves the rest of the screen alone.
 */
export function RetryNotice({ message, onRetry, className }: { message: string; onRetry: () => unknown; className?: string }) {
  const intl = useIntl();
  return (
    <MessageBar intent="error" className={className}>
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={() => void onRetry()}>
          {intl.formatMessage({ id: 'common.retry', defaultMessage: 'Try again' })}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
