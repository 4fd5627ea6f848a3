/**
 * The saved mock database, checked before the mock answers from it (docs/decisions/003: a corrupted state
 * resets itself). A state saved by an older build, edited by hand or damaged by a bug must not blank the
 * shop or make Add to cart silently fail: it must have the current shape (zod) and keep the invariants the
 * rules rely on. `validateDbState` returns the problems found (empty = usable).
 */
import { z } from 'zod';
import type { Counters, DbState } from './types';

const id = z.number().int().positive();
const time = z.number().finite();
const text = z.object({ en: z.string(), ar: z.string() });
const money = z.number().finite().min(0);
/** A row of a table the mock does not read field by field here: an object with a positive id, never null. */
const row = z.looseObject({ id });

const product = z.looseObject({
  id,
  slug: z.string().min(1),
  sku: z.string(),
  title: text,
  description: text,
  categoryId: id,
  brandId: id,
  tagIds: z.array(id),
  salePrice: money,
  discountPercent: z.number().min(0).max(100),
  offerEndsAt: time.nullable(),
  stock: z.number().int().min(0),
  isNew: z.boolean(),
  rating: z.number().min(0).max(5),
  reviewsCount: z.number().int().min(0),
  soldCount: z.number().int().min(0),
  createdAt: time,
  specs: z.array(z.looseObject({ key: z.string(), label: text, value: text })),
});
const named = z.looseObject({ id, slug: z.string().min(1), title: text });
const user = z.looseObject({
  id,
  role: z.enum(['guest', 'customer']),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: time,
});
const cartLine = z.looseObject({ id, productId: id, quantity: z.number().int().min(1), addedAt: time });
const cart = z.looseObject({
  id,
  userId: id,
  items: z.array(cartLine),
  couponCode: z.string().nullable(),
  shippingAddressId: id.nullable(),
  walletAmount: money,
});
const listItem = z.looseObject({ id, userId: id, productId: id, addedAt: time });
const order = z.looseObject({
  id,
  number: z.string().min(1),
  userId: id,
  createdAt: time,
  status: z.string(),
  items: z.array(z.looseObject({ id, productId: id, title: text, quantity: z.number().int().min(1), price: money, total: money })),
  total: money,
  timeline: z.array(z.looseObject({ status: z.string(), at: time })),
  schedule: z.array(z.looseObject({ at: time })),
});
const counters = z.object({
  user: z.number().int().min(0),
  address: z.number().int().min(0),
  cart: z.number().int().min(0),
  cartLine: z.number().int().min(0),
  listItem: z.number().int().min(0),
  walletTransaction: z.number().int().min(0),
  deposit: z.number().int().min(0),
  order: z.number().int().min(0),
  orderLine: z.number().int().min(0),
  otp: z.number().int().min(0),
  contactMessage: z.number().int().min(0),
  token: z.number().int().min(0),
}) satisfies z.ZodType<Counters>;

export const dbStateSchema = z.looseObject({
  schemaVersion: z.number().int(),
  seededAt: time,
  counters,
  categories: z.array(named),
  brands: z.array(named),
  tags: z.array(named),
  products: z.array(product),
  paymentMethods: z.array(row),
  coupons: z.array(z.looseObject({ code: z.string().min(1), type: z.enum(['percent', 'fixed']), value: money, minimumOrder: money, expiresAt: time.nullable() })),
  settings: z.looseObject({ name: text, phoneNumbers: z.array(z.string()), email: z.string(), topHeader: z.looseObject({ isActive: z.boolean(), endTime: time, body: text }) }),
  pageMetas: z.array(z.looseObject({ pageUrl: z.string(), title: text, description: text })),
  banners: z.array(row),
  governments: z.array(named),
  cities: z.array(z.looseObject({ id, governmentId: id, title: text })),
  terms: z.array(named),
  privacy: z.array(named),
  pages: z.array(named),
  faq: z.array(row),
  contactSubjects: z.array(row),
  users: z.array(user),
  tokens: z.record(z.string(), id),
  addresses: z.array(z.looseObject({ id, userId: id, governmentId: id, cityId: id })),
  carts: z.array(cart),
  wishlist: z.array(listItem),
  compare: z.array(listItem),
  walletTransactions: z.array(z.looseObject({ id, userId: id, amount: money, balanceAfter: z.number().finite() })),
  walletDeposits: z.array(z.looseObject({ id, userId: id, amount: money })),
  orders: z.array(order),
  idempotency: z.record(z.string(), z.looseObject({ orderId: id })),
  otps: z.array(z.looseObject({ email: z.string(), code: z.string() })),
  outbox: z.array(z.looseObject({ email: z.string(), code: z.string() })),
  contactMessages: z.array(row),
});

