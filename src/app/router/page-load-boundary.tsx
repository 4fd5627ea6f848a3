import { makeStyles, tokens } from '@fluentui/react-components';
import { Component, Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorScreen } from '../../components/error-screen/error-screen';
import { RetryNotice } from '../../components/error-screen/retry-notice';
import { isPageLoadFailure, type LazyPage } from './lazy-page';

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
  /** The page inside: asked for again on Try again, and told of when its chunk arrives by another way. */
  page: Pick<LazyPage, 'retry' | 'onArrival'>;
  children: ReactNode;
}

/**
 * A page whose chunk failed to load (issue 39 point 7) says so in its place with Try again, which asks for the
 * chunk again, as start-up does; following a link to the page again (which asks for its chunk) recovers too.
 * Any other error is the route's (`RouteErrorBoundary`): it is thrown on.
 */
export class PageLoadBoundary extends Component<Props, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };
  private stopWaiting?: () => void;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (isPageLoadFailure(error)) this.stopWaiting ??= this.props.page.onArrival(this.retry);
  }

  componentWillUnmount() {
    this.stopWaiting?.();
  }

  private readonly retry = () => {
    this.stopWaiting?.();
    this.stopWaiting = undefined;
    this.props.page.retry();
    // A new key mounts the page again, which then takes the fresh lazy component (or the chunk that arrived).
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  render() {
    const { error } = this.state;
    if (!error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    if (!isPageLoadFailure(error)) throw error;
    // Offline, the spec's offline screen (spec section 2: reload only); its Reload asks for the chunk again.
    if (typeof navigator !== 'undefined' && !navigator.onLine) return <ErrorScreen kind="offline" onReload={this.retry} />;
    return <PageLoadFailure onRetry={this.retry} />;
  }
}
