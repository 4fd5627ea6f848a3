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

const listeners = new Set<Listener>();
const pending: ToastNotice[] = [];

/**
 * Toasts can be raised from outside React (the HTTP layer). The mounted <AppToaster> listens; a notice
 * raised before it mounts waits for it.
 */
export const toastBus = {
  show(notice: ToastNotice) {
    if (listeners.size === 0) pending.push(notice);
    listeners.forEach((listener) => listener(notice));
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    pending.splice(0).forEach(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
