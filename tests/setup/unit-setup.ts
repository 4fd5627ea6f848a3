import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockDb } from '../../mocks/node';
import { mockServer } from './mock-server';

// Waits (findBy…, waitFor) give a busy 2-core machine 10 s rather than 1 s: the first page rendered from the mock in jsdom
// takes up to 9 s there (its lazy parts loaded cold), and a behaviour that never happens still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// A test that logs an error fails: noise hides bugs (epic-stack's rule).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockDb();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

afterAll(() => mockServer.close());
