import { matchRequestUrl, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDb, type MockDb } from '../mocks/db/create-db';
import { createHandlers } from '../mocks/handlers/all-handlers';
import { createRequestGate } from '../mocks/scenarios/gate';
import { findScenario, scenarioNames, type NetworkCall, type NetworkRule, type Scenario } from '../mocks/scenarios/index';
import { MOCK_API_BASE_URL } from '../src/config/env';

/**
 * Storybook runs on the app's stateful mock (in memory, not persisted), in the worlds of the mock's scenario registry
 * (`mocks/scenarios/`): the toolbar's "Scenario" (global `mockScenario`) or a story's `parameters.mockScenario`
 * chooses one. A story may also force a status or a delay on single requests (`parameters.mockRequests`), through the
 * same request gate as the `x-mock-status` and `x-mock-delay` headers; `parameters.msw` stays for what is no fault of
 * the server's (a spy, a hand-made record). Decision 062.
 */

/** One request of a story forced to fail or wait, as `x-mock-status` / `x-mock-delay` would (the contract's error body). */
export interface StoryRequestRule {
  /** An msw path pattern: `'*\/home'`, `'*\/products/:slug'`. */
  path: string;
  /** GET unless said. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  status?: number;
  /** In ms; `'infinite'`: no answer while the story lasts (its loading state). */
  delayMs?: number | 'infinite';
  /** Only the first matching request (a retry then succeeds). */
  once?: boolean;
}

export interface MockStoryParameters {
  /** The story's world, unless the toolbar chose another than `default`. */
  mockScenario?: string;
  mockRequests?: StoryRequestRule[];
  msw?: RequestHandler[];
}

/** setTimeout's longest wait (msw refuses more): longer than any story. */
const NO_ANSWER_MS = 2_147_483_647;

interface World {
  db: MockDb;
  handlers: RequestHandler[];
}

const defaultDb = createDb({ mediaBaseUrl: MOCK_API_BASE_URL });
const worlds = new Map<string, World>();

/** A scenario's data and handlers: its own db when it seeds one, the default's otherwise; built once. */
function worldOf(scenario: Scenario | undefined): World {
  const key = scenario?.name ?? 'default';
  let world = worlds.get(key);
  if (!world) {
    const db = scenario?.seed ? createDb({ mediaBaseUrl: MOCK_API_BASE_URL, seed: scenario.seed }) : defaultDb;
    world = { db, handlers: createHandlers(db, { apiBaseUrl: MOCK_API_BASE_URL, latencyMs: 0, overrides: scenario?.overrides }) };
    worlds.set(key, world);
  }
  return world;
}

/**
 * The running story's network: its scenario's rule and its own request rules, once armed. Until the story renders,
 * its loaders and `beforeEach` (a sign-in, a filled cart) reach the world's data without its faults or delays.
 */
const story = { scenario: undefined as Scenario | undefined, rules: [] as StoryRequestRule[], spent: new Set<StoryRequestRule>(), armed: false };

const matches = (rule: StoryRequestRule, { method, url }: NetworkCall) =>
  (rule.method ?? 'GET') === method && !story.spent.has(rule) && matchRequestUrl(url, rule.path).matches;

function storyNetwork(call: NetworkCall): NetworkRule | undefined {
  if (!story.armed) return undefined;
  const rule = story.rules.find((candidate) => matches(candidate, call));
  if (!rule) return story.scenario?.network?.(call);
  if (rule.once) story.spent.add(rule);
  return { status: rule.status, delayMs: rule.delayMs === 'infinite' ? NO_ANSWER_MS : rule.delayMs };
}

/** The scenario the toolbar chose, else the story's, else the default; an unknown name warns and gives the default. */
export function chosenScenario(parameters: MockStoryParameters, globals: Record<string, unknown>): Scenario | undefined {
  const toolbar = globals.mockScenario as string | undefined;
  const name = toolbar && toolbar !== 'default' ? toolbar : (parameters.mockScenario ?? 'default');
  const scenario = findScenario(name);
  if (!scenario) console.warn(`[storybook mock] no mock scenario "${name}" (there are: ${scenarioNames.join(', ')}); the default world answers.`);
  return scenario?.name === 'default' ? undefined : scenario;
}

let worker: Promise<SetupWorker> | undefined;
const startWorker = async () => {
  const started = setupWorker(...worldOf(undefined).handlers);
  await started.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return started;
};

/**
 * The first loader: the story's world afresh (its seed, nothing an earlier story ordered, carted or changed), its
 * network rules waiting for the render (`armStoryNetwork`), and the story's own `parameters.msw` in front.
 */
export const storyMockLoader = async ({ parameters, globals }: { parameters: MockStoryParameters; globals: Record<string, unknown> }) => {
  const scenario = chosenScenario(parameters, globals);
  const world = worldOf(scenario);
  world.db.reset();
  Object.assign(story, { scenario, rules: parameters.mockRequests ?? [], armed: false });
  story.spent.clear();
  const running = await (worker ??= startWorker());
  // A new gate each story: the scenario's draws (flaky's one read in five) count from the story's first request.
  running.resetHandlers(createRequestGate(world.db, { apiBaseUrl: MOCK_API_BASE_URL, network: storyNetwork }), ...world.handlers);
  if (parameters.msw?.length) running.use(...parameters.msw);
  return {};
};

/** From the story's first render on, its scenario's faults and delays and its request rules apply. */
export const armStoryNetwork = () => {
  story.armed = true;
};

/** The server recovers: the scenario's network and the story's request rules stop (its data stays). */
export const leaveScenario = () => {
  story.scenario = undefined;
  story.rules = [];
};
