import { defineScenario } from './define-scenario';

export default defineScenario({
  name: 'empty-catalogue',
  description: 'No products at all (nothing to list, search, wish for or compare); the categories, brands, home and pages still answer.',
  seed: {
    change(state) {
      state.products = [];
      state.wishlist = [];
      state.compare = [];
      state.carts = [];
    },
  },
});
