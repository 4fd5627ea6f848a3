import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { ErrorScreen } from '../components/error-screen/error-screen';
import { retryFailedPages } from './router/lazy-page';

const useStyles = makeStyles({
  // Like every page (and the error screens): the breadcrumb bar first, Home › the fallback's title.
  page: { paddingInline: tokens.spacingHorizontalL, paddingBlockStart: tokens.spacingVerticalL },
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
  title: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold, margin: 0 },
  details: {
    maxWidth: '60ch',
    whiteSpace: 'pre-wrap',
    textAlign: 'start',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The router fallback (spec section 2): 'Something went wrong!' with a toggle to show or hide the error. */
export function RouterFallback({ error }: { error: Error }) {
  const styles = useStyles();
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const title = intl.formatMessage({ id: 'router.fallback.title', defaultMessage: 'Something went wrong!' });
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: title }]} />
      <div role="alert" className={styles.root}>
        <h1 className={styles.title}>{title}</h1>
        <Button appearance="secondary" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
          {shown ? (
            <FormattedMessage id="router.fallback.hide" defaultMessage="Hide error" />
          ) : (
            <FormattedMessage id="router.fallback.show" defaultMessage="Show error" />
          )}
        </Button>
        {shown && <pre className={styles.details}>{error.message || String(error)}</pre>}
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** A new key (the next address) clears a caught error. */
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    if (props.resetKey === state.key) return null;
    // A new address: a page whose chunk failed to load may be fetched again.
    retryFailedPages();
    return { error: null, key: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.warn('Route error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    // A page that could not load because the connection is gone (its chunk or data failed): the offline screen.
    if (typeof navigator !== 'undefined' && !navigator.onLine) return <ErrorScreen kind="offline" />;
    return <RouterFallback error={this.state.error} />;
  }
}
