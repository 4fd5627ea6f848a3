import { Component, Suspense, type ReactNode } from 'react';
import { RetryNotice } from '../error-screen/retry-notice';

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
