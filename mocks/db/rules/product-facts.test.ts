import { describe, expect, it } from 'vitest';
import { serializeProduct } from '../serializers/catalog';
import { createView } from '../serializers/view';
import { createTestDb } from '../../testing/test-db';
import { productFacts } from './product-facts';

describe("a product's warranty and delivery estimate", () => {
  const { db } = createTestDb();
  const view = createView(db, 'en', null);
  const productIn = (slug: string) => {
    const category = db.state.categories.find((item) => item.slug === slug)!;
    return serializeProduct(view, db.state.products.find((product) => product.categoryId === category.id)!);
  };

  it('comes with every product of the seed, by its category', () => {
    expect(productIn('laptops')).toMatchObject({ warranty_months: 24, delivery_days: { min: 2, max: 4 } });
    expect(productIn('mobile-phones')).toMatchObject({ warranty_months: 12, delivery_days: { min: 2, max: 4 } });
    expect(productIn('tvs')).toMatchObject({ warranty_months: 24, delivery_days: { min: 3, max: 6 } });
    for (const row of db.state.products) {
      const { delivery_days: delivery } = serializeProduct(view, row);
      expect(delivery, row.slug).not.toBeNull();
      expect(delivery!.min).toBeLessThanOrEqual(delivery!.max);
    }
  });

  it('has no warranty for supplements and no promise for a category it does not know', () => {
    expect(productIn('protein')).toMatchObject({ warranty_months: null, delivery_days: { min: 1, max: 3 } });
    expect(productFacts('no-such-category')).toEqual({ warranty_months: null, delivery_days: null });
    expect(productFacts(undefined)).toEqual({ warranty_months: null, delivery_days: null });
  });
});
