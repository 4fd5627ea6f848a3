import { describe, expect, it } from 'vitest';
import { formatCountdown, resetStateSchema } from './reset-store';

describe('the stored password-reset step', () => {
  it('accepts the captured e-mail with its resend time, and the empty state', () => {
    expect(resetStateSchema.safeParse({ email: 'omar@niletech.eg', resendAt: 1_700_000_000_000 }).success).toBe(true);
    expect(resetStateSchema.safeParse({ email: null, resendAt: 0 }).success).toBe(true);
  });

  it.each([
    ['an e-mail that is an object', { email: { address: 'x' }, resendAt: 0 }],
    ['a resend time as text', { email: null, resendAt: '0' }],
    ['a negative resend time', { email: null, resendAt: -5 }],
    ['a missing resend time', { email: 'a@b.eg' }],
    ['null', null],
  ])('rejects %s', (_name, value) => {
    expect(resetStateSchema.safeParse(value).success).toBe(false);
  });

  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(61)).toBe('01:01');
  });
});
