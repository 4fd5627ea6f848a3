import { defineScenario } from './define-scenario';

export const BIG_CATALOGUE_PRODUCTS = 10_000;

export default defineScenario({
  name: 'big-catalogue',
  description: 'The catalogue grown to 10,000 products (as MOCK_PRODUCTS=10000): long listings, many pages, heavy search.',
  seed: { products: BIG_CATALOGUE_PRODUCTS },
});
