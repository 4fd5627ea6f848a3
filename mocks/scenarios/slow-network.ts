import { defineScenario } from './define-scenario';
import { hashString } from '../media/prng';

export const SLOW_MIN_MS = 1500;
export const SLOW_MAX_MS = 3000;

export default defineScenario({
  name: 'slow-network',
  description: 'Every call takes 1.5 to 3 seconds, the same for the same request every time: skeletons and busy buttons show.',
  network: ({ method, path }) => ({ delayMs: SLOW_MIN_MS + (hashString(`${method} ${path}`) % (SLOW_MAX_MS - SLOW_MIN_MS + 1)) }),
});
