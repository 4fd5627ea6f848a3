import { Link as FluentLink } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { forgetPassword } from '../../api/generated/endpoints/session/session';
import { applyServerErrors, FormShell, SubmitButton, TextField } from '../../components/form/form-kit';
import { AuthCard, useAuthFormStyles } from './auth-card';
import { forgetPasswordSchema } from '../../components/form/user-schemas';
import { resetActions, resetStore } from './reset-store';

/** /{locale}/forget-password (guests only): sends a one-time code and captures the e-mail for the reset step. */
export default function ForgetPasswordPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const [, navigate] = useLocation();
  const schema = forgetPasswordSchema(intl);
  const form = useForm({
    defaultValues: { email: resetStore.email ?? '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { data } = await forgetPassword({ email: value.email.trim() });
        resetActions.captured(data.email, data.resend_after);
        navigate('/reset-password');
      } catch (error) {
        applyServerErrors(formApi, error);
      }
    },
  });

  return (
    <AuthCard
      breadcrumbs={[{ label: intl.formatMessage({ id: 'auth.login.title', defaultMessage: 'Log in' }), href: '/login' }]}
      title={intl.formatMessage({ id: 'auth.forget.title', defaultMessage: 'Forgot your password?' })}
      intro={intl.formatMessage({ id: 'auth.forget.intro', defaultMessage: 'Enter your e-mail and we will send you a one-time code to reset your password.' })}
      footer={
        <Link href="/login" asChild>
          <FluentLink>{intl.formatMessage({ id: 'auth.backToLogin', defaultMessage: 'Back to log in' })}</FluentLink>
        </Link>
      }
    >
      <FormShell form={form} className={styles.form}>
        <form.Field name="email">
          {(field) => <TextField field={field} type="email" autoComplete="email" required label={intl.formatMessage({ id: 'auth.email', defaultMessage: 'E-mail' })} />}
        </form.Field>
        <SubmitButton form={form} className={styles.submit} size="large">
          {intl.formatMessage({ id: 'auth.forget.submit', defaultMessage: 'Send code' })}
        </SubmitButton>
      </FormShell>
    </AuthCard>
  );
}
