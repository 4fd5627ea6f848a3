import { z } from 'zod/mini';
import type { User } from '../api/generated/model';
import { storedValue } from '../lib/stored-value';

// zod/mini: read at start-up, so the whole of classic zod stays off the first page load (decision 018-s11).
const count = z.int().check(z.minimum(0));

/** A user record as the app reads it (the contract's User); anything else in storage is dropped. */
export const storedUserSchema = z.object({
  id: z.int(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  role: z.enum(['guest', 'customer']),
  gender: z.nullable(z.enum(['male', 'female'])),
  access_token: z.string().check(z.minLength(1)),
  totals: z.object({ cartItems: count, compareItems: count, orders: count, purchased: count, wishlistItems: count }),
}) satisfies z.ZodMiniType<User>;

/**
 * The persisted session. Besides each field's shape, the parts must agree: the token is the user's own
 * and the role is the user's role (a guest token stored with the customer role, or a customer role
 * without its user, is not a session the app can trust: it is dropped and a guest session starts).
 */
export const storedSessionSchema = z
  .object({
    user: z.nullable(storedUserSchema),
    token: z.nullable(z.string().check(z.minLength(1))),
    role: z.nullable(z.enum(['guest', 'customer'])),
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
