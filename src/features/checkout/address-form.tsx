import { Button, Checkbox, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { z } from 'zod';
import { useListCities, useListGovernments } from '../../api/generated/endpoints/addresses/addresses';
import type { AddressInput } from '../../api/generated/model';
import { isApiError } from '../../api/http/api-error';
import { NAME_MIN } from '../../lib/constants';
import { fieldErrorText } from '../cart/field-error';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: '1fr', '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
  wide: { '@media (min-width: 640px)': { gridColumn: '1 / -1' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const messages = defineMessages({
  title: { id: 'address.title', defaultMessage: 'Address name (e.g. Home)' },
  firstName: { id: 'address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'address.lastName', defaultMessage: 'Last name' },
  address: { id: 'address.address', defaultMessage: 'Detailed address (street, building, floor)' },
  phone: { id: 'address.phone', defaultMessage: 'Phone number' },
  email: { id: 'address.email', defaultMessage: 'E-mail (optional)' },
  government: { id: 'address.government', defaultMessage: 'Governorate' },
  city: { id: 'address.city', defaultMessage: 'City' },
  choose: { id: 'address.choose', defaultMessage: 'Choose…' },
  isDefault: { id: 'address.isDefault', defaultMessage: 'Make this my default address' },
  required: { id: 'form.required', defaultMessage: 'This field is required' },
  phoneInvalid: { id: 'form.phoneInvalid', defaultMessage: 'Enter a valid phone number (10 to 15 digits)' },
  emailInvalid: { id: 'form.emailInvalid', defaultMessage: 'Enter a valid e-mail address' },
  governmentRequired: { id: 'address.governmentRequired', defaultMessage: 'Select a governorate' },
  cityRequired: { id: 'address.cityRequired', defaultMessage: 'Select a city' },
  governmentsFailed: { id: 'address.governmentsFailed', defaultMessage: 'Failed to fetch governments and cities' },
});

export const PHONE_PATTERN = /^\+?[0-9]{10,15}$/;

type Values = { title: string; first_name: string; last_name: string; address: string; phone: string; email: string; government_id: string; city_id: string; is_default: boolean };
const FIELDS = ['title', 'first_name', 'last_name', 'address', 'phone', 'email', 'government_id', 'city_id'] as const;

export interface AddressFormProps {
  /** Saves the address; rejects with an ApiError whose fieldErrors land on the fields. */
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
  /** Offer 'make default' (customers' address book). */
  allowDefault?: boolean;
}

/**
 * The address form of spec section 5: title, first and last name, detailed address and phone required, a
 * governorate and a city selected (cities load for the chosen governorate). Built here for checkout; issue 5
 * may share it with the profile address book.
 */
export function AddressForm({ onSubmit, onCancel, submitLabel, allowDefault = false }: AddressFormProps) {
  const styles = useStyles();
  const intl = useIntl();
  const governments = useListGovernments({ query: { staleTime: Infinity, select: (body) => body.data.records } });
  const schema = useMemo(() => {
    const required = intl.formatMessage(messages.required);
    const name = z.string().trim().min(1, required).min(NAME_MIN, intl.formatMessage({ id: 'form.nameMin', defaultMessage: 'At least {min} characters' }, { min: NAME_MIN }));
    return z.object({
      title: z.string().trim().min(1, required),
      first_name: name,
      last_name: name,
      address: z.string().trim().min(1, required),
      phone: z.string().trim().min(1, required).regex(PHONE_PATTERN, intl.formatMessage(messages.phoneInvalid)),
      email: z.union([z.literal(''), z.email(intl.formatMessage(messages.emailInvalid))]),
      government_id: z.string().min(1, intl.formatMessage(messages.governmentRequired)),
      city_id: z.string().min(1, intl.formatMessage(messages.cityRequired)),
      is_default: z.boolean(),
    });
  }, [intl]);
  const form = useForm({
    defaultValues: { title: '', first_name: '', last_name: '', address: '', phone: '', email: '', government_id: '', city_id: '', is_default: false } as Values,
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit({
          title: value.title.trim(),
          first_name: value.first_name.trim(),
          last_name: value.last_name.trim(),
          address: value.address.trim(),
          phone: value.phone.trim(),
          ...(value.email ? { email: value.email.trim() } : {}),
          government_id: Number(value.government_id),
          city_id: Number(value.city_id),
          ...(allowDefault ? { is_default: value.is_default } : {}),
        });
      } catch (error) {
        if (!isApiError(error)) throw error;
        for (const field of FIELDS) {
          const message = error.fieldErrors[field];
          if (message) formApi.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }));
        }
      }
    },
  });

  const text = (name: (typeof FIELDS)[number], label: string, options: { wide?: boolean; type?: 'text' | 'tel' | 'email'; autoComplete?: string } = {}) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldErrorText(field.state.meta.errors);
        return (
          <Field
            className={options.wide ? styles.wide : undefined}
            label={label}
            required={name !== 'email'}
            validationState={error ? 'error' : 'none'}
            validationMessage={error}
          >
            <Input
              name={name}
              type={options.type ?? 'text'}
              autoComplete={options.autoComplete}
              value={field.state.value as string}
              onBlur={field.handleBlur}
              onChange={(_, data) => field.handleChange(data.value)}
            />
          </Field>
        );
      }}
    </form.Field>
  );

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      {text('title', intl.formatMessage(messages.title), { wide: true })}
      {text('first_name', intl.formatMessage(messages.firstName), { autoComplete: 'given-name' })}
      {text('last_name', intl.formatMessage(messages.lastName), { autoComplete: 'family-name' })}
      {text('address', intl.formatMessage(messages.address), { wide: true, autoComplete: 'street-address' })}
      {text('phone', intl.formatMessage(messages.phone), { type: 'tel', autoComplete: 'tel' })}
      {text('email', intl.formatMessage(messages.email), { type: 'email', autoComplete: 'email' })}
      <form.Field
        name="government_id"
        listeners={{ onChange: () => form.setFieldValue('city_id', '') }}
      >
        {(field) => {
          const error = fieldErrorText(field.state.meta.errors) ?? (governments.isError ? intl.formatMessage(messages.governmentsFailed) : undefined);
          return (
            <Field label={intl.formatMessage(messages.government)} required validationState={error ? 'error' : 'none'} validationMessage={error}>
              <Select name="government_id" value={field.state.value} onBlur={field.handleBlur} onChange={(_, data) => field.handleChange(data.value)}>
                <option value="">{intl.formatMessage(messages.choose)}</option>
                {governments.data?.map((government) => (
                  <option key={government.id} value={String(government.id)}>
                    {government.title}
                  </option>
                ))}
              </Select>
            </Field>
          );
        }}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.government_id}>
        {(governmentId) => (
          <form.Field name="city_id">
            {(field) => <CitySelect governmentId={Number(governmentId) || 0} value={field.state.value} error={fieldErrorText(field.state.meta.errors)} onBlur={field.handleBlur} onChange={field.handleChange} />}
          </form.Field>
        )}
      </form.Subscribe>
      {allowDefault && (
        <form.Field name="is_default">
          {(field) => (
            <Checkbox
              className={styles.wide}
              checked={field.state.value}
              onChange={(_, data) => field.handleChange(data.checked === true)}
              label={intl.formatMessage(messages.isDefault)}
            />
          )}
        </form.Field>
      )}
      <div className={`${styles.actions} ${styles.wide}`}>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}
          </Button>
        )}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" appearance="primary" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  );
}

function CitySelect({ governmentId, value, error, onBlur, onChange }: { governmentId: number; value: string; error?: string; onBlur: () => void; onChange: (value: string) => void }) {
  const intl = useIntl();
  const cities = useListCities({ government_id: governmentId }, { query: { enabled: governmentId > 0, staleTime: Infinity, select: (body) => body.data.records } });
  return (
    <Field label={intl.formatMessage(messages.city)} required validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Select name="city_id" value={value} disabled={governmentId === 0} onBlur={onBlur} onChange={(_, data) => onChange(data.value)}>
        <option value="">{intl.formatMessage(messages.choose)}</option>
        {cities.data?.map((city) => (
          <option key={city.id} value={String(city.id)}>
            {city.title}
          </option>
        ))}
      </Select>
    </Field>
  );
}
