import { ApiError, invalid, t } from './api-error';
import { checkPasswords, endOtherTokens, findCustomerByEmail } from './session';
import { hash32, nextId } from '../ids';
import type { MockDb } from '../create-db';
import type { OtpRow, OutboxMessage } from '../types';

/** A code that is wrong, used or expired. */
export const CODE_INVALID = t('The code is invalid or has expired', 'الكود غير صحيح أو انتهت صلاحيته');

/** Seconds before another code may be requested for the same e-mail. */
export const OTP_RESEND_AFTER_SECONDS = 60;
/** A code is valid for 10 minutes (clock time). */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong codes tried for an e-mail's latest code before every try answers 429, until a new code is sent. */
export const OTP_MAX_ATTEMPTS = 5;

const normalize = (email: string): string => email.trim().toLowerCase();

function latestCode(db: MockDb, email: string): OtpRow | undefined {
  const wanted = normalize(email);
  let latest: OtpRow | undefined;
  for (const row of db.state.otps) if (row.email === wanted && (!latest || row.sentAt >= latest.sentAt)) latest = row;
  return latest;
}

/**
 * POST /forget-password and /otp/resend: a 6-digit code (deterministic from a counter) for a
 * registered e-mail, put in the outbox (GET /__mock/outbox) and handed to `onSent`. The answer is
 * the same for an unknown e-mail (nothing is sent). A new code within 60 seconds of the last → 422
 * with the seconds left.
 */
export function sendResetCode(db: MockDb, email: string, onSent?: (message: OutboxMessage) => void): { email: string; resend_after: number } {
  const now = db.now();
  const previous = latestCode(db, email);
  if (previous) {
    const left = Math.ceil((previous.sentAt + OTP_RESEND_AFTER_SECONDS * 1000 - now) / 1000);
    if (left > 0) {
      throw invalid('email', t(`Please wait ${left} seconds before requesting a new code.`, `يرجى الانتظار ${left} ثانية قبل طلب كود جديد.`));
    }
  }
  if (findCustomerByEmail(db.state, email)) {
    const n = nextId(db.state, 'otp');
    const code = String(100000 + (hash32(`${db.state.seededAt}:otp:${n}:${normalize(email)}`) % 900000));
    for (const row of db.state.otps) if (row.email === normalize(email) && row.usedAt === null) row.usedAt = now;
    db.state.otps.push({ email: normalize(email), code, sentAt: now, expiresAt: now + OTP_TTL_MS, usedAt: null });
    const message: OutboxMessage = { email: normalize(email), code, sentAt: new Date(now).toISOString() };
    db.state.outbox.push(message);
    onSent?.(message);
  }
  return { email: email.trim(), resend_after: OTP_RESEND_AFTER_SECONDS };
}

/**
 * The e-mail's latest code, when it is `code` and still usable. Guesses are limited: after `OTP_MAX_ATTEMPTS` wrong
 * codes every try (the right code too) answers 429 until a new code is sent (issue 39 point 4).
 */
function validCode(db: MockDb, email: string, code: string): OtpRow {
  const row = latestCode(db, email);
  if (row && (row.failedAttempts ?? 0) >= OTP_MAX_ATTEMPTS) {
    throw new ApiError(429, t('Too many wrong codes. Request a new code and try again.', 'محاولات خاطئة كثيرة. اطلب كودًا جديدًا ثم حاول مرة أخرى.'));
  }
  if (!row || row.usedAt !== null || row.expiresAt <= db.now() || row.code !== code) {
    if (row) row.failedAttempts = (row.failedAttempts ?? 0) + 1;
    throw invalid('code', CODE_INVALID);
  }
  return row;
}

/** POST /otp/verify: the latest unused, unexpired code of the e-mail. */
export function verifyResetCode(db: MockDb, email: string, code: string): { valid: true } {
  validCode(db, email, code);
  return { valid: true };
}

/** POST /reset-password: a valid code and a confirmed password; the code is used up and every token of the customer ends. */
export function resetPassword(db: MockDb, email: string, code: string, password: string, confirmation: string): void {
  const row = validCode(db, email, code);
  checkPasswords(password, confirmation);
  const user = findCustomerByEmail(db.state, email);
  if (!user) throw invalid('code', CODE_INVALID);
  user.password = password;
  row.usedAt = db.now();
  endOtherTokens(db, user.id);
}
