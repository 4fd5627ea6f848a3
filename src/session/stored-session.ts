import { z } from 'zod';
import type { User } from '../api/generated/model';
import { storedValue } from '../lib/stored-value';

const count = z.number().int().min(0);

/** A user record as the app reads it (the contract's User); anything else in storage is dropped. */
export const storedUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['guest', 'customer']),
  gender: z.enum(['male', 'female']).nullable(),
  access_token: z.string().min(1),
  totals: z.object({ cartItems: count, compareItems: count, orders: count, purchased: count, wishlistItems: count }),
}) satisfies z.ZodType<User>;

/**
 * The persisted session. Besides each field's shape, the parts must agree: the token is the user's own
 * and the role is the user's role (a guest token stored with the customer role, or a customer role
 * without its user, is not a session the app can trust: it is dropped and a guest session starts).
 */
export const storedSessionSchema = z
  .object({
    user: storedUserSchema.nullable(),
    token: z.string().min(1).nullable(),
    role: z.enum(['guest', 'customer']).nullable(),
  })
  .check((ctx) => {
    const { user, token, role } = ctx.value;
    if (user && (user.access_token !== token || user.role !== role)) {
      ctx.issues.push({ code: 'custom', message: 'the user does not match the stored token or role', input: ctx.value });
    }
    if (!user && role !== null) {
      ctx.issues.push({ code: 'custom', message: 'a role is stored without its user', input: ctx.value });
    }
  });

export type StoredSession = z.infer<typeof storedSessionSchema>;

export const storedSession = storedValue({ key: 'storefront.session', schema: storedSessionSchema });
