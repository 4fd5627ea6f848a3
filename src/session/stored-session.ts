import type { User } from '../api/generated/model';
import { int, nullable, object, oneOf, refine, string, type Infer, type Shape } from '../lib/shape';
import { storedValue } from '../lib/stored-value';

// A lib/shape schema, not zod: read before the first render, so zod stays off the first page load (decision 025).
const count = int({ min: 0 });
const role = oneOf(['guest', 'customer']);
const token = string({ minLength: 1 });

/** A user record as the app reads it (the contract's User); anything else in storage is dropped. */
export const storedUserSchema = object({
  id: int(),
  name: nullable(string()),
  email: nullable(string()),
  phone: nullable(string()),
  role,
  gender: nullable(oneOf(['male', 'female'])),
  access_token: token,
  totals: object({ cartItems: count, compareItems: count, orders: count, purchased: count, wishlistItems: count }),
}) satisfies Shape<User>;

/**
 * The persisted session. Besides each field's shape, the parts must agree: the token is the user's own
 * and the role is the user's role (a guest token stored with the customer role, or a customer role
 * without its user, is not a session the app can trust: it is dropped and a guest session starts).
 */
export const storedSessionSchema = refine(object({ user: nullable(storedUserSchema), token: nullable(token), role: nullable(role) }), (session) => {
  if (session.user && (session.user.access_token !== session.token || session.user.role !== session.role)) return 'the user does not match the stored token or role';
  if (!session.user && session.role !== null) return 'a role is stored without its user';
  return undefined;
});

export type StoredSession = Infer<typeof storedSessionSchema>;

export const storedSession = storedValue({ key: 'storefront.session', schema: storedSessionSchema });
