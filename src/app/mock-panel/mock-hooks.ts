/**
 * The mock's tester hooks the developers' panel calls (decision 057), over HTTP like any client: the app never
 * imports the mock (docs/architecture.md). Outside the app's axios instance on purpose: no session headers, no
 * error toasts, no cache syncing for calls that are about the mock, not the shop.
 */
import { env } from '../../config/env';

/** One call the mock answered (mocks/panel-hooks.ts). */
export interface JournalEntry {
  method: string;
  path: string;
  status: number;
  at: number;
  ms: number;
  scenario: string;
}

/** A one-time code the mock "sent" by e-mail (mocks/handlers/outbox.ts). */
export interface OutboxMessage {
  email: string;
  code: string;
  sentAt: string;
}

export interface ScenarioSummary {
  name: string;
  description: string;
}

/** A hook's refusal, with the mock's own message (an import's reasons, say). */
export class MockHookError extends Error {}

const hookUrl = (path: string) => new URL(`${env.apiBaseUrl}/__mock/${path}`, window.location.origin).toString();
const JSON_HEADERS = { 'Content-Type': 'application/json' };

async function call<Answer>(path: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(hookUrl(path), init);
  const body = (await response.json().catch(() => null)) as (Answer & { message?: string }) | null;
  if (!response.ok) throw new MockHookError(body?.message ?? `${response.status} ${response.statusText}`);
  return body as Answer;
}

export const mockHooks = {
  journal: () => call<JournalEntry[]>('journal'),
  outbox: () => call<OutboxMessage[]>('outbox'),
  latency: () => call<{ latencyMs: number }>('latency').then((answer) => answer.latencyMs),
  setLatency: (latencyMs: number) => call<{ latencyMs: number }>('latency', { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ latencyMs }) }),
  /** The registry's scenarios and the one this tab's mock answers in. */
  scenarios: () => call<{ active: string; scenarios: ScenarioSummary[] }>('scenarios'),
  reset: () => call<unknown>('reset', { method: 'POST' }),
  /** The whole data as the JSON text `GET /__mock/state` answers (the server's MOCK_STATE_FILE format). */
  exportState: async () => {
    const response = await fetch(hookUrl('state'));
    if (!response.ok) throw new MockHookError(`${response.status} ${response.statusText}`);
    return response.text();
  },
  importState: (text: string) => call<unknown>('state', { method: 'PUT', headers: JSON_HEADERS, body: text }),
};

/** What the panel does to the page (a seam the tests replace: jsdom cannot navigate). */
export const pageActions = {
  reload: () => window.location.reload(),
  go: (url: string) => window.location.assign(url),
};
