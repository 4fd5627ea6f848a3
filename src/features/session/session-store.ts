import { proxy, subscribe } from 'valtio';
import type { User, UserRole, UserTotals } from '../../api/generated/model';
import { isRecord } from '../../lib/is-record';
import { readJson, writeJson } from '../../lib/storage';

export interface SessionState {
  user: User | null;
  token: string | null;
  role: UserRole | null;
  /** True once the user record is known for this page load (guest login or initial data). */
  loaded: boolean;
}

const STORAGE_KEY = 'storefront.session';

interface StoredSession {
  user: User | null;
  token: string | null;
  role: UserRole | null;
}

const isStoredSession = (value: unknown): value is StoredSession =>
  isRecord(value) &&
  (value.token === null || typeof value.token === 'string') &&
  (value.role === null || value.role === 'guest' || value.role === 'customer') &&
  (value.user === null || (isRecord(value.user) && typeof value.user.id === 'number'));

const restored = readJson(STORAGE_KEY, isStoredSession);

/** The session: who is shopping. Persisted locally so the user record survives a reload. */
export const sessionStore = proxy<SessionState>({
  user: restored?.user ?? null,
  token: restored?.token ?? null,
  role: restored?.role ?? null,
  loaded: false,
});

subscribe(sessionStore, () => {
  const { user, token, role } = sessionStore;
  writeJson(STORAGE_KEY, { user, token, role } satisfies StoredSession);
});

export const sessionActions = {
  /** A guest login, a login or a register answered with this user. */
  signIn(user: User) {
    sessionStore.user = user;
    sessionStore.token = user.access_token;
    sessionStore.role = user.role;
    sessionStore.loaded = true;
  },
  /** Initial data answered: the stored token is still good. */
  loaded(user: User) {
    sessionStore.user = { ...user, access_token: user.access_token || sessionStore.token || '' };
    sessionStore.role = user.role;
    sessionStore.loaded = true;
  },
  /** Spec section 4: a 401 clears id, name, email, role and token. */
  clearCredentials() {
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
