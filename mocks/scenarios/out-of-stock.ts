import { defineScenario } from './define-scenario';
import { nextId } from '../db/ids';
import { DEMO_EMAIL } from '../db/seed/seed-users';

/** What the demo customer's seeded cart asks of the product left with only this many. */
export const LOW_STOCK_LEFT = 2;
export const LOW_STOCK_WANTED = 5;

export default defineScenario({
  name: 'out-of-stock',
  description:
    "A third of the products are out of stock, and the demo customer's cart holds one of them and more of another than the 2 left: the cart and checkout refuse them with the spec's messages.",
  seed: {
    change(state) {
      state.products.forEach((product, index) => {
        if (index % 3 === 0) product.stock = 0;
      });
      const demo = state.users.find((user) => user.email === DEMO_EMAIL);
      const [gone, low] = [state.products[0], state.products[1]];
      if (!demo || !gone || !low) return;
      low.stock = LOW_STOCK_LEFT;
      const now = state.seededAt;
      state.carts = state.carts.filter((cart) => cart.userId !== demo.id);
      state.carts.push({
        id: nextId(state, 'cart'),
        userId: demo.id,
        items: [
          { id: nextId(state, 'cartLine'), productId: gone.id, quantity: 1, addedAt: now },
          { id: nextId(state, 'cartLine'), productId: low.id, quantity: LOW_STOCK_WANTED, addedAt: now },
        ],
        couponCode: null,
        shippingAddressId: null,
        walletAmount: 0,
      });
    },
  },
});
