import { defineScenario } from './define-scenario';

export default defineScenario({
  name: 'default',
  description: 'The seeded shop as it is: the catalogue, the demo customer with orders, addresses, wallet and lists; answers at once.',
});
