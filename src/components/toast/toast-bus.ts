import type { MessageDescriptor } from 'react-intl';

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

/** A toast: a ready text (a server message) or a catalogue message, with optional values. */
export interface ToastNotice {
  intent: ToastIntent;
  text?: string;
  message?: MessageDescriptor;
  values?: Record<string, string | number>;
}

type Listener = (notice: ToastNotice) => void;
type PromiseHandler = <T>(work: Promise<T>) => Promise<T>;

const listeners = new Set<Listener>();
const pending: ToastNotice[] = [];
let promiseHandler: PromiseHandler | undefined;

/**
 * Toasts can be raised from anywhere, the HTTP layer included. The toaster is a lazy chunk: notices raised
 * before it mounts wait for it.
 */
export const toastBus = {
  show(notice: ToastNotice) {
    if (listeners.size === 0) pending.push(notice);
    listeners.forEach((listener) => listener(notice));
  },
  /** The promise helper: 'Please Wait...' while the work runs, then 'Done' or 'Something went wrong'. */
  promise<T>(work: Promise<T>): Promise<T> {
    return promiseHandler ? promiseHandler(work) : work;
  },
  subscribe(listener: Listener, onPromise: PromiseHandler) {
    listeners.add(listener);
    promiseHandler = onPromise;
    pending.splice(0).forEach(listener);
    return () => {
      listeners.delete(listener);
      if (promiseHandler === onPromise) promiseHandler = undefined;
    };
  },
};
