import { defineScenario } from './define-scenario';
import { hashString } from '../media/prng';

/** One read in this many fails (a deterministic draw per path and attempt: a retry draws again). */
export const FLAKY_ONE_IN = 5;

export default defineScenario({
  name: 'flaky',
  description: 'One read in five (a fixed draw per address and attempt, so a retry usually succeeds) answers 503 with the error body; pictures and writes always answer.',
  network: ({ method, path, attempt }) =>
    method === 'GET' && !path.startsWith('/media/') && hashString(`${path}#${attempt}`) % FLAKY_ONE_IN === 0 ? { status: 503 } : undefined,
});
