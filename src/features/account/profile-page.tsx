import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useIntl, defineMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { updateProfile } from '../../api/generated/endpoints/profile/profile';
import type { User } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { profileSchema, userFields } from '../../components/form/user-schemas';
import { sessionActions, sessionStore } from '../../session/session-store';
import { applyServerErrors, FormShell, SubmitButton } from '../../components/form/form-kit';
import { EmailField, GenderField, NameField, PhoneField } from '../../components/form/user-fields';
import { ProfileLayout } from './profile-layout';
import { autoGrid, contentWidth, gridTrack } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  stats: { display: 'grid', gridTemplateColumns: autoGrid(gridTrack.stat, 'fit'), gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalXL },
  stat: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXXS },
  statValue: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  card: { padding: tokens.spacingHorizontalXL, maxWidth: contentWidth.profileCard },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  submit: { justifySelf: 'start' },
});

/** /{locale}/profile: the customer's details with their totals, editable in place. */
export default function ProfilePage() {
  const intl = useIntl();
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  return (
    <ProfileLayout title={intl.formatMessage({ id: 'account.profile.title', defaultMessage: 'My profile' })}>
      {user && (
        <>
          <div className={styles.stats}>
            {[
              { key: 'orders', value: user.totals.orders, label: intl.formatMessage({ id: 'account.profile.orders', defaultMessage: 'Orders' }) },
              { key: 'purchased', value: user.totals.purchased, label: intl.formatMessage({ id: 'account.profile.purchased', defaultMessage: 'Products purchased' }) },
              { key: 'wishlist', value: user.totals.wishlistItems, label: intl.formatMessage({ id: 'account.profile.wishlist', defaultMessage: 'In wishlist' }) },
              { key: 'compare', value: user.totals.compareItems, label: intl.formatMessage({ id: 'account.profile.compare', defaultMessage: 'In compare list' }) },
            ].map((stat) => (
              <Card key={stat.key} className={styles.stat}>
                <Text className={styles.statValue}>{intl.formatNumber(stat.value)}</Text>
                <Text>{stat.label}</Text>
              </Card>
            ))}
          </div>
          <ProfileForm user={user as User} />
        </>
      )}
    </ProfileLayout>
  );
}

export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const styles = useStyles();
  const schema = profileSchema(intl);
  const form = useForm({
    defaultValues: { name: user.name ?? '', email: user.email ?? '', phone: user.phone ?? '', gender: (user.gender ?? '') as string },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { data } = await updateProfile({
          ...userFields(schema.parse(value)),
          gender: value.gender === 'female' ? 'female' : 'male',
        });
        sessionActions.loaded({ ...data.record, role: 'customer' });
        toastBus.show({ intent: 'success', message: defineMessage({ id: 'account.profile.saved', defaultMessage: 'Your profile was updated' }) });
      } catch (error) {
        applyServerErrors(formApi, error);
      }
    },
  });
  return (
    <Card className={styles.card}>
      <FormShell form={form} className={styles.form}>
        <form.Field name="name">{(field) => <NameField field={field} />}</form.Field>
        <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
        <form.Field name="phone">{(field) => <PhoneField field={field} />}</form.Field>
        <form.Field name="gender">{(field) => <GenderField field={field} />}</form.Field>
        <SubmitButton form={form} className={styles.submit}>
          {intl.formatMessage({ id: 'account.profile.save', defaultMessage: 'Save changes' })}
        </SubmitButton>
      </FormShell>
    </Card>
  );
}
