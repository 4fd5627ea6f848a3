import { Button, Field, Input, Textarea, type ButtonProps, type InputProps, type TextareaProps } from '@fluentui/react-components';
import { useStore, type AnyFieldApi, type AnyFormApi } from '@tanstack/react-form';
import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { defineMessages, type IntlShape } from 'react-intl';
import { isApiError } from '../../api/http/api-error';
import { ButtonSpinner } from '../button-spinner/button-spinner';

/** The first message among a field's errors (zod issues or server strings). */
export const firstErrorMessage = (errors: readonly unknown[]): string | undefined => {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  }
  return undefined;
};

/** The message to show under a field: the first error once the field was touched (or a submit tried). */
export const fieldError = (field: AnyFieldApi): string | undefined =>
  field.state.meta.isTouched ? firstErrorMessage(field.state.meta.errors) : undefined;

/**
 * Submits a form after dropping the previous server errors: a 422 on one field (wrong credentials on
 * the e-mail) must not block a new attempt where only another field changed.
 */
const submitForm = (form: AnyFormApi) => {
  for (const name of Object.keys(form.fieldInfo as Record<string, unknown>)) {
    const meta = form.getFieldMeta(name);
    if (meta?.errorMap.onServer) form.setFieldMeta(name, (previous) => ({ ...previous, errorMap: { ...previous.errorMap, onServer: undefined } }));
  }
  return form.handleSubmit();
};

export interface FormShellProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  form: AnyFormApi;
  ref?: Ref<HTMLFormElement>;
}

/**
 * The `<form>` of every kit form: the kit validates (no browser bubbles), Enter and the submit button go
 * through submitForm, and a form inside another one (an address dialog in checkout) never submits its parent.
 */
export function FormShell({ form, children, ...rest }: FormShellProps) {
  return (
    <form
      {...rest}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void submitForm(form);
      }}
    >
      {children}
    </form>
  );
}

/** Clears a server error from a field once the shopper edits it. */
export const clearServerError = (field: AnyFieldApi) => {
  if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
};

/**
 * Spec section 5: a 422 puts the first message of each field on that field (ApiError.fieldErrors).
 * Fields the form does not have are left to the HTTP layer's toast (field name plus message, decision 023).
 * Returns whether any field took an error.
 */
export const applyServerErrors = (form: AnyFormApi, error: unknown): boolean => {
  if (!isApiError(error) || error.status !== 422) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    if (!(name in (form.fieldInfo as Record<string, unknown>))) continue;
    applied = true;
    error.fieldsShownOnForm.add(name);
    form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: message } }));
  }
  // The messages are on the form, beside their fields: no toast repeats them. A field the form does not have
  // still reaches the shopper, in the toast (its name and message).
  if (applied && Object.keys(error.fieldErrors).every((name) => error.fieldsShownOnForm.has(name))) error.shownOnForm = true;
  return applied;
};

const failureMessages = defineMessages({
  requestFailed: { id: 'error.requestFailed', defaultMessage: 'Request failed' },
  unexpected: { id: 'error.unexpected', defaultMessage: 'An unexpected error occurred' },
});

/**
 * A failed submit of a one-field form (coupon, wallet amount), shown under that field: the server's message for
 * the field, else its general message, else a generic one. Such calls are `silent`, so no toast repeats it.
 */
export const showFailureOnField = (form: AnyFormApi, name: string, error: unknown, intl: IntlShape) => {
  const message = isApiError(error)
    ? (error.fieldErrors[name] ?? error.serverMessage ?? intl.formatMessage(failureMessages.requestFailed))
    : intl.formatMessage(failureMessages.unexpected);
  form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: message } }));
};

/**
 * Brings the first invalid field under `root` into view and focus, once the errors have rendered: a submit
 * refused far down a long form (checkout on a phone) must show the shopper what to fix, not seem to do nothing.
 */
export const revealFirstInvalid = (root: HTMLElement | null) => {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!invalid) return;
    invalid.scrollIntoView?.({ block: 'center', behavior: 'auto' }); // absent in jsdom
    const focusable = invalid.matches('input, select, textarea, button')
      ? invalid
      : invalid.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea, button:not([disabled])');
    focusable?.focus({ preventScroll: true });
  });
};

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  field: AnyFieldApi;
  label: string;
  hint?: string;
  /** A class for the field (label, control and message), e.g. to let it grow in a row beside a button. */
  fieldClassName?: string;
}

/** What every text control bound to a field shares: its value, blur, and a change that first clears the server's error. */
const boundText = (field: AnyFieldApi) => ({
  name: field.name,
  value: String(field.state.value ?? ''),
  onBlur: field.handleBlur,
  onChange: (_: unknown, data: { value: string }) => {
    clearServerError(field);
    field.handleChange(data.value);
  },
});

/** A Fluent input bound to a TanStack Form field, with its validation message. */
export function TextField({ field, label, hint, required, fieldClassName, ...input }: TextFieldProps) {
  const error = fieldError(field);
  return (
    <Field className={fieldClassName} label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint}>
      <Input {...input} {...boundText(field)} />
    </Field>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  field: AnyFieldApi;
  label: string;
  hint?: string;
}

/** A Fluent textarea bound to a TanStack Form field, with its validation message. */
export function TextAreaField({ field, label, hint, required, ...textarea }: TextAreaFieldProps) {
  const error = fieldError(field);
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint}>
      <Textarea {...textarea} {...boundText(field)} />
    </Field>
  );
}

export interface SubmitButtonProps extends Pick<ButtonProps, 'className' | 'size' | 'icon'> {
  form: AnyFormApi;
  children: ReactNode;
}

/** A form's submit button: disabled with a spinner while the submit runs, so a double click sends once. */
export function SubmitButton({ form, children, icon, ...button }: SubmitButtonProps) {
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button {...button} type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <ButtonSpinner /> : icon}>
      {children}
    </Button>
  );
}
