import { makeStyles, tokens } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RetryNotice } from '../error-screen/retry-notice';

const useStyles = makeStyles({
  root: { paddingBlock: tokens.spacingVerticalXXL, paddingInline: tokens.spacingHorizontalL },
});

function PageLoadFailure({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <RetryNotice message={intl.formatMessage({ id: 'page.loadFailed', defaultMessage: 'This page could not be loaded. Check your connection and try again.' })} onRetry={onRetry} />
    </div>
  );
}

interface Props {
  /** Whether the error is the page's chunk failing to load (anything else goes on to the route's boundary). */
  isLoadFailure: (error: unknown) => boolean;
  /** Asks for the chunk again (Try again, or the chunk arrived meanwhile). */
  onRetry: () => void;
  /** Calls back when the chunk arrives by another way (a link to the page prefetches it); returns the unsubscribe. */
  onArrival: (listener: () => void) => () => void;
  children?: ReactNode;
}

/**
 * A page whose chunk failed to load (issue 39 point 7) says so in its place with Try again, which asks for the
 * chunk again, as start-up does; following a link to the page again (which asks for its chunk) recovers too.
 * Any other error is the route's (`RouteErrorBoundary`): it is thrown on.
 */
export class PageLoadBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };
  private stopWaiting?: () => void;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (this.props.isLoadFailure(error)) this.stopWaiting ??= this.props.onArrival(this.retry);
  }

  componentWillUnmount() {
    this.stopWaiting?.();
  }

  private readonly retry = () => {
    this.stopWaiting?.();
    this.stopWaiting = undefined;
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.isLoadFailure(error)) throw error;
    return <PageLoadFailure onRetry={this.retry} />;
  }
}
