import type { ApiErrorNotice } from './error-notice';

/**
 * What the HTTP layer needs from the app, plugged in once at start (src/app/connect-http.ts).
 * The api layer never imports features; the app wires them here.
 */
export interface HttpHooks {
  getAccessToken: () => string | null | undefined;
  getLocale: () => string;
  /** 401: clear the session and go to the login page. */
  onUnauthorized: () => void;
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
