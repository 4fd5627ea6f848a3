import { Component, createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { defineMessage } from 'react-intl';
import { RetryNotice } from '../error-screen/retry-notice';
import { toastBus } from '../toast/toast-bus';

export type LazyPart<P extends object> = ComponentType<P> & { retry: () => void };

/**
 * A part of a page in a chunk of its own (the listing's filters panel, its phone drawer, the header's panels).
 * React.lazy remembers a failed import for good; `retry` forgets it, so the next render asks for the chunk again.
 * Pages have `lazyPage`.
 */
export const lazyPart = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> => {
  let current = lazy(load);
  const Part = (props: P) => createElement(current, props);
  return Object.assign(Part, {
    retry: () => {
      current = lazy(load);
    },
  });
};

interface Props {
  /** What stands in while the chunk loads. */
  fallback: ReactNode;
  /** Said when the chunk (or the part) failed, beside Try again. */
  message: string;
  /** The failed parts inside to ask for again (their `retry`). */
  parts: readonly { retry: () => void }[];
  children: ReactNode;
}

/**
 * A lazy part that failed to load (a dropped connection, a deploy that replaced the chunk) says so in its place,
 * with Try again, and leaves the rest of the page working, where it used to take the whole page to the route's
 * error screen.
 */
export class LazyPartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    for (const part of this.props.parts) part.retry();
    this.setState({ failed: false });
  };

  render() {
    if (this.state.failed) return <RetryNotice message={this.props.message} onRetry={this.retry} />;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}

const panelFailed = defineMessage({ id: 'common.panelLoadFailed', defaultMessage: 'This could not be opened. Check your connection and try again.' });

interface PanelProps {
  /** The lazy panel inside, asked for again at the next opening. */
  part: { retry: () => void };
  /**
   * Closes the panel the shopper opened: its host unmounts this boundary, so the next opening starts afresh; the
   * shopper is told. A part drawn with the page (the account menu's trigger) has none: it shows `failed`, quietly.
   */
  onFailed?: () => void;
  /** What stands in while the chunk loads (nothing by default). */
  fallback?: ReactNode;
  /** What stands in once the chunk failed (nothing by default). */
  failed?: ReactNode;
  children: ReactNode;
}

/**
 * A panel over the page (cart, wishlist, account menu, search, categories) whose chunk failed to load: a notice
 * says so, the panel closes and the next opening asks for the chunk again. The header or the bottom bar around it
 * stays as it was; the failure used to drop the whole header to its fallback (and the bottom bar to nothing).
 */
export class LazyPanelBoundary extends Component<PanelProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.part.retry();
    if (!this.props.onFailed) return;
    toastBus.show({ intent: 'error', message: panelFailed });
    this.props.onFailed();
  }

  render() {
    if (this.state.failed) return this.props.failed ?? null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
