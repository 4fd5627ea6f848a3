import { describe, expect, it } from 'vitest';
import { bearerToken, requireCustomer, requireShopper, userByToken } from './access';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS, OTP_TTL_MS, resetPassword, sendResetCode, verifyResetCode } from './otp';
import { changePassword, endOtherTokens, issueToken, login, loginGuest, register, updateProfile } from './session';
import { errorsOf, messageOf, statusOf } from '../../testing/rule-errors';
import { createTestDb, demoCustomer, secondCustomer } from '../../testing/test-db';
import { SECOND_EMAIL, SECOND_PASSWORD } from '../seed/seed-users';

const registration = {
  name: 'Nour Samir',
  email: 'nour@example.com',
  phone: '01155555555',
  password: 'Secret@123',
  password_confirmation: 'Secret@123',
  gender: 'female' as const,
  terms: true,
};

describe('tokens and permissions', () => {
  it('gives each guest login a fresh token that finds the guest', () => {
    const { db } = createTestDb();
    const a = loginGuest(db);
    const b = loginGuest(db);
    expect(a.token).not.toBe(b.token);
    expect(userByToken(db.state, bearerToken(`Bearer ${a.token}`))?.role).toBe('guest');
    expect(userByToken(db.state, b.token)?.id).toBe(b.user.id);
  });

  it('treats an unknown bearer (such as a public guest token) as anonymous: 401', () => {
    const { db } = createTestDb();
    const anonymous = userByToken(db.state, bearerToken('Bearer public-token-from-env'));
    expect(anonymous).toBeNull();
    expect(statusOf(() => requireShopper(anonymous))).toBe(401);
    expect(messageOf(() => requireShopper(anonymous))).toBe('Unauthenticated.');
    expect(statusOf(() => requireCustomer(anonymous))).toBe(401);
  });

  it('lets guests shop (cart) but not use customer features (403)', () => {
    const { db } = createTestDb();
    const guest = loginGuest(db).user;
    expect(requireShopper(guest)).toBe(guest);
    expect(statusOf(() => requireCustomer(guest))).toBe(403);
    const customer = demoCustomer(db);
    expect(requireCustomer(customer)).toBe(customer);
    expect(userByToken(db.state, issueToken(db, customer))).toBe(customer);
  });
});

describe('login and registration', () => {
  it('logs a customer in by e-mail (any case) and password; else 422 on email', () => {
    const { db } = createTestDb();
    expect(login(db, null, 'Demo@NileTech.eg', 'Demo@1234').user.name).toBe('Mona Hassan');
    expect(errorsOf(() => login(db, null, 'demo@niletech.eg', 'wrong'))).toEqual({ email: ['These credentials do not match our records.'] });
    expect(errorsOf(() => login(db, null, 'nobody@niletech.eg', 'Demo@1234'))).toHaveProperty('email');
  });

  it('registers with a unique e-mail, matching passwords and accepted terms', () => {
    const { db } = createTestDb();
    expect(errorsOf(() => register(db, null, { ...registration, email: 'DEMO@niletech.eg' }))).toEqual({ email: ['The email has already been taken.'] });
    expect(errorsOf(() => register(db, null, { ...registration, password_confirmation: 'Other@123' }))).toEqual({
      password: ['The password confirmation does not match.'],
    });
    expect(errorsOf(() => register(db, null, { ...registration, terms: false }))).toHaveProperty('terms');
    expect(register(db, null, { ...registration, email: 'rlo@example.com', name: '\u202ENour\u2069' }).user.name).toBe('Nour');
    const { user, token } = register(db, null, registration);
    expect(user).toMatchObject({ role: 'customer', email: 'nour@example.com' });
    expect(userByToken(db.state, token)).toBe(user);
    expect(login(db, null, 'nour@example.com', 'Secret@123').user).toBe(user);
  });

  it('updates the profile with a unique e-mail and changes the password when the current one matches', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    expect(errorsOf(() => updateProfile(db, user, { name: 'Mona', email: secondCustomer(db).email!, phone: '01012345678', gender: 'female' }))).toHaveProperty('email');
    expect(updateProfile(db, user, { name: 'Mona H.', email: 'mona@example.com', phone: '01012345678', gender: 'female' }).name).toBe('Mona H.');
    expect(updateProfile(db, user, { name: '\u202EMona H.', email: 'mona@example.com', phone: '01012345678', gender: 'female' }).name).toBe('Mona H.');
    expect(errorsOf(() => changePassword(user, 'nope', 'New@12345', 'New@12345'))).toEqual({ current_password: ['The current password is incorrect.'] });
    expect(errorsOf(() => changePassword(user, 'Demo@1234', 'New@12345', 'Other@123'))).toHaveProperty('password');
    changePassword(user, 'Demo@1234', 'New@12345', 'New@12345');
    expect(login(db, null, 'mona@example.com', 'New@12345').user).toBe(user);
  });
});

