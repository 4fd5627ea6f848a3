import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ProductFilters } from '../../api/generated/model';
import { listingMetaTitle } from './listing-title';

const intl = createIntl({ locale: 'en', messages: {} });
const options: ProductFilters = {
  price_range: { min: 0, max: 1000 },
  categories: [{ id: 1, slug: 'mobile-phones', title: 'Mobile Phones', count: 3 }],
  brands: [
    { id: 1, slug: 'samsung', title: 'Samsung', count: 2 },
    { id: 2, slug: 'apple', title: 'Apple', count: 1 },
  ],
  tags: [],
};
const none = { categories: [], brands: [], tags: [], page: 1 };

describe('listing page title', () => {
  it('is the plain title with no filter applied', () => {
    expect(listingMetaTitle(intl, 'Shop', none, options)).toBe('Shop');
  });

  it('names the applied category and brands', () => {
    expect(listingMetaTitle(intl, 'Shop', { ...none, categories: ['mobile-phones'], brands: ['apple', 'samsung'] }, options)).toBe('Mobile Phones, Samsung, Apple – Shop');
  });

  it('says the page after the first and skips slugs it does not know', () => {
    expect(listingMetaTitle(intl, 'Shop', { ...none, brands: ['nokia'], page: 3 }, options)).toBe('Shop, page 3');
  });
});
