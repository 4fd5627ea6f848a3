import type { MessageDescriptor } from 'react-intl';

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

/** A line under a toast's title: a ready text or a catalogue message, after a field's name when it has one. */
export interface ToastDetail {
  /** A catalogue label, or a ready name: the line reads "{field}: {text}". */
  field?: MessageDescriptor | string;
  text?: string;
  message?: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** A toast: a ready text (a server message) or a catalogue message, with optional values and detail lines. */
export interface ToastNotice {
  intent: ToastIntent;
  text?: string;
  message?: MessageDescriptor;
  values?: Record<string, string | number>;
  /** Lines under the title (a 422's field names and messages, why a request got no answer). */
  details?: ToastDetail[];
  /** A button in the toast (Add to cart's "View cart"); pressing it also closes the toast. */
  action?: { label: MessageDescriptor; onClick: () => void };
  /**
   * Notices with one key share one toast: a new one replaces the one on screen (its text, action and time)
   * instead of queueing behind it. Add to cart's confirmation, so five quick adds are one toast, not five.
   */
  key?: string;
}

type Listener = (notice: ToastNotice) => void;
type PromiseHandler = <T>(work: Promise<T>) => Promise<T>;

const listeners = new Set<Listener>();
const dismissListeners = new Set<() => void>();
const pending: ToastNotice[] = [];
const pendingWork: Promise<unknown>[] = [];
const demandListeners = new Set<() => void>();
let demanded = false;
let promiseHandler: PromiseHandler | undefined;

const demand = () => {
  demanded = true;
  demandListeners.forEach((listener) => listener());
};

/**
 * Toasts can be raised from anywhere, the HTTP layer included. The toaster is a lazy chunk fetched only
 * when the first notice is raised (decision 007): notices and promises raised before it mounts wait for it.
 */
export const toastBus = {
  show(notice: ToastNotice) {
    if (listeners.size === 0) {
      pending.push(notice);
      demand();
    }
    listeners.forEach((listener) => listener(notice));
  },
  /** The promise helper: 'Please Wait...' while the work runs, then 'Done' or 'Something went wrong'. */
  promise<T>(work: Promise<T>): Promise<T> {
    if (promiseHandler) return promiseHandler(work);
    pendingWork.push(work);
    demand();
    return work;
  },
  /** The toaster's loader: called once a notice needs it (at once if one already does). */
  onDemand(listener: () => void) {
    demandListeners.add(listener);
    if (demanded) listener();
    return () => {
      demandListeners.delete(listener);
    };
  },
  /** Closes every toast on screen (a successful login makes an earlier failure's toast stale). */
  dismissAll() {
    pending.splice(0);
    dismissListeners.forEach((listener) => listener());
  },
  onDismissAll(listener: () => void) {
    dismissListeners.add(listener);
    return () => void dismissListeners.delete(listener);
  },
  subscribe(listener: Listener, onPromise: PromiseHandler) {
    listeners.add(listener);
    promiseHandler = onPromise;
    pending.splice(0).forEach(listener);
    // The caller already holds the work's own promise; the toast only reports it.
    pendingWork.splice(0).forEach((work) => void onPromise(work).catch(() => undefined));
    return () => {
      listeners.delete(listener);
      if (promiseHandler === onPromise) promiseHandler = undefined;
    };
  },
};
