import { defineScenario } from './define-scenario';

export default defineScenario({
  name: 'payment-under-review',
  description: 'Placing an order gives the warning outcome: the order is placed and its payment stays pending under review.',
  overrides: { paymentResult: 'warning' },
});
