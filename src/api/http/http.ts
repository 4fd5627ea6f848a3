import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../../config/env';
import { REQUEST_TIMEOUT_MS } from '../../lib/constants';
import { isRecord } from '../../lib/is-record';
import { toApiError } from './api-error';
import { noticeFor } from './error-notice';
import { httpHooks } from './http-hooks';
import { pickPublicToken } from './public-token';
import { queryString } from './query-string';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Handle failures in the caller: no toast, no not-found page (401 still logs out). */
    silent?: boolean;
    /** The session's generation when the call left (set by the request interceptor). */
    sessionEpoch?: number;
  }
}

/** The storefront's one HTTP client; every generated hook goes through it (the orval mutator). */
export const http = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  // axios's own query string, written without its generic walk (decision 044).
  paramsSerializer: { serialize: queryString },
});

const publicToken = pickPublicToken(env.publicTokens);

export const withStorefrontHeaders = (config: InternalAxiosRequestConfig) => {
  const { headers } = config;
  headers.set('app-key', env.appKey);
  headers.set('application-type', 'web');
  headers.set('public-token', publicToken);
  headers.set('Authorization', `Bearer ${httpHooks.getAccessToken() || publicToken}`);
  headers.set('locale-code', httpHooks.getLocale());
  config.sessionEpoch = httpHooks.getSessionEpoch();
  // Let the browser write the multipart boundary for uploads.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.setContentType(false);
  return config;
};

// Synchronous (it only sets headers): axios then sends the request in the same task that asked for it, not in a
// later microtask, so a prefetch started in an event handler is on the wire before that handler's render.
http.interceptors.request.use(withStorefrontHeaders, undefined, { synchronous: true });

const isGet = (method: string | undefined) => (method ?? 'get').toLowerCase() === 'get';

/** Whether a call was made in the session that is still current (not before a logout, a sign-in or a 401). */
const ofCurrentSession = (config: { sessionEpoch?: number } | undefined) => config?.sessionEpoch === httpHooks.getSessionEpoch();

http.interceptors.response.use(
  (response) => {
    // An answer for a session that is over (the customer's cart arriving after the logout) refreshes nothing.
    if (isRecord(response.data) && ofCurrentSession(response.config)) {
      const { headers, method } = response.config;
      httpHooks.onData(response.data.data, { locale: String(headers.get('locale-code')), isRead: isGet(method) });
    }
    return response;
  },
  (cause: unknown) => {
    const error = toApiError(cause);
    const config = isAxiosError(cause) ? cause.config : undefined;
    if (error.status === 401) {
      // Several calls refused together end the session once; a late 401 for an ended session ends nothing.
      if (ofCurrentSession(config)) httpHooks.onUnauthorized();
    } else if (!config?.silent) {
      const isRead = isGet(config?.method);
      if (error.status === 404 && isRead) httpHooks.onNotFound();
      if (error.status === 422 && Object.keys(error.fieldErrors).length > 0) {
        // A form puts field errors on its fields (applyServerErrors marks them) and the toast names only the
        // rest, or is not wanted at all; the caller's catch runs in this task's microtasks, so decide on the
        // next task.
        setTimeout(() => {
          const notice = error.shownOnForm ? undefined : noticeFor(error, { isRead });
          if (notice) httpHooks.notify(notice);
        }, 0);
      } else {
        const notice = noticeFor(error, { isRead });
        if (notice) httpHooks.notify(notice);
      }
    }
    return Promise.reject(error);
  },
);
