import { Checkbox, Field, Link as FluentLink } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { register } from '../../api/generated/endpoints/session/session';
import { applyServerErrors, clearServerError, fieldError, FormShell, SubmitButton, TextField } from '../../components/form/form-kit';
import { EmailField, GenderField, NameField, PhoneField } from '../../components/form/user-fields';
import { VisuallyHidden } from '../../components/visually-hidden/visually-hidden';
import { AuthCard, useAuthFormStyles } from './auth-card';
import { registerSchema, userFields } from '../../components/form/user-schemas';
import { useSignedIn } from './use-signed-in';

/** /{locale}/register (guests only): name, e-mail, phone, password and confirmation, optional gender, terms (linked, new tab). */
export default function RegisterPage() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const signedIn = useSignedIn();
  const schema = registerSchema(intl);
  const termsHref = `/${intl.locale}/terms-and-conditions`;
  const form = useForm({
    defaultValues: { name: '', email: '', phone: '', password: '', password_confirmation: '', gender: '' as 'male' | 'female' | '', terms: false },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { data } = await register({
          ...userFields(schema.parse(value)),
          password: value.password,
          password_confirmation: value.password_confirmation,
          ...(value.gender ? { gender: value.gender } : {}),
          terms: true,
        });
        signedIn(data.record);
      } catch (error) {
        applyServerErrors(formApi, error);
      }
    },
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.register.title', defaultMessage: 'Create an account' })}
      footer={
        <>
          <span>{intl.formatMessage({ id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' })}</span>
          <Link href="/login" asChild>
            <FluentLink>{intl.formatMessage({ id: 'auth.login.link', defaultMessage: 'Log in' })}</FluentLink>
          </Link>
        </>
      }
    >
      <FormShell form={form} className={styles.form}>
        <form.Field name="name">{(field) => <NameField field={field} />}</form.Field>
        <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
        <form.Field name="phone">{(field) => <PhoneField field={field} />}</form.Field>
        <form.Field name="password">
          {(field) => <TextField field={field} type="password" autoComplete="new-password" required label={intl.formatMessage({ id: 'auth.password', defaultMessage: 'Password' })} />}
        </form.Field>
        <form.Field name="password_confirmation">
          {(field) => (
            <TextField field={field} type="password" autoComplete="new-password" required label={intl.formatMessage({ id: 'auth.passwordConfirmation', defaultMessage: 'Confirm password' })} />
          )}
        </form.Field>
        <form.Field name="gender">{(field) => <GenderField field={field} optional />}</form.Field>
        <form.Field name="terms">
          {(field) => {
            const error = fieldError(field);
            return (
              <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
                <Checkbox
                  name="terms"
                  checked={field.state.value}
                  onChange={(_, data) => {
                    clearServerError(field);
                    field.handleChange(data.checked === true);
                  }}
                  label={intl.formatMessage(
                    { id: 'auth.termsLinked', defaultMessage: 'I agree to the <link>terms and conditions</link>' },
                    {
                      // A new tab keeps what was typed here; the link does not toggle the box.
                      link: (chunks) => (
                        <FluentLink href={termsHref} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
                          {chunks}
                          <VisuallyHidden> {intl.formatMessage({ id: 'common.opensNewTab', defaultMessage: '(opens in a new tab)' })}</VisuallyHidden>
                        </FluentLink>
                      ),
                    },
                  )}
                />
              </Field>
            );
          }}
        </form.Field>
        <SubmitButton form={form} className={styles.submit} size="large">
          {intl.formatMessage({ id: 'auth.register.submit', defaultMessage: 'Create account' })}
        </SubmitButton>
      </FormShell>
    </AuthCard>
  );
}
