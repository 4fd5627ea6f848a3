import { Link as FluentLink } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { useIntl, defineMessage } from 'react-intl';
import { Link, Redirect, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { resendOtp, resetPassword } from '../../api/generated/endpoints/session/session';
import { toastBus } from '../../components/toast/toast-bus';
import { applyServerErrors, FormShell, SubmitButton, TextField } from '../../components/form/form-kit';
import { AuthCard, useAuthFormStyles } from './auth-card';
import { resetPasswordSchema } from '../../components/form/user-schemas';
import { ResendCountdown } from './resend-countdown';
import { resetActions, resetStore } from './reset-store';

/**
 * /{locale}/reset-password (guests only): the one-time code from the e-mail, a resend countdown and the
 * new password. Without an e-mail captured by forget-password it goes back there.
 */
export default function ResetPasswordPage() {
  const { email } = useSnapshot(resetStore);
  if (!email) return <Redirect to="/forget-password" replace />;
  return <ResetPasswordForm email={email} />;
}

function ResetPasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const [, navigate] = useLocation();
  const { resendAt } = useSnapshot(resetStore);
  const [resending, setResending] = useState(false);
  const schema = resetPasswordSchema(intl);
  const form = useForm({
    defaultValues: { code: '', password: '', password_confirmation: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await resetPassword({ email, code: value.code.trim(), password: value.password, password_confirmation: value.password_confirmation });
        resetActions.finished();
        toastBus.show({ intent: 'success', message: defineMessage({ id: 'auth.reset.done', defaultMessage: 'Your password was changed. Log in with the new one.' }) });
        navigate('/login');
      } catch (error) {
        applyServerErrors(formApi, error);
      }
    },
  });

  const resend = async () => {
    setResending(true);
    try {
      const { data } = await resendOtp({ email });
      resetActions.captured(data.email, data.resend_after);
      toastBus.show({ intent: 'success', message: defineMessage({ id: 'auth.reset.resent', defaultMessage: 'A new code is on its way' }) });
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setResending(false);
    }
  };

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
      <FormShell form={form} className={styles.form}>
        <form.Field name="code">
          {(field) => (
            <TextField
              field={field}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={6}
              required
              label={intl.formatMessage({ id: 'auth.reset.code', defaultMessage: 'One-time code' })}
            />
          )}
        </form.Field>
        <ResendCountdown resendAt={resendAt} busy={resending} onResend={() => void resend()} />
        <form.Field name="password">
          {(field) => <TextField field={field} type="password" autoComplete="new-password" required label={intl.formatMessage({ id: 'auth.newPassword', defaultMessage: 'New password' })} />}
        </form.Field>
        <form.Field name="password_confirmation">
          {(field) => (
            <TextField field={field} type="password" autoComplete="new-password" required label={intl.formatMessage({ id: 'auth.newPasswordConfirmation', defaultMessage: 'Confirm new password' })} />
          )}
        </form.Field>
        <SubmitButton form={form} className={styles.submit} size="large">
          {intl.formatMessage({ id: 'auth.reset.submit', defaultMessage: 'Reset password' })}
        </SubmitButton>
      </FormShell>
    </AuthCard>
  );
}
