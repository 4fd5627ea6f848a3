import { defineScenario } from './define-scenario';

export default defineScenario({
  name: 'server-down',
  description: 'Every call answers 503 with the error body (the tester hooks under /__mock/ still answer, so the scenario can be left).',
  network: () => ({ status: 503 }),
});
