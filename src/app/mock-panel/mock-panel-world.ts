/** The panel's choices about the mock's world (decision 057): the tab's scenario, latency steps, the accounts it signs in. */

/** The address parameter that switches this tab's mock to a scenario (mocks/scenarios/active.ts: kept for the tab until another is chosen). */
export const SCENARIO_PARAMETER = 'mock-scenario';
/** The latencies offered (the build's own and the tab's last choice are added when they differ). */
export const LATENCY_CHOICES_MS = [0, 250, 1000, 3000] as const;

/** The seeded demo customer (README, mocks/db/seed/seed-users.ts). */
export const DEMO_CUSTOMER = { email: 'demo@niletech.eg', password: 'Demo@1234' };

/** This page's address with the scenario to switch to. */
export function scenarioAddress(name: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(SCENARIO_PARAMETER, name);
  return url.toString();
}

/**
 * A customer registered now, with an address no one else has (a fresh account: no orders, addresses, wallet money or
 * lists, in whichever scenario the tab is in).
 */
export function newCustomer(name: string, now = Date.now()) {
  const stamp = String(now).slice(-8);
  const password = 'New@12345';
  return { name, email: `new.customer.${now}@example.com`, phone: `010${stamp}`, password, password_confirmation: password, terms: true as const };
}
