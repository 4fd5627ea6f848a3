import { proxy, subscribe } from 'valtio';
import { z } from 'zod';
import { storedValue } from '../../lib/stored-value';

interface ResetState {
  /** The e-mail captured by forget-password; reset-password needs it. */
  email: string | null;
  /** When another code may be requested (epoch ms). */
  resendAt: number;
}

export const resetStateSchema = z.object({ email: z.string().nullable(), resendAt: z.number().int().min(0) }) satisfies z.ZodType<ResetState>;
const storedReset = storedValue({ key: 'storefront.password-reset', schema: resetStateSchema, area: 'session' });

/** The password-reset flow's client state; kept for the tab (session storage) so a reload keeps the step. */
export const resetStore = proxy<ResetState>(storedReset.read({ email: null, resendAt: 0 }));
subscribe(resetStore, () => storedReset.write({ email: resetStore.email, resendAt: resetStore.resendAt }));

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
