import type { ApiErrorNotice } from './error-notice';

/**
 * What the HTTP layer needs from the app, plugged in once at start (src/app/connect-http.ts).
 * The api layer never imports features; the app wires them here.
 */
export interface HttpHooks {
  getAccessToken: () => string | null | undefined;
  getLocale: () => string;
  /** 401: end the session the rejected call was made with (`token`: the bearer it carried). */
  onUnauthorized: (rejected: { token: string | undefined }) => void;
  /** 404 on a read: show the not-found page. */
  onNotFound: () => void;
  /** Every other failure the shopper must hear about. */
  notify: (notice: ApiErrorNotice) => void;
  /** Every successful body's `data`: keeps cart, wishlist and compare caches and counts in sync. */
  onData: (data: unknown) => void;
}

const noop = () => {};

export const httpHooks: HttpHooks = {
  getAccessToken: () => null,
  getLocale: () => 'en',
  onUnauthorized: noop,
  onNotFound: noop,
  notify: noop,
  onData: noop,
};

export const connectHttp = (hooks: Partial<HttpHooks>) => {
  Object.assign(httpHooks, hooks);
};
