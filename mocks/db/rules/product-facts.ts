import type { DeliveryEstimate } from '../../../src/api/generated/model';

/**
 * What the shop promises with a product, by its category (the product page's buy box): the warranty in months
 * (null: supplements and food carry none) and delivery in working days. Electronics ship from the Cairo
 * warehouse in 2–4 days, a television is delivered and installed by the carrier in 3–6, supplements in 1–3.
 */
interface ProductFacts {
  warrantyMonths: number | null;
  delivery: DeliveryEstimate;
}

const ELECTRONICS: ProductFacts = { warrantyMonths: 12, delivery: { min: 2, max: 4 } };
const SUPPLEMENTS: ProductFacts = { warrantyMonths: null, delivery: { min: 1, max: 3 } };

const BY_CATEGORY: Readonly<Record<string, ProductFacts>> = {
  'mobile-phones': ELECTRONICS,
  laptops: { warrantyMonths: 24, delivery: { min: 2, max: 4 } },
  tablets: ELECTRONICS,
  'headphones-audio': ELECTRONICS,
  'smart-watches': ELECTRONICS,
  cameras: { warrantyMonths: 24, delivery: { min: 2, max: 4 } },
  gaming: ELECTRONICS,
  tvs: { warrantyMonths: 24, delivery: { min: 3, max: 6 } },
  accessories: { warrantyMonths: 6, delivery: { min: 1, max: 3 } },
  'smart-home': ELECTRONICS,
  protein: SUPPLEMENTS,
  'vitamins-minerals': SUPPLEMENTS,
  'pre-workout-energy': SUPPLEMENTS,
  'healthy-snacks': SUPPLEMENTS,
};

/** A product's warranty and delivery estimate, from its category's slug (a category unknown here: no promise). */
export const productFacts = (categorySlug: string | undefined): { warranty_months: number | null; delivery_days: DeliveryEstimate | null } => {
  const facts = categorySlug ? BY_CATEGORY[categorySlug] : undefined;
  return { warranty_months: facts?.warrantyMonths ?? null, delivery_days: facts ? { ...facts.delivery } : null };
};
