import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/constants';
import { tooltipShowDelay } from './tooltip-delay';

describe('tooltipShowDelay', () => {
  it('waits the tooltip delay when no tooltip closed recently', () => {
    expect(tooltipShowDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(TOOLTIP_DELAY_MS);
    expect(tooltipShowDelay(10_000, 10_000 - TOOLTIP_SKIP_DELAY_MS)).toBe(TOOLTIP_DELAY_MS);
  });

  it('shows at once within the skip delay after another tooltip closed', () => {
    expect(tooltipShowDelay(10_000, 10_000 - TOOLTIP_SKIP_DELAY_MS + 1)).toBe(0);
  });
});
