import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const generatedDir = join(root, 'src/api/generated/endpoints');
const handlersDir = join(root, 'mocks/handlers');

describe('stateful handlers', () => {
  it('cover every operation of the contract, so the browser mock needs no faker fallback', () => {
    const generated = readdirSync(generatedDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.msw.ts'))
      .flatMap((file) => [...readFileSync(join(generatedDir, file), 'utf8').matchAll(/export const (get\w+MockHandler)\b/g)].map((match) => match[1]));
    const used = new Set(
      readdirSync(handlersDir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .flatMap((file) => [...readFileSync(join(handlersDir, file), 'utf8').matchAll(/\b(get\w+MockHandler)\b/g)].map((match) => match[1])),
    );
    expect(generated.length).toBeGreaterThan(40);
    expect(generated.filter((name) => !used.has(name))).toEqual([]);
  });
});
