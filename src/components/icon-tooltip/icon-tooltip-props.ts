import type { TooltipProps } from '@fluentui/react-components';

/** Props of `IconTooltip` and of its lazy part, apart so the lazy part need not import the wrapper back. */
export interface IconTooltipProps {
  /** The button's name: shown in the tooltip and, with the `label` relationship, its accessible name. */
  label: string;
  children: TooltipProps['children'];
  /** `description` when the button already has a name of its own (e.g. a count in its aria-label). */
  relationship?: TooltipProps['relationship'];
}

/** Whether the plain button had focus, so the tooltip's button that replaces it can take it back once. */
export interface FocusHandOver {
  focused: (value: boolean) => void;
  takeOver: (element: HTMLElement | null) => void;
}

/** Props of the lazy part: the wrapper's, and the focus hand-over from the plain button it replaces. */
export type DelayedTooltipProps = IconTooltipProps & { handOver?: FocusHandOver };
