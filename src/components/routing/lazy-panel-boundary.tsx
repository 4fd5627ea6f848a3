import { Component, Suspense, type ReactNode } from 'react';
import { defineMessage } from 'react-intl';
import { toastBus } from '../toast/toast-bus';

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
