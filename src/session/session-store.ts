import { proxy, subscribe } from 'valtio';
import type { User, UserRole, UserTotals } from '../api/generated/model';
import { storedSession, type StoredSession } from './stored-session';

export interface SessionState {
  user: User | null;
  token: string | null;
  role: UserRole | null;
  /** True once the user record is known for this page load (guest login or initial data). */
  loaded: boolean;
}

const restored = storedSession.read();

/** The session: who is shopping. Persisted locally so the user record survives a reload. */
export const sessionStore = proxy<SessionState>({
  user: restored?.user ?? null,
  token: restored?.token ?? null,
  role: restored?.role ?? null,
  loaded: false,
});

subscribe(sessionStore, () => {
  const { user, token, role } = sessionStore;
  storedSession.write({ user, token, role } satisfies StoredSession);
});

/**
 * The session's generation: a new one begins whenever the shopper becomes someone else (a sign-in, a guest login, a
 * cleared session, a logout). An answer to a call made in an earlier generation belongs to a session that is over
 * and writes nothing (the HTTP layer and start-session.ts check it); not persisted, a page load starts at 0.
 */
let epoch = 0;

export const sessionEpoch = () => epoch;

export const sessionActions = {
  /** A guest login, a login or a register answered with this user. */
  signIn(user: User) {
    epoch += 1;
    sessionStore.user = user;
    sessionStore.token = user.access_token;
    sessionStore.role = user.role;
    sessionStore.loaded = true;
  },
  /** Initial data answered: the stored token is still good. */
  loaded(user: User) {
    const token = user.access_token || sessionStore.token || '';
    sessionStore.user = { ...user, access_token: token };
    sessionStore.token = token;
    sessionStore.role = user.role;
    sessionStore.loaded = true;
  },
  /** Spec section 4: a 401 clears id, name, email, role and token. */
  clearCredentials() {
    epoch += 1;
    sessionStore.user = null;
    sessionStore.token = null;
    sessionStore.role = null;
    sessionStore.loaded = false;
  },
  setTotals(totals: Partial<UserTotals>) {
    if (!sessionStore.user) return;
    const defined = Object.fromEntries(Object.entries(totals).filter(([, value]) => value !== undefined));
    sessionStore.user.totals = { ...sessionStore.user.totals, ...defined };
  },
};

export const isCustomer = (state: Pick<SessionState, 'role'>) => state.role === 'customer';
