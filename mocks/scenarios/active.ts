/**
 * The browser tab's mock scenario (mock-mode builds only): `?mock-scenario=NAME` on any address chooses it, and it is
 * kept in sessionStorage for the tab until another is chosen (`?mock-scenario=default`). Tiny on purpose: the
 * registry (index.ts) is loaded only when a scenario other than the default is active.
 */
export const DEFAULT_SCENARIO = 'default';
export const SCENARIO_PARAM = 'mock-scenario';
export const SCENARIO_STORAGE_KEY = 'storefront.mock-scenario';

type Listener = (name: string) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's scenario name (not checked against the registry: `browser.ts` does that when it loads it). */
export function activeScenario(): string {
  return storage()?.getItem(SCENARIO_STORAGE_KEY) || DEFAULT_SCENARIO;
}

/** Choose the tab's scenario; the mock worker switches its handlers at once (listeners are told). */
export function setActiveScenario(name: string): void {
  if (name === DEFAULT_SCENARIO) storage()?.removeItem(SCENARIO_STORAGE_KEY);
  else storage()?.setItem(SCENARIO_STORAGE_KEY, name);
  for (const listener of listeners) listener(name);
}

/** Called with the new name after each `setActiveScenario`; returns the unsubscribe. */
export function subscribeScenario(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes `?mock-scenario=` off the address (history.replaceState) and makes it the tab's scenario. */
export function takeScenarioFromAddress(): void {
  const url = new URL(window.location.href);
  const name = url.searchParams.get(SCENARIO_PARAM);
  if (name === null) return;
  url.searchParams.delete(SCENARIO_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  setActiveScenario(name.trim() || DEFAULT_SCENARIO);
}
