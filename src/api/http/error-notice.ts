import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApiError } from './api-error';

export const errorMessages = defineMessages({
  unexpected: { id: 'error.unexpected', defaultMessage: 'An unexpected error occurred' },
  network: { id: 'error.network', defaultMessage: 'Network error occurred' },
  timeout: { id: 'error.timeout', defaultMessage: 'The server took too long to answer. Please try again.' },
  validation: { id: 'error.validation', defaultMessage: 'Validation failed' },
  requestFailed: { id: 'error.requestFailed', defaultMessage: 'Request failed' },
});

/** A toast the HTTP layer asks for: the server's text when it has one, else a catalogue message. */
export interface ApiErrorNotice {
  text?: string;
  message: MessageDescriptor;
}

/**
 * Spec section 8: which message a failure shows; `undefined` means say nothing (a 401 logs out, a 404 on a
 * read shows the not-found page, a cancelled request was wanted). A 404 on a change (an item already gone)
 * still gets a toast.
 */
export const noticeFor = (error: ApiError, { isRead }: { isRead: boolean }): ApiErrorNotice | undefined => {
  switch (error.kind) {
    case 'canceled':
      return undefined;
    case 'network':
      return { message: errorMessages.network };
    case 'timeout':
      return { message: errorMessages.timeout };
    case 'unexpected':
      return { message: errorMessages.unexpected };
    case 'http':
      if (error.status === 401 || (error.status === 404 && isRead)) return undefined;
      if (error.status === 422) {
        // The fields' own messages say what is wrong; a bare 'Validation failed' says nothing.
        const fieldMessages = Object.values(error.fieldErrors);
        return { text: fieldMessages.length > 0 ? fieldMessages.join(' ') : error.serverMessage, message: errorMessages.validation };
      }
      return { text: error.serverMessage, message: errorMessages.requestFailed };
  }
};
