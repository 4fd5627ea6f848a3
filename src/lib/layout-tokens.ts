import { MOBILE_BREAKPOINT_PX } from './constants';

/**
 * The project's own layout values, for what Fluent's tokens do not cover: breakpoints and the few fixed
 * sizes of this design. Spacing, radii, type and colours come from Fluent's `tokens`; only these come from here.
 */
export const BREAKPOINT_PX = {
  /** Two form columns side by side from here up. */
  narrow: 640,
  /** Spec section 9: below this the shop is "mobile" (bottom bar, drawers). */
  mobile: MOBILE_BREAKPOINT_PX,
  /** A page's main column gets its summary column beside it from here up. */
  wide: 960,
} as const;

/** Media queries as makeStyles keys: `[media.mobileDown]: { … }`. */
export const media = {
  /** Narrow (phones): below the mobile breakpoint, fractional widths included. */
  mobileDown: `@media (max-width: ${BREAKPOINT_PX.mobile - 0.02}px)`,
  /** From the mobile breakpoint up (tablets and desktops). */
  mobileUp: `@media (min-width: ${BREAKPOINT_PX.mobile}px)`,
  narrowUp: `@media (min-width: ${BREAKPOINT_PX.narrow}px)`,
  wideUp: `@media (min-width: ${BREAKPOINT_PX.wide}px)`,
} as const;

/** Fixed sizes of the design that no Fluent token names. */
export const size = {
  /** The summary column beside a page's main column (cart, checkout). */
  summaryColumn: '360px',
} as const;
