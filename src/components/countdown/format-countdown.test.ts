import { describe, expect, it } from 'vitest';
import { countdownParts, padPart } from './format-countdown';

const now = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
  });

  it('shows zeros once the end time has passed', () => {
    expect(countdownParts(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(countdownParts(now, now).ended).toBe(true);
  });

  it('treats an unreadable end time as ended', () => {
    expect(countdownParts(Number.NaN, now).ended).toBe(true);
  });

  it('pads each part to two digits', () => {
    expect(padPart(0)).toBe('00');
    expect(padPart(7)).toBe('07');
    expect(padPart(123)).toBe('123');
  });
});
