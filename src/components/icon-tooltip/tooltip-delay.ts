import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/constants';

/** The delay before a tooltip shows: none while the pointer moves on from a tooltip that just closed (skip delay). */
export const tooltipShowDelay = (now: number, hiddenAt: number) => (now - hiddenAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