describe('password reset with a one-time code', () => {
  it('sends a 6-digit code to the outbox, refuses a resend within 60 seconds, then resets', () => {
    const { db, clock } = createTestDb();
    const sent: string[] = [];
    expect(sendResetCode(db, 'demo@niletech.eg', (message) => sent.push(message.code))).toEqual({ email: 'demo@niletech.eg', resend_after: OTP_RESEND_AFTER_SECONDS });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^\d{6}$/);
    expect(db.state.outbox).toEqual([{ email: 'demo@niletech.eg', code: sent[0], sentAt: new Date(clock.now).toISOString() }]);

    clock.advance(15_000);
    expect(errorsOf(() => sendResetCode(db, 'demo@niletech.eg'))).toEqual({ email: ['Please wait 45 seconds before requesting a new code.'] });

    expect(errorsOf(() => verifyResetCode(db, 'demo@niletech.eg', '000000'))).toEqual({ code: ['The code is invalid or has expired'] });
    expect(verifyResetCode(db, 'demo@niletech.eg', sent[0]!)).toEqual({ valid: true });

    clock.advance(OTP_RESEND_AFTER_SECONDS * 1000);
    sendResetCode(db, 'demo@niletech.eg', (message) => sent.push(message.code));
    expect(errorsOf(() => verifyResetCode(db, 'demo@niletech.eg', sent[0]!))).toHaveProperty('code');
    resetPassword(db, 'demo@niletech.eg', sent[1]!, 'Fresh@1234', 'Fresh@1234');
    expect(login(db, null, 'demo@niletech.eg', 'Fresh@1234').user.name).toBe('Mona Hassan');
    expect(errorsOf(() => resetPassword(db, 'demo@niletech.eg', sent[1]!, 'Again@1234', 'Again@1234'))).toHaveProperty('code');
  });

  it('answers the same for an unknown e-mail without sending anything', () => {
    const { db } = createTestDb();
    expect(sendResetCode(db, 'ghost@example.com')).toEqual({ email: 'ghost@example.com', resend_after: 60 });
    expect(db.state.outbox).toHaveLength(0);
  });

  it('expires codes after 10 minutes', () => {
    const { db, clock } = createTestDb();
    let code = '';
    sendResetCode(db, 'demo@niletech.eg', (message) => (code = message.code));
    clock.advance(OTP_TTL_MS);
    expect(errorsOf(() => verifyResetCode(db, 'demo@niletech.eg', code))).toEqual({ code: ['The code is invalid or has expired'] });
  });
});

describe('guesses are limited, a new password ends the other sessions (issue 39 point 4)', () => {
  it(`answers 422 for ${OTP_MAX_ATTEMPTS} wrong codes, then 429 (the right code too) until a new code is sent`, () => {
    const { db, clock } = createTestDb();
    const sent: string[] = [];
    sendResetCode(db, 'demo@niletech.eg', (message) => sent.push(message.code));
    const wrong = sent[0] === '000000' ? '111111' : '000000';
    const statuses = Array.from({ length: 300 }, () => statusOf(() => resetPassword(db, 'demo@niletech.eg', wrong, 'Fresh@1234', 'Fresh@1234')));
    expect(statuses.filter((status) => status === 422)).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(statuses.slice(OTP_MAX_ATTEMPTS).every((status) => status === 429)).toBe(true);
    expect(statusOf(() => verifyResetCode(db, 'demo@niletech.eg', sent[0]!))).toBe(429);
    expect(messageOf(() => resetPassword(db, 'demo@niletech.eg', sent[0]!, 'Fresh@1234', 'Fresh@1234'))).toMatch(/Request a new code/);
    clock.advance(OTP_RESEND_AFTER_SECONDS * 1000);
    sendResetCode(db, 'demo@niletech.eg', (message) => sent.push(message.code));
    resetPassword(db, 'demo@niletech.eg', sent[1]!, 'Fresh@1234', 'Fresh@1234');
    expect(login(db, null, 'demo@niletech.eg', 'Fresh@1234').user.name).toBe('Mona Hassan');
  });

  it('a reset ends every token of the customer; a change ends all but the one it was made with', () => {
    const { db } = createTestDb();
    const first = login(db, null, 'demo@niletech.eg', 'Demo@1234');
    const second = login(db, null, 'demo@niletech.eg', 'Demo@1234');
    const other = login(db, null, SECOND_EMAIL, SECOND_PASSWORD);
    changePassword(first.user, 'Demo@1234', 'New@12345', 'New@12345');
    endOtherTokens(db, first.user.id, first.token);
    expect(userByToken(db.state, first.token)?.id).toBe(first.user.id);
    expect(userByToken(db.state, second.token)).toBeNull();
    expect(userByToken(db.state, other.token)?.id).toBe(other.user.id);
    let code = '';
    sendResetCode(db, 'demo@niletech.eg', (message) => (code = message.code));
    resetPassword(db, 'demo@niletech.eg', code, 'Fresh@1234', 'Fresh@1234');
    expect(userByToken(db.state, first.token)).toBeNull();
    expect(userByToken(db.state, other.token)?.id).toBe(other.user.id);
  });
});
