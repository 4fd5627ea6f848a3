import { cloneElement, createElement, isValidElement, useState, type FocusEvent } from 'react';
import type { FocusHandOver, IconTooltipProps } from './icon-tooltip-props';
import { useLoadedTooltip } from './tooltip-demand';

export type { IconTooltipProps };

const focusHandOver = (): FocusHandOver => {
  let hadFocus = false;
  return {
    focused: (value) => {
      hadFocus = value;
    },
    takeOver: (element) => {
      if (!element || !hadFocus) return;
      hadFocus = false;
      if (document.activeElement !== element) element.focus();
    },
  };
};

type TriggerProps = { 'aria-label'?: string; onFocus?: (event: FocusEvent) => void; onBlur?: (event: FocusEvent) => void };

/**
 * The tooltip of an icon-only button (spec section 9). The tooltip machinery (positioning, portal) is a
 * lazy chunk fetched on the visitor's first mouse move or key press (tooltip-demand.ts), so a page load
 * costs nothing; until it arrives the button still carries its name. When the button is swapped for the
 * tooltip's while it has focus, the new one takes the focus back.
 */
export function IconTooltip(props: IconTooltipProps) {
  const { children, label, relationship = 'label' } = props;
  const DelayedTooltip = useLoadedTooltip();
  const [handOver] = useState(focusHandOver);
  const named = isValidElement<TriggerProps>(children)
    ? cloneElement(children, {
        ...(relationship === 'label' ? { 'aria-label': label } : {}),
        onFocus: (event: FocusEvent) => {
          handOver.focused(true);
          children.props.onFocus?.(event);
        },
        onBlur: (event: FocusEvent) => {
          // A button removed while focused (the swap itself) keeps the hand-over.
          if (event.currentTarget.isConnected) handOver.focused(false);
          children.props.onBlur?.(event);
        },
      })
    : null;
  // DelayedTooltip is the one module-level component of the loaded chunk (the same on every render).
  return DelayedTooltip ? createElement(DelayedTooltip, { ...props, handOver }) : named;
}
