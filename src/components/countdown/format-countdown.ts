export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end time has passed: every part is zero. */
  ended: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days, hours, minutes and seconds left until `endMs`; zeros once it has passed (spec section 4). */
export const countdownParts = (endMs: number, nowMs: number): CountdownParts => {
  const left = Number.isFinite(endMs) ? Math.max(0, endMs - nowMs) : 0;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    ended: left === 0,
  };
};

/** Two digits at least: 7 → "07", 123 → "123". */
export const padPart = (value: number) => String(value).padStart(2, '0');
