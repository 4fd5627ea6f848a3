import { Tooltip, type TooltipProps } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/constants';

let lastHiddenAt = Number.NEGATIVE_INFINITY;

/** The delay before a tooltip shows: none while the pointer moves on from a tooltip that just closed (skip delay). */
export const tooltipShowDelay = (now: number, hiddenAt: number) => (now - hiddenAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);

export interface IconTooltipProps {
  /** The button's name: shown in the tooltip and, with the `label` relationship, its accessible name. */
  label: string;
  children: TooltipProps['children'];
  /** `description` when the button already has a name of its own (e.g. a count in its aria-label). */
  relationship?: TooltipProps['relationship'];
}

/**
 * The tooltip of an icon-only button (spec section 9: 700 ms delay, 300 ms skip delay). Fluent asks to show
 * at once; the delay is applied here so it can be skipped right after another tooltip closed.
 */
export function IconTooltip({ label, children, relationship = 'label' }: IconTooltipProps) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Tooltip
      content={label}
      relationship={relationship}
      withArrow
      showDelay={0}
      visible={visible}
      onVisibleChange={(_, data) => {
        window.clearTimeout(timer.current);
        if (data.visible) {
          timer.current = window.setTimeout(() => setVisible(true), tooltipShowDelay(Date.now(), lastHiddenAt));
        } else {
          if (visible) lastHiddenAt = Date.now();
          setVisible(false);
        }
      }}
    >
      {children}
    </Tooltip>
  );
}
