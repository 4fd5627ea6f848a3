import type { TooltipProps } from '@fluentui/react-components';

/** Props of `IconTooltip` and of its lazy part, apart so the lazy part need not import the wrapper back. */
export interface IconTooltipProps {
  /** The button's name: shown in the tooltip and, with the `label` relationship, its accessible name. */
  label: string;
  children: TooltipProps['children'];
  /** `description` when the button already has a name of its own (e.g. a count in its aria-label). */
  relationship?: TooltipProps['relationship'];
}

/**
 * What the plain button knew when the tooltip's button replaced it: whether it had focus (the new one takes it
 * back once) and whether the pointer was on it (the new one asks to show its tooltip, as a fresh hover would).
 */
export interface HandOver {
  focused: (value: boolean) => void;
  pointed: (value: boolean) => void;
  /** Called once the new button is there; `show` asks for the tooltip when the pointer is still on it. */
  takeOver: (element: HTMLElement | null, show: () => void) => void;
}

/** Props of the lazy part: the wrapper's, and the hand-over from the plain button it replaces. */
export type DelayedTooltipProps = IconTooltipProps & { handOver?: HandOver };
