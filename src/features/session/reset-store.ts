import { proxy, subscribe } from 'valtio';
import { isRecord } from '../../lib/is-record';
import { readJson, writeJson } from '../../lib/storage';

interface ResetState {
  /** The e-mail captured by forget-password; reset-password needs it. */
  email: string | null;
  /** When another code may be requested (epoch ms). */
  resendAt: number;
}

const KEY = 'storefront.password-reset';
const isResetState = (value: unknown): value is ResetState =>
  isRecord(value) && (value.email === null || typeof value.email === 'string') && typeof value.resendAt === 'number';

/** The password-reset flow's client state; kept for the tab (session storage) so a reload keeps the step. */
export const resetStore = proxy<ResetState>(readJson(KEY, isResetState, 'session') ?? { email: null, resendAt: 0 });
subscribe(resetStore, () => writeJson(KEY, { email: resetStore.email, resendAt: resetStore.resendAt }, 'session'));

export const resetActions = {
  captured(email: string, resendAfterSeconds: number) {
    resetStore.email = email;
    resetStore.resendAt = Date.now() + resendAfterSeconds * 1000;
  },
  finished() {
    resetStore.email = null;
    resetStore.resendAt = 0;
  },
};

/** Seconds as minutes and seconds, `mm:ss`. */
export const formatCountdown = (seconds: number) => {
  const safe = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
};
