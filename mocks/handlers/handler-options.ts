/** What every handler of the mock API is built with (kit.ts), and what they report. */
import type { HandlerOverrides } from './overrides';
import type { OutboxMessage } from '../db/types';

export interface MockHandlerOptions {
  /** Simulated latency for every answer, in ms (msw `delay`); a function is read at each call (the browser's mock panel changes it). Default 0. */
  latencyMs?: number | (() => number);
  /**
   * In the browser: only requests under this base (e.g. `/api`) are answered; everything else
   * (Vite modules, assets) passes through even when its path happens to end like an API path.
   */
  apiBaseUrl?: string;
  /** Check every success answer against the generated zod response schema. */
  validateResponses?: boolean;
  /** Called with each answer that breaks the contract (default: console.error). */
  onContractViolation?: (violation: ContractViolation) => void;
  /** Called with each one-time code "sent" by e-mail (the browser logs it with console.info). */
  onOtpSent?: (message: OutboxMessage) => void;
  /** Append the generated faker handlers as the fallback (default true). */
  includeFallbacks?: boolean;
  /**
   * Answer the tester hooks under `/__mock/` (the outbox of one-time codes, hostile CMS HTML). Default true
   * (dev server, preview, tests); the standalone server enables them only with MOCK_TEST_HOOKS=1.
   */
  testHooks?: boolean;
  /**
   * Renders a picture's drawing to WebP: the standalone server's (`mocks/media/webp-pictures.ts`, decision 042), for
   * the `.webp` URLs of a db made with `mediaFormat: 'webp'`. Without it those URLs are not found.
   */
  renderWebp?: WebpRenderer;
  /** A scenario's changes to the handlers' behaviour (mocks/scenarios): what it does not set behaves as by default. */
  overrides?: HandlerOverrides;
}

/** `key` names the picture (`kind/file`: the same key, the same drawing); the answer is the WebP file. */
export type WebpRenderer = (key: string, svg: string) => Promise<Uint8Array>;

export interface ContractViolation {
  method: string;
  url: string;
  issues: { path: string; message: string }[];
}

/** Thrown (and turned into a 500) when `validateResponses` finds an answer that breaks the contract. */
export class ContractViolationError extends Error {
  readonly violation: ContractViolation;
  constructor(violation: ContractViolation) {
    super(`Mock answer breaks the contract: ${violation.method} ${violation.url}: ${violation.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`);
    this.name = 'ContractViolationError';
    this.violation = violation;
  }
}
