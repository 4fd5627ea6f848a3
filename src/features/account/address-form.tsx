import { Button, Checkbox, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Address, AddressInput, City } from '../../api/generated/model';
import { addressSchema, type AddressValues } from './address-schema';
import { RetryNotice } from '../../components/error-screen/retry-notice';
import { applyServerErrors, clearServerError, fieldError, FormShell, revealFirstInvalid, SubmitButton, TextField } from '../../components/form/form-kit';
import { useValidateAddress } from '../../api/generated/endpoints/addresses/addresses';
import { refetchIfEmpty, useCities, useGovernments } from './use-locations';
import { media } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalM, [media.mobileDown]: { gridTemplateColumns: '1fr' } },
  wide: { gridColumn: '1 / -1' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

export interface AddressFormProps {
  /** The address being edited; empty for a new one. */
  address?: Address | null;
  submitLabel: string;
  /** Saves the address; a rejected ApiError 422 lands on the fields. */
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Offer 'use as my default address' and send is_default (a customer's address book); off for guests at checkout. */
  allowDefault?: boolean;
  /** The form's accessible name (checkout names it after its submit button). */
  label?: string;
  /** Offer the optional e-mail field (off at guest checkout, where the contact card asks for it). */
  askEmail?: boolean;
  /** Values to start from instead of the address's (checkout's draft, kept across a reload or a login detour). */
  draft?: Partial<AddressValues> | null;
  /** Every change of the values (checkout keeps them as a draft). */
  onValuesChange?: (values: AddressValues) => void;
  /** A submit was refused by validation: the errors are on the fields; the caller may bring them into view. */
  onInvalid?: () => void;
}

const toValues = (address?: Address | null): AddressValues => ({
  title: address?.title ?? '',
  first_name: address?.first_name ?? '',
  last_name: address?.last_name ?? '',
  address: address?.address ?? '',
  phone: address?.phone ?? '',
  email: address?.email ?? '',
  government_id: address?.government_id ?? 0,
  city_id: address?.city_id ?? 0,
  is_default: address?.is_default ?? false,
});

/**
 * The one address form (spec section 5), used by the profile address book (POST/PATCH /addresses) and by
 * checkout (POST /cart/address): it asks POST /addresses/validate first, then the caller's onSubmit decides
 * where it is saved. Governments and cities
 * come from session storage or the API; choosing a government loads its cities and clears the city.
 */
export function AddressForm({ address, submitLabel, onSubmit, onCancel, allowDefault = true, label, askEmail = true, draft, onValuesChange, onInvalid }: AddressFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const schema = addressSchema(intl);
  const governments = useGovernments();
  const validate = useValidateAddress();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    defaultValues: draft ? { ...toValues(address), ...draft } : toValues(address),
    validators: { onChange: schema, onSubmit: schema },
    listeners: { onChange: ({ formApi }) => onValuesChange?.(formApi.state.values) },
    onSubmitInvalid: () => onInvalid?.(),
    onSubmit: async ({ value, formApi }) => {
      // As the schema checked it: trimmed, without bidirectional controls (the form keeps what was typed).
      const { email, is_default, ...fields } = schema.parse(value);
      const input: AddressInput = { ...fields, email: email || null, ...(allowDefault ? { is_default } : {}) };
      // The server's own rules first (POST /addresses/validate): a refused address is never saved, and what it
      // says lands on the fields, the first one brought into view and focused, with everything typed kept.
      try {
        await validate.mutateAsync({ data: input });
      } catch (error) {
        if (applyServerErrors(formApi, error)) revealFirstInvalid(formRef.current);
        return;
      }
      try {
        await onSubmit(input);
      } catch (error) {
        if (applyServerErrors(formApi, error)) revealFirstInvalid(formRef.current);
      }
    },
  });
  return (
    <FormShell form={form} className={styles.form} aria-label={label} ref={formRef}>
      {governments.isError && (
        <RetryNotice
          className={styles.wide}
          message={intl.formatMessage({ id: 'address.locationsFailed', defaultMessage: 'Failed to fetch governorates and cities' })}
          onRetry={governments.refetch}
        />
      )}
      <form.Field name="title">
        {(field) => (
          <TextField field={field} required className={styles.wide} label={intl.formatMessage({ id: 'address.form.title', defaultMessage: 'Address title' })} placeholder={intl.formatMessage({ id: 'address.titlePlaceholder', defaultMessage: 'Home, work…' })} />
        )}
      </form.Field>
      <form.Field name="first_name">{(field) => <TextField field={field} required autoComplete="given-name" label={intl.formatMessage({ id: 'address.firstName', defaultMessage: 'First name' })} />}</form.Field>
      <form.Field name="last_name">{(field) => <TextField field={field} required autoComplete="family-name" label={intl.formatMessage({ id: 'address.lastName', defaultMessage: 'Last name' })} />}</form.Field>
      <form.Field name="government_id">
        {(field) => {
          const error = fieldError(field);
          return (
            <Field label={intl.formatMessage({ id: 'address.form.government', defaultMessage: 'Governorate' })} required validationMessage={error} validationState={error ? 'error' : 'none'}>
              <Select
                value={String(field.state.value || '')}
                disabled={!governments.data}
                onFocus={refetchIfEmpty(governments)}
                onPointerDown={refetchIfEmpty(governments)}
                onBlur={field.handleBlur}
                onChange={(_, data) => {
                  clearServerError(field);
                  field.handleChange(Number(data.value) || 0);
                  form.setFieldValue('city_id', 0);
                }}
              >
                <option value="">{intl.formatMessage({ id: 'address.chooseGovernment', defaultMessage: 'Choose a governorate' })}</option>
                {(governments.data ?? knownOption(address?.government, field.state.value)).map((government) => (
                  <option key={government.id} value={government.id}>
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
            {(field) => <CitySelect field={field} governmentId={governmentId} known={address?.city} label={intl.formatMessage({ id: 'address.city', defaultMessage: 'City' })} />}
          </form.Field>
        )}
      </form.Subscribe>
      <form.Field name="address">
        {(field) => <TextField field={field} required className={styles.wide} autoComplete="street-address" label={intl.formatMessage({ id: 'address.detail', defaultMessage: 'Detailed address (street, building, floor)' })} />}
      </form.Field>
      <form.Field name="phone">{(field) => <TextField field={field} required type="tel" dir="ltr" autoComplete="tel" label={intl.formatMessage({ id: 'auth.phone', defaultMessage: 'Phone number' })} />}</form.Field>
      {askEmail && (
        <form.Field name="email">{(field) => <TextField field={field} type="email" autoComplete="email" label={intl.formatMessage({ id: 'address.email', defaultMessage: 'E-mail (optional)' })} />}</form.Field>
      )}
      {allowDefault && (
        <form.Field name="is_default">
          {(field) => (
            <Checkbox
              className={styles.wide}
              checked={field.state.value}
              onChange={(_, data) => field.handleChange(data.checked === true)}
              label={intl.formatMessage({ id: 'address.makeDefault', defaultMessage: 'Use as my default address' })}
            />
          )}
        </form.Field>
      )}
      <div className={styles.actions}>
        {onCancel && <Button onClick={onCancel}>{intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}</Button>}
        <SubmitButton form={form}>
          {submitLabel}
        </SubmitButton>
      </div>
    </FormShell>
  );
}

/**
 * While a list loads, the saved choice is its only option: an address being edited shows its governorate and
 * city at once (disabled until the list arrives), whichever of the two requests answers first.
 */
function knownOption<T extends { id: number; title: string }>(known: T | null | undefined, value: unknown): T[] {
  return known && known.id === value ? [known] : [];
}

function CitySelect({ field, governmentId, known, label }: { field: Parameters<typeof fieldError>[0]; governmentId: number; known?: City | null; label: string }) {
  const intl = useIntl();
  const cities = useCities(governmentId || undefined);
  const error = fieldError(field);
  return (
    <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select
        value={String(field.state.value || '')}
        disabled={!governmentId || !cities.data}
        onFocus={refetchIfEmpty(cities)}
        onPointerDown={refetchIfEmpty(cities)}
        onBlur={field.handleBlur}
        onChange={(_, data) => {
          clearServerError(field);
          field.handleChange(Number(data.value) || 0);
        }}
      >
        <option value="">{intl.formatMessage({ id: 'address.chooseCity', defaultMessage: 'Choose a city' })}</option>
        {(cities.data ?? knownOption(known, field.state.value)).map((city) => (
          <option key={city.id} value={city.id}>
            {city.title}
          </option>
        ))}
      </Select>
    </Field>
  );
}
