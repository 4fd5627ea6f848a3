import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { stripBidiControls } from '../../i18n/bidi';
import { NAME_MIN, PASSWORD_MIN } from '../../lib/constants';
import { validationMessages as m } from './validation-messages';

/** Phone numbers as the contract accepts them: an optional + and 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9]{10,15}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;

/**
 * Text a user types, as it is checked and sent: without bidirectional controls (a right-to-left override would
 * turn the fields shown after it around) and trimmed. The form keeps what was typed; a request sends the schema's
 * output (`schema.parse(value)`).
 */
export const typedText = () => z.string().overwrite(stripBidiControls).trim();

/** A user's name, e-mail and phone from a schema's output: what registration and the profile send. */
export const userFields = ({ name, email, phone }: { name: string; email: string; phone: string }) => ({ name, email, phone });

const f = (intl: IntlShape) => ({
  email: typedText().pipe(z.email(intl.formatMessage(m.email))),
  newPassword: z.string().min(PASSWORD_MIN, intl.formatMessage(m.passwordMin, { min: PASSWORD_MIN })),
  name: typedText().min(NAME_MIN, intl.formatMessage(m.nameMin, { min: NAME_MIN })),
  phone: typedText().regex(PHONE_PATTERN, intl.formatMessage(m.phone)),
  gender: z.enum(['male', 'female'], intl.formatMessage(m.gender)),
});

/** Passwords must match; checked even while other fields are still invalid, so every message shows at once. */
const confirmed = (intl: IntlShape) => ({
  path: ['password_confirmation'],
  message: intl.formatMessage(m.passwordsMatch),
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && 'password' in payload.value && 'password_confirmation' in payload.value,
});
const matches = (value: { password: string; password_confirmation: string }) => value.password === value.password_confirmation;

/** Spec section 5 rules for the sign-in forms, with catalogue messages in the current language. */
export const loginSchema = (intl: IntlShape) =>
  z.object({ email: f(intl).email, password: z.string().min(1, intl.formatMessage(m.passwordRequired)) });

export const registerSchema = (intl: IntlShape) =>
  z
    .object({
      name: f(intl).name,
      email: f(intl).email,
      phone: f(intl).phone,
      password: f(intl).newPassword,
      password_confirmation: z.string(),
      // Optional at sign-up (the spec does not ask for it): empty means not given.
      gender: z.enum(['male', 'female', '']),
      terms: z.boolean().refine((value) => value, intl.formatMessage(m.terms)),
    })
    .refine(matches, confirmed(intl));

export const forgetPasswordSchema = (intl: IntlShape) => z.object({ email: f(intl).email });

/** Reset, first step: the one-time code, checked with POST /otp/verify before a new password is asked for. */
export const otpCodeSchema = (intl: IntlShape) => z.object({ code: z.string().trim().regex(OTP_PATTERN, intl.formatMessage(m.code)) });

/** Reset, second step: the new password, twice. */
export const newPasswordSchema = (intl: IntlShape) =>
  z.object({ password: f(intl).newPassword, password_confirmation: z.string() }).refine(matches, confirmed(intl));

export const profileSchema = (intl: IntlShape) =>
  z.object({ name: f(intl).name, email: f(intl).email, phone: f(intl).phone, gender: f(intl).gender });

export const changePasswordSchema = (intl: IntlShape) =>
  z
    .object({
      current_password: z.string().min(1, intl.formatMessage(m.passwordRequired)),
      password: f(intl).newPassword,
      password_confirmation: z.string(),
    })
    .refine(matches, confirmed(intl));