const maxOf = (ids: number[]) => ids.reduce((max, value) => Math.max(max, value), 0);

const duplicates = (ids: number[]) => {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const value of ids) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
};

/** The invariants of a state that has the right shape. */
function invariantProblems(state: DbState): string[] {
  const problems: string[] = [];
  const cartLines = state.carts.flatMap((row) => row.items);
  const orderLines = state.orders.flatMap((row) => row.items);
  const tables: [string, number[], keyof Counters | null][] = [
    ['products', state.products.map((row) => row.id), null],
    ['categories', state.categories.map((row) => row.id), null],
    ['brands', state.brands.map((row) => row.id), null],
    ['users', state.users.map((row) => row.id), 'user'],
    ['addresses', state.addresses.map((row) => row.id), 'address'],
    ['carts', state.carts.map((row) => row.id), 'cart'],
    ['cart lines', cartLines.map((row) => row.id), 'cartLine'],
    ['wishlist and compare rows', [...state.wishlist, ...state.compare].map((row) => row.id), 'listItem'],
    ['wallet transactions', state.walletTransactions.map((row) => row.id), 'walletTransaction'],
    ['wallet deposits', state.walletDeposits.map((row) => row.id), 'deposit'],
    ['orders', state.orders.map((row) => row.id), 'order'],
    ['order lines', orderLines.map((row) => row.id), 'orderLine'],
    ['contact messages', state.contactMessages.map((row) => row.id), 'contactMessage'],
  ];
  for (const [name, ids, counter] of tables) {
    const repeated = duplicates(ids);
    if (repeated.length > 0) problems.push(`${name}: repeated ids ${repeated.slice(0, 5).join(', ')}`);
    if (counter && state.counters[counter] < maxOf(ids)) problems.push(`counter "${counter}" (${state.counters[counter]}) is below the highest ${name} id (${maxOf(ids)})`);
  }
  if (new Set(state.orders.map((row) => row.number)).size !== state.orders.length) problems.push('orders: repeated order numbers');

  const products = new Map(state.products.map((row) => [row.id, row]));
  const users = new Set(state.users.map((row) => row.id));
  const cartOwners = duplicates(state.carts.map((row) => row.userId));
  if (cartOwners.length > 0) problems.push(`carts: more than one cart for user ${cartOwners[0]}`);
  for (const cartRow of state.carts) {
    if (!users.has(cartRow.userId)) problems.push(`cart ${cartRow.id}: unknown user ${cartRow.userId}`);
    const inCart = duplicates(cartRow.items.map((line) => line.productId));
    if (inCart.length > 0) problems.push(`cart ${cartRow.id}: product ${inCart[0]} on two lines`);
    for (const line of cartRow.items) {
      const product = products.get(line.productId);
      if (!product) problems.push(`cart ${cartRow.id}: unknown product ${line.productId}`);
      else if (line.quantity > product.stock) problems.push(`cart ${cartRow.id}: quantity ${line.quantity} of product ${line.productId} is above its stock (${product.stock})`);
    }
  }
  for (const [name, rows] of [['wishlist', state.wishlist], ['compare', state.compare]] as const) {
    for (const item of rows) {
      if (!products.has(item.productId)) problems.push(`${name} row ${item.id}: unknown product ${item.productId}`);
      if (!users.has(item.userId)) problems.push(`${name} row ${item.id}: unknown user ${item.userId}`);
    }
  }
  for (const [token, userId] of Object.entries(state.tokens)) {
    if (!users.has(userId)) problems.push(`token ${token.slice(0, 6)}…: unknown user ${userId}`);
  }
  const categories = new Set(state.categories.map((row) => row.id));
  const brands = new Set(state.brands.map((row) => row.id));
  for (const product of state.products) {
    if (!categories.has(product.categoryId)) problems.push(`product ${product.id}: unknown category ${product.categoryId}`);
    if (!brands.has(product.brandId)) problems.push(`product ${product.id}: unknown brand ${product.brandId}`);
  }
  return problems;
}

/** What is wrong with a saved state (shape first, then invariants); an empty list means it can be used. */
export function validateDbState(value: unknown, schemaVersion: number): string[] {
  const parsed = dbStateSchema.safeParse(value);
  if (!parsed.success) {
    return parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  if (parsed.data.schemaVersion !== schemaVersion) return [`schema version ${parsed.data.schemaVersion}, expected ${schemaVersion}`];
  return invariantProblems(value as DbState);
}
