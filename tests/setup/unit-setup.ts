import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockDb } from '../../mocks/node';
import { mockServer } from './mock-server';

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
