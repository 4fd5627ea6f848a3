import { defineMessages, type MessageDescriptor } from 'react-intl';
import { REQUEST_TIMEOUT_MS } from '../../lib/constants';
import type { ApiError } from './api-error';
import { fieldLabelFor } from './field-labels';

export const errorMessages = defineMessages({
  unexpected: { id: 'error.unexpected', defaultMessage: 'An unexpected error occurred' },
  network: { id: 'error.network', defaultMessage: 'Network error occurred' },
  timeout: {
    id: 'error.timeoutDetail',
    defaultMessage: 'The server did not answer within {seconds, plural, one {# second} other {# seconds}}. Please try again.',
  },
  validation: { id: 'error.validation', defaultMessage: 'Validation failed' },
  requestFailed: { id: 'error.requestFailed', defaultMessage: 'Request failed' },
});

/** One line under a toast's title: a field's name and the server's message for it, or a catalogue message. */
export interface ApiErrorNoticeDetail {
  /** The field's catalogue label, or (a key nobody labelled) its readable name. */
  field?: MessageDescriptor | string;
  text?: string;
  message?: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** A toast the HTTP layer asks for: the server's text when it has one, else a catalogue message, and its details. */
export interface ApiErrorNotice {
  text?: string;
  message: MessageDescriptor;
  details?: ApiErrorNoticeDetail[];
}

/**
 * Spec section 8: which message a failure shows; `undefined` means say nothing (a 401 logs out, a 404 on a
 * read shows the not-found page, a cancelled request was wanted). A 404 on a change (an item already gone)
 * still gets a toast.
 *
 * - No response (8.1-6) and a time-out (8.1-7, a case of no response) both say 'Network error occurred'; a
 *   time-out says under it that the server did not answer within the 10 s (decision 023).
 * - 422 (8.1-4, section 5): the server's message or 'Validation failed', and under it each field's name plus
 *   its first message (spec section 5's optional toast) — only the fields no form showed (`fieldsShownOnForm`).
 */
export const noticeFor = (error: ApiError, { isRead }: { isRead: boolean }): ApiErrorNotice | undefined => {
  switch (error.kind) {
    case 'canceled':
      return undefined;
    case 'network':
      return { message: errorMessages.network };
    case 'timeout':
      return { message: errorMessages.network, details: [{ message: errorMessages.timeout, values: { seconds: REQUEST_TIMEOUT_MS / 1000 } }] };
    case 'unexpected':
      return { message: errorMessages.unexpected };
    case 'http':
      if (error.status === 401 || (error.status === 404 && isRead)) return undefined;
      if (error.status === 422) {
        const details = Object.entries(error.fieldErrors)
          .filter(([field]) => !error.fieldsShownOnForm.has(field))
          .map(([field, text]) => ({ field: fieldLabelFor(field), text }));
        return { text: error.serverMessage, message: errorMessages.validation, ...(details.length > 0 ? { details } : {}) };
      }
      return { text: error.serverMessage, message: errorMessages.requestFailed };
  }
};
