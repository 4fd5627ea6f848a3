import { forbidden, unauthenticated, type Text } from './api-error';
import type { DbState, UserRow } from '../types';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  return match?.[1]?.trim() || null;
}

/**
 * The user a token belongs to. A token the mock never issued (such as one of the storefront's
 * public guest tokens) is anonymous: null.
 */
export function userByToken(state: DbState, token: string | null): UserRow | null {
  if (!token) return null;
  const userId = state.tokens[token];
  if (userId === undefined) return null;
  return state.users.find((user) => user.id === userId) ?? null;
}

/** Cart, initial data and guest orders need a session: a guest or a customer (else 401). */
export function requireShopper(user: UserRow | null): UserRow {
  if (!user) throw unauthenticated();
  return user;
}

/** Wishlist, compare, wallet, addresses, profile and orders need a customer (401 anonymous, 403 guest). */
export function requireCustomer(user: UserRow | null, guestText?: Text): UserRow {
  if (!user) throw unauthenticated();
  if (user.role !== 'customer') throw forbidden(guestText);
  return user;
}
