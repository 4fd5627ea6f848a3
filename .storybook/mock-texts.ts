import { expect, waitFor, within } from 'storybook/test';
import governorates from '../mocks/db/seed/egypt-governorates.json';
import type { ApiError } from '../mocks/db/rules/api-error';
import { couponProblem } from '../mocks/db/rules/coupons';
import { seedBrands, seedCategories, seedProducts, seedTags } from '../mocks/db/seed/catalog-content';
import { STORE_NAME, seedPageMetas, seedPaymentMethods } from '../mocks/db/seed/seed-store';
import type { CouponRow, T } from '../mocks/db/types';
import { inLocale } from '../src/i18n/story-messages';
import { mockErrorMessage } from './scenario-plays';

export { CREDENTIALS_MISMATCH, CURRENT_PASSWORD_WRONG, EMAIL_TAKEN } from '../mocks/db/rules/session';
export { CODE_INVALID } from '../mocks/db/rules/otp';
export { NOT_A_COURIER_PHONE } from '../mocks/db/rules/addresses';

/**
 * Storybook only: the mock's words in the story's language, read where the mock keeps them (its seed, its rules), so a
 * story checks what the page shows in English and in Arabic without writing either.
 */

const titleOf = <Row extends { slug: string; title: { en: string; ar: string } }>(rows: Row[], slug: string, kind: string) => {
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) throw new Error(`No ${kind} ${slug} in the mock's seed`);
  return inLocale(row.title);
};

const seedProduct = (id: number) => {
  const product = seedProducts[id - 1];
  if (!product) throw new Error(`No product ${id} in the mock's seed`);
  return product;
};

/** Titles of the seeded catalogue (mocks/db/seed/catalog-content.ts); a seeded product's id is its place there, from 1. */
export const seedTitle = {
  product: (id: number): string => inLocale(seedProduct(id).title),
  category: (slug: string): string => titleOf(seedCategories, slug, 'category'),
  brand: (slug: string): string => titleOf(seedBrands, slug, 'brand'),
  tag: (slug: string): string => titleOf(seedTags, slug, 'tag'),
  /** A payment method's title (`fawry`), from mocks/db/seed/seed-store.ts. */
  paymentMethod: (code: string): string => titleOf(seedPaymentMethods().map((method) => ({ ...method, slug: method.code })), code, 'payment method'),
  /** The label of one of a product's specifications (`storage`). */
  spec: (id: number, key: string): string => {
    const spec = seedProduct(id).specs.find((candidate) => candidate.key === key);
    if (!spec) throw new Error(`Product ${id} has no ${key} in the mock's seed`);
    return inLocale(spec.label);
  },
};

/**
 * What the mock's business rules answer on a field, in the story's language (the mock holds each
 * message in both), read from the rule itself, so a story checks the words the page shows without writing them.
 */
export const ruleFieldMessage = (error: ApiError | null, field: string): string => {
  const text = error?.errors?.[field]?.[0];
  if (text === undefined) throw new Error(`The mock rule gave no message on ${field}`);
  return typeof text === 'string' ? text : inLocale(text);
};

/** The coupon rule's answers (mocks/db/rules/coupons.ts): a code it does not know, one past its date. */
export const couponMessages = {
  unknown: () => ruleFieldMessage(couponProblem(null, 0, 0), 'code'),
  expired: () => ruleFieldMessage(couponProblem({ expiresAt: 0, minimumOrder: 0 } as CouponRow, 0, 1), 'code'),
};

const places: T[] = governorates.governorates.flatMap((governorate) => [governorate.title, ...governorate.cities.map((city) => city.title)]);

/** A governorate's or city's title in the story's language, named by its English title in the seed. */
export const placeTitle = (english: string): string => {
  const place = places.find((title) => title.en === english);
  if (!place) throw new Error(`No governorate or city ${english} in the mock's seed`);
  return inLocale(place);
};

/** The shop's name in the story's language (the settings the mock answers). */
export const storeName = (): string => inLocale(STORE_NAME);

/** The preloaded meta of a page (`pageMeta('/faq').title`) in the story's language. */
export const pageMeta = (pageUrl: string): { title: string; description: string } => {
  const row = seedPageMetas().find((meta) => meta.pageUrl === pageUrl);
  if (!row) throw new Error(`No page meta for ${pageUrl} in the mock's seed`);
  return { title: inLocale(row.title), description: inLocale(row.description) };
};

/** A forced failure's toast: the mock's own message for `status` (a 500 unless said), in the page's language. */
export const expectFailureToast = async (canvasElement: HTMLElement, status = 500) => {
  const doc = canvasElement.ownerDocument;
  const message = await mockErrorMessage(doc, status);
  await waitFor(() => expect(within(doc.body).getByText(message)).toBeVisible());
};
