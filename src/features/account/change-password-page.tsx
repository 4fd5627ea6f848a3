import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useIntl, defineMessage } from 'react-intl';
import { changePassword } from '../../api/generated/endpoints/profile/profile';
import { toastBus } from '../../components/toast/toast-bus';
import { changePasswordSchema } from '../../components/form/user-schemas';
import { applyServerErrors, FormShell, SubmitButton, TextField } from '../../components/form/form-kit';
import { ProfileLayout } from './profile-layout';
import { contentWidth } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, maxWidth: contentWidth.narrowCard },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  submit: { justifySelf: 'start' },
});

/** /{locale}/profile/change-password: current password, new password and confirmation. */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const styles = useStyles();
  const schema = changePasswordSchema(intl);
  const form = useForm({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await changePassword(value);
        formApi.reset();
        toastBus.show({ intent: 'success', message: defineMessage({ id: 'account.password.saved', defaultMessage: 'Your password was changed' }) });
      } catch (error) {
        applyServerErrors(formApi, error);
      }
    },
  });
  return (
    <ProfileLayout title={intl.formatMessage({ id: 'account.password.title', defaultMessage: 'Change password' })}>
      <Card className={styles.card}>
        <FormShell form={form} className={styles.form}>
          <form.Field name="current_password">
            {(field) => (
              <TextField field={field} required type="password" autoComplete="current-password" label={intl.formatMessage({ id: 'account.password.current', defaultMessage: 'Current password' })} />
            )}
          </form.Field>
          <form.Field name="password">
            {(field) => <TextField field={field} required type="password" autoComplete="new-password" label={intl.formatMessage({ id: 'auth.newPassword', defaultMessage: 'New password' })} />}
          </form.Field>
          <form.Field name="password_confirmation">
            {(field) => (
              <TextField field={field} required type="password" autoComplete="new-password" label={intl.formatMessage({ id: 'auth.newPasswordConfirmation', defaultMessage: 'Confirm new password' })} />
            )}
          </form.Field>
          <SubmitButton form={form} className={styles.submit}>
            {intl.formatMessage({ id: 'account.password.save', defaultMessage: 'Change password' })}
          </SubmitButton>
        </FormShell>
      </Card>
    </ProfileLayout>
  );
}
