import { defineScenario } from './define-scenario';
import { DEMO_EMAIL } from '../db/seed/seed-users';

export default defineScenario({
  name: 'new-customer',
  description: 'The demo customer signs in as always but has nothing yet: no orders, addresses, wallet money, wishlist or compare list.',
  seed: {
    change(state) {
      const demo = state.users.find((user) => user.email === DEMO_EMAIL);
      if (!demo) return;
      const notDemo = (row: { userId: number }) => row.userId !== demo.id;
      state.orders = state.orders.filter(notDemo);
      state.addresses = state.addresses.filter(notDemo);
      state.walletTransactions = state.walletTransactions.filter(notDemo);
      state.walletDeposits = state.walletDeposits.filter(notDemo);
      state.wishlist = state.wishlist.filter(notDemo);
      state.compare = state.compare.filter(notDemo);
      state.carts = state.carts.filter(notDemo);
    },
  },
});
