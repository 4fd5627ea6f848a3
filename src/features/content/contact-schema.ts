import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { sendContactMessageBodyMessageMax, sendContactMessageBodyMessageMin, sendContactMessageBodyNameMax, sendContactMessageBodyOrderNumberMax } from '../../api/generated/zod/content/content.zod';
import { NAME_MIN } from '../../lib/constants';
import { validationMessages } from '../../components/form/validation-messages';

export interface ContactValues {
  name: string;
  email: string;
  subject_id: number;
  order_number: string;
  message: string;
}

export const emptyContactValues: ContactValues = { name: '', email: '', subject_id: 0, order_number: '', message: '' };

/** The contact form's rules (spec section 5 and the contract), with messages in the shopper's language. */
export const contactSchema = (intl: IntlShape) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(NAME_MIN, intl.formatMessage(validationMessages.nameMin, { min: NAME_MIN }))
      .max(sendContactMessageBodyNameMax, intl.formatMessage({ id: 'contact.tooLong', defaultMessage: 'At most {max} characters' }, { max: sendContactMessageBodyNameMax })),
    email: z.string().trim().pipe(z.email(intl.formatMessage(validationMessages.email))),
    subject_id: z.number().min(1, intl.formatMessage({ id: 'contact.subject.required', defaultMessage: 'Choose a subject' })),
    order_number: z
      .string()
      .trim()
      .max(sendContactMessageBodyOrderNumberMax, intl.formatMessage({ id: 'contact.tooLong', defaultMessage: 'At most {max} characters' }, { max: sendContactMessageBodyOrderNumberMax })),
    message: z
      .string()
      .trim()
      .min(
        sendContactMessageBodyMessageMin,
        intl.formatMessage({ id: 'contact.message.min', defaultMessage: 'Write at least {min} characters' }, { min: sendContactMessageBodyMessageMin }),
      )
      .max(sendContactMessageBodyMessageMax, intl.formatMessage({ id: 'contact.tooLong', defaultMessage: 'At most {max} characters' }, { max: sendContactMessageBodyMessageMax })),
  });

/** The request body: trimmed, and no order number when none was typed. */
export const toContactRequest = (values: ContactValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject_id: values.subject_id,
  order_number: values.order_number.trim() || null,
  message: values.message.trim(),
});
