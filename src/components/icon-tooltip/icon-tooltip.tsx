import { cloneElement, createElement, isValidElement, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import type { HandOver, IconTooltipProps } from './icon-tooltip-props';
import { useLoadedTooltip } from './tooltip-demand';

export type { IconTooltipProps };

const handOverFromPlainButton = (): HandOver => {
  let hadFocus = false;
  let hadPointer = false;
  return {
    focused: (value) => {
      hadFocus = value;
    },
    pointed: (value) => {
      hadPointer = value;
    },
    takeOver: (element, show) => {
      if (!element) return;
      if (hadPointer) show();
      if (hadFocus && document.activeElement !== element) element.focus();
      hadFocus = false;
      hadPointer = false;
    },
  };
};

type TriggerProps = {
  'aria-label'?: string;
  onClick?: (event: MouseEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
};

/**
 * The tooltip of an icon-only button (spec section 9). The button is drawn plain, with its name; only once
 * the shopper points at it or focuses it is it swapped for one with Fluent's tooltip (a lazy chunk,
 * tooltip-demand.ts), so a grid of cards mounts no tooltip machinery at all (decision 029). The new button
 * takes over the focus and the hover of the plain one: the tooltip shows after its usual delay. Never between a
 * press and its click (the chunk may arrive then): a button replaced mid-press would lose the click.
 */
export function IconTooltip(props: IconTooltipProps) {
  const { children, label, relationship = 'label' } = props;
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const DelayedTooltip = useLoadedTooltip(wanted);
  const [handOver] = useState(handOverFromPlainButton);
  // DelayedTooltip is the one module-level component of the loaded chunk (the same on every render).
  if (wanted && !pressed && DelayedTooltip) return createElement(DelayedTooltip, { ...props, handOver });
  if (!isValidElement<TriggerProps>(children)) return null;
  return cloneElement(children, {
    ...(relationship === 'label' ? { 'aria-label': label } : {}),
    onPointerEnter: (event: PointerEvent) => {
      // A tap shows no tooltip.
      if (event.pointerType !== 'touch') {
        handOver.pointed(true);
        setWanted(true);
      }
      children.props.onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent) => {
      handOver.pointed(false);
      setPressed(false);
      children.props.onPointerLeave?.(event);
    },
    onPointerDown: (event: PointerEvent) => {
      setPressed(true);
      children.props.onPointerDown?.(event);
    },
    onClick: (event: MouseEvent) => {
      children.props.onClick?.(event);
      setPressed(false);
    },
    onFocus: (event: FocusEvent) => {
      handOver.focused(true);
      setWanted(true);
      children.props.onFocus?.(event);
    },
    onBlur: (event: FocusEvent) => {
      // A button removed while focused (the swap itself) keeps the hand-over.
      if (event.currentTarget.isConnected) handOver.focused(false);
      children.props.onBlur?.(event);
    },
  });
}
