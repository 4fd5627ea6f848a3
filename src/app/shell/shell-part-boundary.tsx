import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Which part of the shell this is (for the console message). */
  part: string;
  children: ReactNode;
  /** What stands in for the part when it fails; nothing by default. */
  fallback?: ReactNode;
  /** A new key (the next address) tries the part again. */
  resetKey: string;
}

/**
 * An error boundary around one part of the shell (header, footer, bars, notices): when that part throws,
 * only it is replaced (by `fallback`, or nothing) and the page, the other parts and the routes keep working.
 */
export class ShellPartBoundary extends Component<Props, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[shell] The ${this.props.part} failed and is left out`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
