import { Tooltip } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { tooltipShowDelay } from './tooltip-delay';
import type { IconTooltipProps } from './icon-tooltip-props';

let lastHiddenAt = Number.NEGATIVE_INFINITY;

/**
 * Fluent's Tooltip with the spec's timing (700 ms delay, 300 ms skip delay). Fluent asks to show at once;
 * the delay is applied here so it can be skipped right after another tooltip closed. A lazy chunk.
 */
export default function DelayedTooltip({ label, children, relationship = 'label' }: IconTooltipProps) {
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
