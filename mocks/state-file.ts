/**
 * The standalone server's data across restarts (`MOCK_STATE_FILE=path npm run mock:server`, decision 057): read at
 * start through the same check as the browser's stored state (`checkSavedState`), written after changes, debounced,
 * atomically (a temporary file beside it, then a rename: a crash mid-write leaves the previous file whole).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DbState } from './db/types';
import { createDebouncedWriter } from './debounced-writer';
import { checkSavedState } from './saved-state';

/** How long the server waits after a change before writing, so a burst of calls is one write. */
export const STATE_FILE_WRITE_DELAY_MS = 500;

type Log = (message: string) => void;

/**
 * The state kept in `path`, or null (then the server seeds afresh): no file yet, or one it cannot use (not JSON,
 * another schema version, a broken invariant), which it says on the console, naming the file and why, and leaves
 * in place until the next write replaces it.
 */
export function readStateFile(path: string, log: Log = (message) => console.warn(message)): DbState | null {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log(`[mock api] MOCK_STATE_FILE ${path} cannot be read (${(error as Error).message}): starting from a fresh seed.`);
    return null;
  }
  const checked = checkSavedState(raw);
  if (checked.state) return checked.state;
  log(`[mock api] MOCK_STATE_FILE ${path} cannot be used (${checked.problems.join('; ')}): starting from a fresh seed, which replaces it.`);
  return null;
}

/** Writes `state` to `path` whole or not at all: into a temporary file beside it, then renamed over it. */
export function writeStateFile(path: string, state: DbState): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Writes at most once per `waitMs` after changes; `flush()` writes a pending change at once (on shutdown). */
export function createStateFileSaver(path: string, { waitMs = STATE_FILE_WRITE_DELAY_MS, log = (message: string) => console.warn(message) }: { waitMs?: number; log?: Log } = {}) {
  return createDebouncedWriter((state) => {
    try {
      writeStateFile(path, state);
    } catch (error) {
      log(`[mock api] could not write MOCK_STATE_FILE ${path}: ${(error as Error).message}`);
    }
  }, waitMs);
}
