import type { ApiErrorNotice } from './error-notice';

/**
 * What the HTTP layer needs from the app, plugged in once at start (src/app/connect-http.ts).
 * The api layer never imports features; the app wires them here.
 */
export interface HttpHooks {
  getAccessToken: () => string | null | undefined;
  getLocale: () => string;
  /**
   * The session's generation (session-store's epoch), read when a call leaves: its answer is the session's only while
   * the generation is the same when it arrives. An answer of an ended session syncs nothing and ends nothing.
   */
  getSessionEpoch: () => number;
  /** 401 to a call of the current session: end it. */
  onUnauthorized: () => void;
  /** 404 on a read: show the not-found page. */
  onNotFound: () => void;
  /** Every other failure the shopper must hear about. */
  notify: (notice: ApiErrorNotice) => void;
  /**
   * Every successful body's `data`: keeps cart, wishlist and compare caches and counts in sync. `answer` says which
   * language the call asked for and whether it was a read (Storybook's English-and-Arabic canvas keeps each half's
   * cache in its own language with it).
   */
  onData: (data: unknown, answer: AnswerOrigin) => void;
}

/** What a successful answer was asked with. */
export interface AnswerOrigin {
  /** The `locale-code` the call was sent with. */
  locale: string;
  /** A GET: it changed nothing on the server. */
  isRead: boolean;
}

const noop = () => {};

export const httpHooks: HttpHooks = {
  getAccessToken: () => null,
  getLocale: () => 'en',
  getSessionEpoch: () => 0,
  onUnauthorized: noop,
  onNotFound: noop,
  notify: noop,
  onData: noop,
};

export const connectHttp = (hooks: Partial<HttpHooks>) => {
  Object.assign(httpHooks, hooks);
};
