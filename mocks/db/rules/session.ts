import { ApiError, invalid, t, VALIDATION_FAILED, type Text } from './api-error';
import { mergeGuestCart } from './cart';
import { typed } from './typed-text';
import { hash32, nextId } from '../ids';
import type { MockDb } from '../create-db';
import type { DbState, UserRow } from '../types';

/** The sign-in rules' refusals (stories check them in the page's language). */
export const CREDENTIALS_MISMATCH = t('These credentials do not match our records.', 'بيانات الدخول غير صحيحة.');
export const EMAIL_TAKEN = t('The email has already been taken.', 'البريد الإلكتروني مستخدم بالفعل.');
export const CURRENT_PASSWORD_WRONG = t('The current password is incorrect.', 'كلمة المرور الحالية غير صحيحة.');

/** A new access token for the user (deterministic from the state's counters, unique per issue). */
export function issueToken(db: MockDb, user: UserRow): string {
  const n = nextId(db.state, 'token');
  const parts = [0, 1, 2, 3].map((i) => hash32(`${db.state.seededAt}:${n}:${user.id}:${i}`).toString(16).padStart(8, '0'));
  const token = `${user.role === 'guest' ? 'gst' : 'cst'}_${n}_${parts.join('')}`;
  db.state.tokens[token] = user.id;
  return token;
}

export function findCustomerByEmail(state: DbState, email: string): UserRow | null {
  const wanted = email.trim().toLowerCase();
  return state.users.find((user) => user.role === 'customer' && user.email?.toLowerCase() === wanted) ?? null;
}

/** POST /login/guests: a new guest user with its own token (its cart belongs to that token). */
export function loginGuest(db: MockDb): { user: UserRow; token: string } {
  const user: UserRow = {
    id: nextId(db.state, 'user'),
    role: 'guest',
    name: null,
    email: null,
    phone: null,
    gender: null,
    password: null,
    createdAt: db.now(),
  };
  db.state.users.push(user);
  return { user, token: issueToken(db, user) };
}

/**
 * POST /login: a customer by e-mail and password (422 on `email` otherwise). When the caller is a
 * guest, the guest's cart is merged into the customer's.
 */
export function login(db: MockDb, current: UserRow | null, email: string, password: string): { user: UserRow; token: string } {
  const user = findCustomerByEmail(db.state, email);
  if (!user || user.password !== password) {
    throw invalid('email', CREDENTIALS_MISMATCH);
  }
  if (current && current.role === 'guest') mergeGuestCart(db, current, user);
  return { user, token: issueToken(db, user) };
}

export function checkPasswords(password: string, confirmation: string, field = 'password'): void {
  if (password !== confirmation) {
    throw invalid(field, t('The password confirmation does not match.', 'تأكيد كلمة المرور غير مطابق.'));
  }
}

export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  /** Optional: absent when the shopper did not say. */
  gender?: 'male' | 'female';
  terms: boolean;
}

/** POST /register: e-mail unique, passwords match, terms accepted; signs the new customer in. */
export function register(db: MockDb, current: UserRow | null, input: RegisterInput): { user: UserRow; token: string } {
  const errors: Record<string, Text[]> = {};
  if (findCustomerByEmail(db.state, input.email)) errors.email = [EMAIL_TAKEN];
  if (input.password !== input.password_confirmation) {
    errors.password = [t('The password confirmation does not match.', 'تأكيد كلمة المرور غير مطابق.')];
  }
  if (input.terms !== true) errors.terms = [t('You must accept the terms and conditions.', 'يجب الموافقة على الشروط والأحكام.')];
  if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_FAILED, errors);
  const user: UserRow = {
    id: nextId(db.state, 'user'),
    role: 'customer',
    name: typed(input.name),
    email: input.email.trim().toLowerCase(),
    phone: input.phone,
    gender: input.gender ?? null,
    password: input.password,
    createdAt: db.now(),
  };
  db.state.users.push(user);
  if (current && current.role === 'guest') mergeGuestCart(db, current, user);
  return { user, token: issueToken(db, user) };
}

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female';
}

/** PATCH /profile: the e-mail stays unique among customers. */
export function updateProfile(db: MockDb, user: UserRow, input: ProfileInput): UserRow {
  const owner = findCustomerByEmail(db.state, input.email);
  if (owner && owner.id !== user.id) throw invalid('email', EMAIL_TAKEN);
  user.name = typed(input.name);
  user.email = input.email.trim().toLowerCase();
  user.phone = input.phone;
  user.gender = input.gender;
  return user;
}

/**
 * A changed password signs the customer out everywhere else: every token of theirs but `keep` (the one the change
 * was made with, which stays valid) stops answering (401).
 */
export function endOtherTokens(db: MockDb, userId: number, keep?: string | null): void {
  for (const [token, owner] of Object.entries(db.state.tokens)) if (owner === userId && token !== keep) delete db.state.tokens[token];
}

/** PATCH /profile/password: the current password must match; the new one must be confirmed. */
export function changePassword(user: UserRow, current: string, password: string, confirmation: string): void {
  if (user.password !== current) {
    throw invalid('current_password', CURRENT_PASSWORD_WRONG);
  }
  checkPasswords(password, confirmation);
  user.password = password;
}
