import { Link as FluentLink } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { login } from '../../api/generated/endpoints/session/session';
import { applyServerErrors, FormShell, SubmitButton, TextField } from '../../components/form/form-kit';
import { AuthCard, useAuthFormStyles } from './auth-card';
import { loginSchema } from '../../components/form/user-schemas';
import { useSignedIn } from './use-signed-in';

/** /{locale}/login (guests only): e-mail and password; a customer lands on the safe `redirect` or home. */
export default function LoginPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const signedIn = useSignedIn();
  const schema = loginSchema(intl);
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { data } = await login({ email: value.email.trim(), password: value.password });
        signedIn(data.record);
      } catch (error) {
        applyServerErrors(formApi, error);
      }
    },
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.login.title', defaultMessage: 'Log in' })}
      intro={intl.formatMessage({ id: 'auth.login.intro', defaultMessage: 'Welcome back. Log in to see your orders, wishlist and wallet.' })}
      footer={
        <>
          <span>{intl.formatMessage({ id: 'auth.login.noAccount', defaultMessage: 'New here?' })}</span>
          <Link href="/register" asChild>
            <FluentLink>{intl.formatMessage({ id: 'auth.register.link', defaultMessage: 'Create an account' })}</FluentLink>
          </Link>
        </>
      }
    >
      <FormShell form={form} className={styles.form}>
        <form.Field name="email">
          {(field) => <TextField field={field} type="email" autoComplete="email" required label={intl.formatMessage({ id: 'auth.email', defaultMessage: 'E-mail' })} />}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField field={field} type="password" autoComplete="current-password" required label={intl.formatMessage({ id: 'auth.password', defaultMessage: 'Password' })} />
          )}
        </form.Field>
        <div className={styles.row}>
          <Link href="/forget-password" asChild>
            <FluentLink>{intl.formatMessage({ id: 'auth.forget.link', defaultMessage: 'Forgot your password?' })}</FluentLink>
          </Link>
        </div>
        <SubmitButton form={form} className={styles.submit} size="large">
          {intl.formatMessage({ id: 'auth.login.submit', defaultMessage: 'Log in' })}
        </SubmitButton>
      </FormShell>
    </AuthCard>
  );
}
