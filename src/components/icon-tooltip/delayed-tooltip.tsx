import { Tooltip } from '@fluentui/react-components';
import { cloneElement, isValidElement, useEffect, useRef, useState } from 'react';
import { tooltipShowDelay } from './tooltip-delay';
import type { DelayedTooltipProps } from './icon-tooltip-props';

let lastHiddenAt = Number.NEGATIVE_INFINITY;

/**
 * Fluent's Tooltip with the spec's timing (700 ms delay, 300 ms skip delay). Fluent asks to show at once;
 * the delay is applied here so it can be skipped right after another tooltip closed. A lazy chunk.
 */
export default function DelayedTooltip({ label, children, relationship = 'label', handOver }: DelayedTooltipProps) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const askVisible = (wanted: boolean) => {
    window.clearTimeout(timer.current);
    if (wanted) {
      timer.current = window.setTimeout(() => setVisible(true), tooltipShowDelay(Date.now(), lastHiddenAt));
    } else {
      if (visible) lastHiddenAt = Date.now();
      setVisible(false);
    }
  };
  // The plain button this one replaces had the focus or the pointer: this one takes them over, after Fluent's
  // own effects ran (its focus handler must be ready when the focus event arrives).
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  useEffect(() => handOver?.takeOver(triggerElement, () => askVisible(true)), [handOver, triggerElement]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the new button is there
  const trigger = isValidElement<{ ref?: (element: HTMLElement | null) => void }>(children) ? cloneElement(children, { ref: setTriggerElement }) : children;
  return (
    <Tooltip content={label} relationship={relationship} withArrow showDelay={0} visible={visible} onVisibleChange={(_, data) => askVisible(data.visible)}>
      {trigger}
    </Tooltip>
  );
}
