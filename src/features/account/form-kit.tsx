import { Field, Input, type InputProps } from '@fluentui/react-components';
import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form';
import { isApiError } from '../../api/http/api-error';

/** The message to show under a field: the first error once the field was touched (or a submit tried). */
export const fieldError = (field: AnyFieldApi): string | undefined => {
  if (!field.state.meta.isTouched) return undefined;
  const first: unknown = field.state.meta.errors.find(Boolean);
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') return first.message;
  return undefined;
};

/**
 * Submits a form after dropping the previous server errors: a 422 on one field (wrong credentials on
 * the e-mail) must not block a new attempt where only another field changed.
 */
export const submitForm = (form: AnyFormApi) => {
  for (const name of Object.keys(form.fieldInfo as Record<string, unknown>)) {
    const meta = form.getFieldMeta(name);
    if (meta?.errorMap.onServer) form.setFieldMeta(name, (previous) => ({ ...previous, errorMap: { ...previous.errorMap, onServer: undefined } }));
  }
  return form.handleSubmit();
};

/** Clears a server error from a field once the shopper edits it. */
export const clearServerError = (field: AnyFieldApi) => {
  if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
};


/**
 * Spec section 5: a 422 puts the first message of each field on that field (ApiError.fieldErrors).
 * Fields the form does not have are ignored (the HTTP layer already toasted the message).
 * Returns whether any field took an error.
 */
export const applyServerErrors = (form: AnyFormApi, error: unknown): boolean => {
  if (!isApiError(error) || error.status !== 422) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    if (!(name in (form.fieldInfo as Record<string, unknown>))) continue;
    applied = true;
    form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: message } }));
  }
  return applied;
};

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  field: AnyFieldApi;
  label: string;
  hint?: string;
}

/** A Fluent input bound to a TanStack Form field, with its validation message. */
export function TextField({ field, label, hint, required, ...input }: TextFieldProps) {
  const error = fieldError(field);
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint}>
      <Input
        {...input}
        name={field.name}
        value={String(field.state.value ?? '')}
        onBlur={field.handleBlur}
        onChange={(_, data) => {
          clearServerError(field);
          field.handleChange(data.value);
        }}
      />
    </Field>
  );
}
