import {
  Button,
  Toast,
  ToastBody,
  ToastTitle,
  ToastTrigger,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useCallback, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { TOAST_GAP_PX, TOAST_HOTKEY, TOAST_TIMEOUT_MS, TOAST_VISIBLE_MAX, TOAST_WIDTH_PX } from '../../lib/constants';
import { toastBus, type ToastDetail, type ToastNotice } from './toast-bus';
import { ButtonSpinner } from '../button-spinner/button-spinner';
import { SwipeToast } from './swipe-toast';

/** Fluent's class on the box around each toast (`toastContainerClassNames.root`, not exported by react-components). */
const TOAST_CONTAINER_CLASS = 'fui-ToastContainer';

/** Fluent's toaster sits this far from the viewport's side; the toast never gets wider than what remains. */
const TOASTER_OFFSET_PX = 16;

const useStyles = makeStyles({
  // Spec width 356 px, but on a phone no wider than the viewport minus the toaster's offsets.
  toaster: {
    width: `min(${TOAST_WIDTH_PX}px, calc(100vw - ${2 * TOASTER_OFFSET_PX}px))`,
    // Spec gap 14 px. Fluent puts 16 px above each toast's container, and a margin inside the container
    // collapses into it (the larger wins), so the gap is set on the container itself.
    [`& .${TOAST_CONTAINER_CLASS}`]: { marginTop: `${TOAST_GAP_PX}px` },
  },
  toast: { width: '100%', boxSizing: 'border-box', boxShadow: tokens.shadow16 },
  title: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  details: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'grid', rowGap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
});

const promiseMessages = defineMessages({
  loading: { id: 'toast.promise.loading', defaultMessage: 'Please Wait...' },
  dismiss: { id: 'toast.dismiss', defaultMessage: 'Dismiss' },
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
  const { dispatchToast, updateToast, dismissToast, dismissAllToasts } = useToastController(toasterId);
  const intl = useIntl();
  const styles = useStyles();

  const textOf = useCallback(
    (notice: Pick<ToastNotice, 'text' | 'message' | 'values'>) =>
      notice.text ?? (notice.message ? intl.formatMessage(notice.message, notice.values) : ''),
    [intl],
  );

  /** The lines under a title: "Email: The email has already been taken." (spec section 5), one per line. */
  const detailsOf = useCallback(
    (details: readonly ToastDetail[] | undefined) => {
      if (!details?.length) return undefined;
      const line = (detail: ToastDetail, index: number) => {
        const text = textOf(detail);
        if (detail.field === undefined) return <li key={index}>{text}</li>;
        const field = typeof detail.field === 'string' ? detail.field : intl.formatMessage(detail.field);
        return <li key={index}>{intl.formatMessage({ id: 'toast.fieldLine', defaultMessage: '{field}: {message}' }, { field, message: text })}</li>;
      };
      return <ul className={styles.details}>{details.map(line)}</ul>;
    },
    [intl, styles.details, textOf],
  );

  /** A toast's body: swipeable, with its action (if any) and a close button. */
  const frame = useCallback(
    (
      toastId: string,
      title: ReactNode,
      options: { media?: ReactElement; action?: ToastNotice['action']; role?: 'alert' | 'status'; body?: ReactNode } = {},
    ) => (
      <SwipeToast onDismiss={() => dismissToast(toastId)}>
        <Toast className={styles.toast} role={options.role}>
          <ToastTitle
            className={styles.title}
            media={options.media}
            action={
              <span className={styles.actions}>
                {options.action && (
                  <ToastTrigger>
                    <Button appearance="transparent" size="small" onClick={options.action.onClick}>
                      {intl.formatMessage(options.action.label)}
                    </Button>
                  </ToastTrigger>
                )}
                <ToastTrigger>
                  <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={intl.formatMessage(promiseMessages.dismiss)} />
                </ToastTrigger>
              </span>
            }
          >
            {title}
          </ToastTitle>
          {options.body && <ToastBody>{options.body}</ToastBody>}
        </Toast>
      </SwipeToast>
    ),
    [dismissToast, intl, styles.actions, styles.title, styles.toast],
  );

  /** The keyed toasts now mounted (see ToastNotice.key). */
  const keyed = useRef(new Set<string>());
  const show = useCallback(
    (notice: ToastNotice) => {
      const toastId = notice.key ? `keyed-${notice.key}` : `toast-${Math.random().toString(36).slice(2)}`;
      const content = frame(toastId, textOf(notice), {
        action: notice.action,
        role: notice.intent === 'error' ? 'alert' : 'status',
        body: detailsOf(notice.details),
      });
      if (notice.key && keyed.current.has(toastId)) {
        // Fluent restarts the toast's timer on an update.
        updateToast({ toastId, content, intent: notice.intent, timeout: TOAST_TIMEOUT_MS });
        return;
      }
      if (notice.key) keyed.current.add(toastId);
      dispatchToast(content, {
        toastId,
        intent: notice.intent,
        onStatusChange: notice.key
          ? (_event, { status }) => {
              if (status === 'unmounted') keyed.current.delete(toastId);
            }
          : undefined,
      });
    },
    [dispatchToast, updateToast, frame, textOf, detailsOf],
  );

  const promise = useCallback(
    async <T,>(work: Promise<T>): Promise<T> => {
      const toastId = `promise-${Math.random().toString(36).slice(2)}`;
      dispatchToast(frame(toastId, intl.formatMessage(promiseMessages.loading), { media: <ButtonSpinner /> }), { toastId, timeout: -1, intent: 'info' });
      const settle = (intent: 'success' | 'error', text: string) =>
        updateToast({
          toastId,
          intent,
          timeout: TOAST_TIMEOUT_MS,
          content: frame(toastId, text),
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
    [dispatchToast, updateToast, intl, frame],
  );

  useEffect(() => toastBus.subscribe(show, promise), [show, promise]);
  useEffect(() => toastBus.onDismissAll(dismissAllToasts), [dismissAllToasts]);

  return (
      <Toaster
        toasterId={toasterId}
        className={styles.toaster}
        offset={{ horizontal: TOASTER_OFFSET_PX, vertical: TOASTER_OFFSET_PX }}
        position="top-end"
        timeout={TOAST_TIMEOUT_MS}
        limit={TOAST_VISIBLE_MAX}
        pauseOnHover
        pauseOnWindowBlur
        shortcuts={{ focus: isFocusHotkey }}
      />
  );
}
