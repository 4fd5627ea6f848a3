import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import type { AnyFieldApi } from '@tanstack/react-form';
import { useIntl } from 'react-intl';
import { clearServerError, fieldError, TextField } from './form-kit';

/**
 * The fields that say who someone is, the same wherever a form asks for them (register, profile, contact):
 * one label, input type, autofill hint and direction each. A form may name a field its own way (`label`).
 */
interface UserFieldProps {
  field: AnyFieldApi;
  label?: string;
}

export function NameField({ field, label }: UserFieldProps) {
  const intl = useIntl();
  return <TextField field={field} required autoComplete="name" label={label ?? intl.formatMessage({ id: 'auth.name', defaultMessage: 'Full name' })} />;
}

export function EmailField({ field, label }: UserFieldProps) {
  const intl = useIntl();
  return <TextField field={field} required type="email" autoComplete="email" label={label ?? intl.formatMessage({ id: 'auth.email', defaultMessage: 'E-mail' })} />;
}

/** Digits read left to right in Arabic too. */
export function PhoneField({ field, label }: UserFieldProps) {
  const intl = useIntl();
  return <TextField field={field} required type="tel" dir="ltr" autoComplete="tel" label={label ?? intl.formatMessage({ id: 'auth.phone', defaultMessage: 'Phone number' })} />;
}

/** Male or female, side by side; `optional` at sign-up (the spec does not ask for it). */
export function GenderField({ field, optional = false }: Pick<UserFieldProps, 'field'> & { optional?: boolean }) {
  const intl = useIntl();
  const error = fieldError(field);
  const label = optional
    ? intl.formatMessage({ id: 'auth.genderOptional', defaultMessage: 'Gender (optional)' })
    : intl.formatMessage({ id: 'auth.gender', defaultMessage: 'Gender' });
  return (
    <Field label={label} required={!optional} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <RadioGroup
        layout="horizontal"
        name={field.name}
        value={field.state.value}
        onChange={(_, data) => {
          clearServerError(field);
          field.handleChange(data.value === 'female' ? 'female' : 'male');
        }}
      >
        <Radio value="male" label={intl.formatMessage({ id: 'auth.gender.male', defaultMessage: 'Male' })} />
        <Radio value="female" label={intl.formatMessage({ id: 'auth.gender.female', defaultMessage: 'Female' })} />
      </RadioGroup>
    </Field>
  );
}
