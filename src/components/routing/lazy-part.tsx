import { Component, createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RetryNotice } from '../error-screen/retry-notice';

export type LazyPart<P extends object> = ComponentType<P> & { retry: () => void };

/**
 * A part of a page in a chunk of its own (the listing's filters panel, its phone drawer). React.lazy remembers a
 * failed import for good; `retry` forgets it, so the next render asks for the chunk again. Pages have `lazyPage`.
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
