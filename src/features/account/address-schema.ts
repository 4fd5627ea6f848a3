import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { NAME_MIN } from '../../lib/constants';
import { PHONE_PATTERN } from '../../components/form/user-schemas';
import { validationMessages as m } from '../../components/form/validation-messages';

/** Spec section 5: title, first and last name, detailed address and phone required; a government and a city selected. */
export const addressSchema = (intl: IntlShape) =>
  z.object({
    title: z.string().trim().min(1, intl.formatMessage(m.required)),
    first_name: z.string().trim().min(NAME_MIN, intl.formatMessage(m.firstNameMin, { min: NAME_MIN })),
    last_name: z.string().trim().min(NAME_MIN, intl.formatMessage(m.lastNameMin, { min: NAME_MIN })),
    address: z.string().trim().min(1, intl.formatMessage(m.required)),
    phone: z.string().trim().regex(PHONE_PATTERN, intl.formatMessage(m.phone)),
    email: z.union([z.literal(''), z.string().trim().pipe(z.email(intl.formatMessage(m.email)))]),
    government_id: z.number().min(1, intl.formatMessage(m.government)),
    city_id: z.number().min(1, intl.formatMessage(m.city)),
    is_default: z.boolean(),
  });

export type AddressValues = z.input<ReturnType<typeof addressSchema>>;
