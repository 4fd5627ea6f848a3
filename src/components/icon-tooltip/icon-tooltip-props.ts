import type { TooltipProps } from '@fluentui/react-components';

/** Props of `IconTooltip` and of its lazy part, apart so the lazy part need not import the wrapper back. */
export interface IconTooltipProps {
  /** The button's name: shown in the tooltip and, with the `label` relationship, its accessible name. */
  label: string;
  children: TooltipProps['children'];
  /** `description` when the button already has a name of its own (e.g. a count in its aria-label). */
  relationship?: TooltipProps['relationship'];
}
