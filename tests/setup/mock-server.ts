import { createMockServer } from '../../mocks/node';

/** The stateful mock API every unit test talks to (msw/node, latency 0, answers checked against the contract). */
export const mockServer = createMockServer();
