import { defineScenario } from './define-scenario';

export default defineScenario({
  name: 'payment-declined',
  description: 'Placing an order gives the failed payment outcome: the order is cancelled, the cart is kept, the shopper can pay again.',
  overrides: { paymentResult: 'failed' },
});
