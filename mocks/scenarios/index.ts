/**
 * The registry of mock scenarios, in the order developers see them (docs/mock-scenarios.md, `GET /__mock/scenarios`,
 * the browser's and Storybook's choices). One file per scenario beside this one; `define-scenario.ts` says what one is.
 */
import bigCatalogue from './big-catalogue';
import defaultScenario from './default';
import emptyCatalogue from './empty-catalogue';
import flaky from './flaky';
import newCustomer from './new-customer';
import outOfStock from './out-of-stock';
import paymentDeclined from './payment-declined';
import paymentUnderReview from './payment-under-review';
import serverDown from './server-down';
import sessionExpired from './session-expired';
import slowNetwork from './slow-network';
import type { Scenario } from './define-scenario';

export const scenarios: readonly Scenario[] = [
  defaultScenario,
  emptyCatalogue,
  newCustomer,
  bigCatalogue,
  slowNetwork,
  flaky,
  serverDown,
  paymentDeclined,
  paymentUnderReview,
  outOfStock,
  sessionExpired,
];

export const scenarioNames: readonly string[] = scenarios.map((scenario) => scenario.name);

/** The scenario of this name, or undefined. */
export function findScenario(name: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.name === name);
}

/** The scenario a tab asked for, in the browser: an unknown name warns, names the others and gives the default (undefined). */
export function scenarioForTab(name: string): Scenario | undefined {
  const scenario = findScenario(name);
  if (!scenario) console.warn(`[mock api] there is no mock scenario "${name}" (there are: ${scenarioNames.join(', ')}); the default world answers.`);
  return scenario;
}

export type { NetworkCall, NetworkRule, Scenario } from './define-scenario';
