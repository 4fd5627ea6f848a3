// @vitest-environment node
/** The server's kept data (MOCK_STATE_FILE): read through the stored state's check, written whole, across restarts. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_VERSION, seedState } from './db/seed';
import { createStateFileSaver, readStateFile, writeStateFile } from './state-file';
import { APP, request, startServer } from './testing/http-client';
import { TEST_EPOCH } from './testing/test-db';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const seeded = () => seedState({ now: TEST_EPOCH });

describe('the state file', () => {
  it('reads back what it wrote, and nothing (quietly) when there is no file yet', () => {
    const log = vi.fn();
    const path = join(dir, 'nested', 'state.json');
    expect(readStateFile(path, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
    const state = seeded();
    state.settings.email = 'kept@example.com';
    writeStateFile(path, state);
    expect(readStateFile(path, log)).toEqual(state);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json']);
  });

  it.each([
    ['not JSON', '{"schemaVersion": 1,', /it is not JSON/],
    ['another schema version', JSON.stringify({ ...seeded(), schemaVersion: SCHEMA_VERSION + 1 }), /schema version/],
    ['a broken invariant', JSON.stringify({ ...seeded(), counters: { ...seeded().counters, order: 0 } }), /counter "order"/],
    ['the wrong shape', JSON.stringify({ ...seeded(), products: 'nope' }), /products: Invalid input/],
  ])('says why a file that is %s cannot be used, names it, and gives a fresh seed instead of a crash', (_name, text, reason) => {
    const log = vi.fn();
    const path = join(dir, 'state.json');
    writeFileSync(path, text);
    expect(readStateFile(path, log)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toMatch(reason);
    expect(log.mock.calls[0]?.[0]).toContain(`MOCK_STATE_FILE ${path} cannot be used`);
  });

  it('writes whole or not at all: a failed write leaves the old file and no temporary file', () => {
    const path = join(dir, 'state.json');
    mkdirSync(path);
    writeFileSync(join(path, 'keep'), 'x');
    expect(() => writeStateFile(path, seeded())).toThrow();
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('writes once after a burst of changes, at once on flush, and logs (never throws) when it cannot', () => {
    vi.useFakeTimers();
    try {
      const path = join(dir, 'state.json');
      const saver = createStateFileSaver(path, { waitMs: 500 });
      const state = seeded();
      saver.schedule(state);
      state.settings.email = 'second@example.com';
      saver.schedule(state);
      expect(readdirSync(dir)).toEqual([]);
      vi.advanceTimersByTime(500);
      expect(JSON.parse(readFileSync(path, 'utf8')).settings.email).toBe('second@example.com');
      state.settings.email = 'flushed@example.com';
      saver.schedule(state);
      saver.flush();
      expect(JSON.parse(readFileSync(path, 'utf8')).settings.email).toBe('flushed@example.com');

      const log = vi.fn();
      const blocked = join(dir, 'blocked');
      mkdirSync(join(blocked, 'child'), { recursive: true });
      const failing = createStateFileSaver(blocked, { log });
      failing.schedule(state);
      expect(() => failing.flush()).not.toThrow();
      expect(log.mock.calls[0]?.[0]).toContain(`could not write MOCK_STATE_FILE ${blocked}`);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('mock server with MOCK_STATE_FILE', () => {
  it('keeps a change across a restart; a corrupt file gives a message and a fresh seed, never a crash', async () => {
    const path = join(dir, 'state.json');
    const first = startServer({ MOCK_STATE_FILE: path });
    const firstPort = await first.listening;
    expect(first.output()).toContain(`data kept in ${path})`);
    const guest = await request(firstPort, 'POST', '/login/guests', APP);
    expect(guest.status).toBe(200);
    const snapshot = (await request(firstPort, 'GET', '/__mock/state', APP)).json() as unknown as { users: unknown[] };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ MOCK_STATE_FILE: path });
    const secondPort = await second.listening;
    expect(second.output()).toContain(`data kept in ${path}, restored)`);
    const restored = (await request(secondPort, 'GET', '/__mock/state', APP)).json() as unknown as { users: unknown[] };
    expect(restored.users).toHaveLength(snapshot.users.length);
    second.child.kill('SIGTERM');
    await second.exited;

    writeFileSync(path, '{"broken": ');
    const third = startServer({ MOCK_STATE_FILE: path });
    const thirdPort = await third.listening;
    expect(third.output()).toMatch(/MOCK_STATE_FILE .* cannot be used \(it is not JSON\): starting from a fresh seed/);
    expect((await request(thirdPort, 'GET', '/products?perPage=1', APP)).status).toBe(200);
    const fresh = (await request(thirdPort, 'GET', '/__mock/state', APP)).json() as unknown as { users: unknown[] };
    expect(fresh.users.length).toBeLessThan(restored.users.length);
    third.child.kill('SIGTERM');
    await third.exited;
    expect(() => JSON.parse(readFileSync(path, 'utf8'))).not.toThrow();
  }, 120_000);
});
