import { Button, Link as FluentLink, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled } from '@fluentui/react-icons/svg/checkmark-circle';
import { useForm } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { useIntl, defineMessage } from 'react-intl';
import { Link, Redirect, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { resendOtp, resetPassword, verifyOtp } from '../../api/generated/endpoints/session/session';
import { toastBus } from '../../components/toast/toast-bus';
import { applyServerErrors, FormShell, revealFirstInvalid, SubmitButton, TextField } from '../../components/form/form-kit';
import { AuthCard, useAuthFormStyles } from './auth-card';
import { newPasswordSchema, otpCodeSchema } from '../../components/form/user-schemas';
import { ResendCountdown } from './resend-countdown';
import { resetActions, resetStore } from './reset-store';
import { isApiError } from '../../api/http/api-error';
import { noticeFor } from '../../api/http/error-notice';
import type { AnyFormApi } from '@tanstack/react-form';
import type { IntlShape } from 'react-intl';

const useStyles = makeStyles({
  verified: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorPaletteGreenForeground1,
  },
  verifiedText: { flexGrow: 1 },
});

const tooManyTries = defineMessage({ id: 'auth.reset.tooManyTries', defaultMessage: 'Too many wrong codes. Request a new code and try again.' });

/**
 * A failed check or reset (its calls are `silent`): a wrong or expired code (422) and too many wrong codes for the
 * e-mail (429, until a new code is sent) are said under the code field, in the page's words for the latter; any
 * other failure as the HTTP layer would toast it. True when the code field shows it.
 */
function showCodeFailure(codeForm: AnyFormApi, error: unknown, intl: IntlShape): boolean {
  if (isApiError(error) && error.status === 429) {
    const message = intl.formatMessage(tooManyTries);
    codeForm.setFieldMeta('code', (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: message } }));
    return true;
  }
  const shown = applyServerErrors(codeForm, error);
  toastUnlessShown(error);
  return shown;
}

/** What no field shows is toasted, as the HTTP layer does for calls that are not `silent`. */
function toastUnlessShown(error: unknown) {
  const notice = isApiError(error) && !error.shownOnForm ? noticeFor(error, { isRead: false }) : undefined;
  if (notice) toastBus.show({ intent: 'error', ...notice });
}

/**
 * /{locale}/reset-password (guests only), in two steps: the one-time code from the e-mail (with the resend
 * countdown) is checked with POST /otp/verify; only then is the new password asked for and sent with the
 * code to POST /reset-password. Without an e-mail captured by forget-password it goes back there.
 */
export default function ResetPasswordPage() {
  const { email } = useSnapshot(resetStore);
  if (!email) return <Redirect to="/forget-password" replace />;
  return <ResetPasswordForm email={email} />;
}

function ResetPasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const own = useStyles();
  const [, navigate] = useLocation();
  const { resendAt } = useSnapshot(resetStore);
  const [resending, setResending] = useState(false);
  /** The code the server accepted: the password step shows while it is set. */
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  const codeStep = useRef<HTMLFormElement>(null);
  const passwordStep = useRef<HTMLFormElement>(null);

  const codeSchema = otpCodeSchema(intl);
  const codeForm = useForm({
    defaultValues: { code: '' },
    validators: { onChange: codeSchema, onSubmit: codeSchema },
    onSubmit: async ({ value, formApi }) => {
      const code = value.code.trim();
      try {
        await verifyOtp({ email, code }, { silent: true });
        setVerifiedCode(code);
      } catch (error) {
        // A wrong or expired code, or too many: the message under the field, what was typed kept, the field focused again.
        if (showCodeFailure(formApi, error, intl)) revealFirstInvalid(codeStep.current);
      }
    },
    onSubmitInvalid: () => revealFirstInvalid(codeStep.current),
  });

  const passwordSchema = newPasswordSchema(intl);
  const passwordForm = useForm({
    defaultValues: { password: '', password_confirmation: '' },
    validators: { onChange: passwordSchema, onSubmit: passwordSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!verifiedCode) return;
      try {
        await resetPassword({ email, code: verifiedCode, password: value.password, password_confirmation: value.password_confirmation }, { silent: true });
        resetActions.finished();
        toastBus.show({ intent: 'success', message: defineMessage({ id: 'auth.reset.done', defaultMessage: 'Your password was changed. Log in with the new one.' }) });
        navigate('/login');
      } catch (error) {
        // The code ran out between the two steps (or was tried too often): back to the code, with the message on it.
        if (isApiError(error) && (error.fieldErrors.code || error.status === 429)) {
          setVerifiedCode(null);
          showCodeFailure(codeForm, error, intl);
          revealFirstInvalid(codeStep.current);
        } else {
          applyServerErrors(formApi, error);
          toastUnlessShown(error);
        }
      }
    },
  });

  // Once the code is accepted the shopper types the new password next.
  useEffect(() => {
    if (verifiedCode) passwordStep.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [verifiedCode]);

  const changeCode = () => {
    setVerifiedCode(null);
    codeStep.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  const resend = async () => {
    setResending(true);
    try {
      const { data } = await resendOtp({ email });
      resetActions.captured(data.email, data.resend_after);
      // A new code replaces the old one: the shopper types it and checks it again.
      setVerifiedCode(null);
      codeForm.reset();
      toastBus.show({ intent: 'success', message: defineMessage({ id: 'auth.reset.resent', defaultMessage: 'A new code is on its way' }) });
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setResending(false);
    }
  };

  const codeLabel = intl.formatMessage({ id: 'auth.reset.code', defaultMessage: 'One-time code' });

  return (
    <AuthCard
      breadcrumbs={[
        { label: intl.formatMessage({ id: 'auth.login.title', defaultMessage: 'Log in' }), href: '/login' },
        { label: intl.formatMessage({ id: 'auth.forget.title', defaultMessage: 'Forgot your password?' }), href: '/forget-password' },
      ]}
      title={intl.formatMessage({ id: 'auth.reset.title', defaultMessage: 'Reset your password' })}
      intro={intl.formatMessage({ id: 'auth.reset.intro', defaultMessage: 'We sent a 6-digit code to {email}.' }, { email })}
      footer={
        <Link href="/forget-password" asChild>
          <FluentLink>{intl.formatMessage({ id: 'auth.reset.changeEmail', defaultMessage: 'Use another e-mail' })}</FluentLink>
        </Link>
      }
    >
      <FormShell form={codeForm} className={styles.form} ref={codeStep}>
        <codeForm.Field name="code">
          {(field) => (
            <TextField
              field={field}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={6}
              required
              readOnly={verifiedCode !== null}
              label={codeLabel}
            />
          )}
        </codeForm.Field>
        {verifiedCode ? (
          <div className={own.verified} role="status">
            <CheckmarkCircle20Filled aria-hidden />
            <Text className={own.verifiedText} weight="semibold">
              {intl.formatMessage({ id: 'auth.reset.codeVerified', defaultMessage: 'Code verified. Choose your new password.' })}
            </Text>
            <Button appearance="secondary" size="small" onClick={changeCode}>
              {intl.formatMessage({ id: 'auth.reset.changeCode', defaultMessage: 'Change code' })}
            </Button>
          </div>
        ) : (
          <>
            <ResendCountdown resendAt={resendAt} busy={resending} onResend={() => void resend()} />
            <SubmitButton form={codeForm} className={styles.submit} size="large">
              {intl.formatMessage({ id: 'auth.reset.verify', defaultMessage: 'Verify code' })}
            </SubmitButton>
          </>
        )}
      </FormShell>
      {verifiedCode && (
        <FormShell form={passwordForm} className={styles.form} ref={passwordStep}>
          <passwordForm.Field name="password">
            {(field) => <TextField field={field} type="password" autoComplete="new-password" required label={intl.formatMessage({ id: 'auth.newPassword', defaultMessage: 'New password' })} />}
          </passwordForm.Field>
          <passwordForm.Field name="password_confirmation">
            {(field) => (
              <TextField field={field} type="password" autoComplete="new-password" required label={intl.formatMessage({ id: 'auth.newPasswordConfirmation', defaultMessage: 'Confirm new password' })} />
            )}
          </passwordForm.Field>
          <SubmitButton form={passwordForm} className={styles.submit} size="large">
            {intl.formatMessage({ id: 'auth.reset.submit', defaultMessage: 'Reset password' })}
          </SubmitButton>
        </FormShell>
      )}
    </AuthCard>
  );
}
