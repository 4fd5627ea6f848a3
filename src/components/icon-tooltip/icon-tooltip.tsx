import { cloneElement, isValidElement, lazy, Suspense } from 'react';
import type { IconTooltipProps } from './icon-tooltip-props';

const DelayedTooltip = lazy(() => import('./delayed-tooltip'));

export type { IconTooltipProps };

/**
 * The tooltip of an icon-only button (spec section 9). The tooltip machinery (positioning, portal) is a
 * lazy chunk fetched right after first paint, so it costs the first page nothing; until it arrives the
 * button still carries its name.
 */
export function IconTooltip(props: IconTooltipProps) {
  const { children, label, relationship = 'label' } = props;
  const named = isValidElement<{ 'aria-label'?: string }>(children)
    ? relationship === 'label'
      ? cloneElement(children, { 'aria-label': label })
      : children
    : null;
  return (
    <Suspense fallback={named}>
      <DelayedTooltip {...props} />
    </Suspense>
  );
}
