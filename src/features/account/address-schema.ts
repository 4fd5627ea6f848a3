import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { NAME_MIN } from '../../lib/constants';
import { PHONE_PATTERN, typedText } from '../../components/form/user-schemas';
import { validationMessages as m } from '../../components/form/validation-messages';

/** Spec section 5 (typed text without bidirectional controls, trimmed): title, first and last name, detailed address and phone required; a government and a city selected. */
export const addressSchema = (intl: IntlShape) =>
  z.object({
    title: typedText().min(1, intl.formatMessage(m.required)),
    first_name: typedText().min(NAME_MIN, intl.formatMessage(m.firstNameMin, { min: NAME_MIN })),
    last_name: typedText().min(NAME_MIN, intl.formatMessage(m.lastNameMin, { min: NAME_MIN })),
    address: typedText().min(1, intl.formatMessage(m.required)),
    phone: typedText().regex(PHONE_PATTERN, intl.formatMessage(m.phone)),
    email: z.union([z.literal(''), typedText().pipe(z.email(intl.formatMessage(m.email)))]),
    government_id: z.number().min(1, intl.formatMessage(m.government)),
    city_id: z.number().min(1, intl.formatMessage(m.city)),
    is_default: z.boolean(),
  });

export type AddressValues = z.input<ReturnType<typeof addressSchema>>;
