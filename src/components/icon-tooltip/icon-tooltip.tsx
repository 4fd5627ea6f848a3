import type { TooltipProps } from '@fluentui/react-components';
import { cloneElement, isValidElement, lazy, Suspense } from 'react';

const DelayedTooltip = lazy(() => import('./delayed-tooltip'));

export interface IconTooltipProps {
  /** The button's name: shown in the tooltip and, with the `label` relationship, its accessible name. */
  label: string;
  children: TooltipProps['children'];
  /** `description` when the button already has a name of its own (e.g. a count in its aria-label). */
  relationship?: TooltipProps['relationship'];
}

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
