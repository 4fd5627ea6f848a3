import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Spec section 5: the validation messages, in the catalogue so both languages have them. */
type ValidationKey =
  | 'nameMin' | 'firstNameMin' | 'lastNameMin' | 'email' | 'phone' | 'passwordRequired' | 'passwordMin' | 'passwordsMatch' | 'code' | 'terms'
  | 'gender' | 'required' | 'government' | 'city' | 'amountNumber' | 'amountRange' | 'paymentMethod' | 'receipt' | 'receiptType' | 'lookup';

export const validationMessages: Record<ValidationKey, MessageDescriptor> = defineMessages({
  nameMin: { id: 'validation.nameMin', defaultMessage: 'Name must be at least {min} characters' },
  firstNameMin: { id: 'validation.firstNameMin', defaultMessage: 'First name must be at least {min} characters' },
  lastNameMin: { id: 'validation.lastNameMin', defaultMessage: 'Last name must be at least {min} characters' },
  email: { id: 'validation.email', defaultMessage: 'A valid e-mail address is required' },
  phone: { id: 'validation.phone', defaultMessage: 'Enter a valid phone number (10 to 15 digits)' },
  passwordRequired: { id: 'validation.passwordRequired', defaultMessage: 'Password is required' },
  passwordMin: { id: 'validation.passwordMin', defaultMessage: 'Password must be at least {min} characters' },
  passwordsMatch: { id: 'validation.passwordsMatch', defaultMessage: 'Passwords must match' },
  code: { id: 'validation.code', defaultMessage: 'A valid one-time code is required' },
  terms: { id: 'validation.terms', defaultMessage: 'You must agree to the terms and conditions' },
  gender: { id: 'validation.gender', defaultMessage: 'Please choose a gender' },
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  government: { id: 'validation.government', defaultMessage: 'Please select a governorate' },
  city: { id: 'validation.city', defaultMessage: 'Please select a city' },
  amountNumber: { id: 'validation.amountNumber', defaultMessage: 'Enter an amount as a number' },
  amountRange: { id: 'validation.amountRange', defaultMessage: 'The amount must be between {min} and {max} EGP' },
  paymentMethod: { id: 'validation.paymentMethod', defaultMessage: 'Please choose a payment method' },
  receipt: { id: 'validation.receipt', defaultMessage: 'Please upload receipt' },
  receiptType: { id: 'validation.receiptType', defaultMessage: 'Only images and PDF files are allowed' },
  lookup: { id: 'validation.lookup', defaultMessage: 'Enter an order number or a tracking number' },
});
