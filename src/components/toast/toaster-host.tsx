import {
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { TOAST_GAP_PX, TOAST_HOTKEY, TOAST_TIMEOUT_MS, TOAST_VISIBLE_MAX, TOAST_WIDTH_PX } from '../../lib/constants';
import { toastBus, type ToastNotice } from './toast-bus';
import { ButtonSpinner } from '../button-spinner/button-spinner';

const useStyles = makeStyles({
  toast: { width: `${TOAST_WIDTH_PX}px`, marginBlockEnd: `${TOAST_GAP_PX}px`, boxShadow: tokens.shadow16 },
});

const promiseMessages = defineMessages({
  loading: { id: 'toast.promise.loading', defaultMessage: 'Please Wait...' },
  success: { id: 'toast.promise.success', defaultMessage: 'Done' },
  error: { id: 'toast.promise.error', defaultMessage: 'Something went wrong' },
});

const isFocusHotkey = (event: KeyboardEvent) =>
  event.altKey === TOAST_HOTKEY.altKey && event.key.toLowerCase() === TOAST_HOTKEY.key;

/**
 * The app's toaster (spec section 9): top-end (right, or left in Arabic), 4 s, 3 visible, pauses on
 * hover and when the tab is hidden, Alt+T focuses it. It serves the toast bus, promise helper included.
 * A lazy chunk: see app-toaster.tsx.
 */
export default function ToasterHost() {
  const toasterId = useId('app-toaster');
  const { dispatchToast, updateToast } = useToastController(toasterId);
  const intl = useIntl();
  const styles = useStyles();

  const textOf = useCallback(
    (notice: Pick<ToastNotice, 'text' | 'message' | 'values'>) =>
      notice.text ?? (notice.message ? intl.formatMessage(notice.message, notice.values) : ''),
    [intl],
  );

  const show = useCallback(
    (notice: ToastNotice) => {
      dispatchToast(
        <Toast className={styles.toast} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <ToastTitle>{textOf(notice)}</ToastTitle>
        </Toast>,
        { intent: notice.intent },
      );
    },
    [dispatchToast, styles.toast, textOf],
  );

  const promise = useCallback(
    async <T,>(work: Promise<T>): Promise<T> => {
      const toastId = `promise-${Math.random().toString(36).slice(2)}`;
      dispatchToast(
        <Toast className={styles.toast}>
          <ToastTitle media={<ButtonSpinner />}>{intl.formatMessage(promiseMessages.loading)}</ToastTitle>
        </Toast>,
        { toastId, timeout: -1, intent: 'info' },
      );
      const settle = (intent: 'success' | 'error', text: string) =>
        updateToast({
          toastId,
          intent,
          timeout: TOAST_TIMEOUT_MS,
          content: (
            <Toast className={styles.toast}>
              <ToastTitle>{text}</ToastTitle>
            </Toast>
          ),
        });
      try {
        const result = await work;
        settle('success', intl.formatMessage(promiseMessages.success));
        return result;
      } catch (error) {
        settle('error', intl.formatMessage(promiseMessages.error));
        throw error;
      }
    },
    [dispatchToast, updateToast, intl, styles.toast],
  );

  useEffect(() => toastBus.subscribe(show, promise), [show, promise]);

  return (
      <Toaster
        toasterId={toasterId}
        position="top-end"
        timeout={TOAST_TIMEOUT_MS}
        limit={TOAST_VISIBLE_MAX}
        pauseOnHover
        pauseOnWindowBlur
        shortcuts={{ focus: isFocusHotkey }}
      />
  );
}
