import type { ApiError } from '../mocks/db/rules/api-error';
import { couponProblem } from '../mocks/db/rules/coupons';
import { seedBrands, seedCategories, seedProducts, seedTags } from '../mocks/db/seed/catalog-content';
import { seedPaymentMethods } from '../mocks/db/seed/seed-store';
import type { CouponRow } from '../mocks/db/types';
import { inLocale } from '../src/i18n/story-messages';

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
