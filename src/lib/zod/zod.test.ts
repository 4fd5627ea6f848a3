// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

/** Every `Function` constructed from here on (zod probes with `new Function("")` and compiles its parsers with it). */
const constructed: string[] = [];
const RealFunction = globalThis.Function;
globalThis.Function = new Proxy(RealFunction, {
  construct(target, args: string[]) {
    constructed.push(args.join(', '));
    return Reflect.construct(target, args) as object;
  },
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

const CHANGED = 'src/lib/zod (zod jitless, in place of a patch of zod): zod built code with Function although jitless was set before any schema — a zod upgrade changed how it honours `jitless`; the CSP would report it. See build/README.md';

describe("zod as the shop imports it ('zod', aliased to src/lib/zod)", () => {
  it('builds and parses object schemas without ever constructing a Function, as the CSP requires', async () => {
    // Imported only now, after the spy: zod loads for the first time in this file here, through the alias.
    const { z, config } = await import('zod');
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });
    expect(schema.parse({ name: 'tv', tags: [{ id: 1 }] })).toEqual({ name: 'tv', tags: [{ id: 1 }] });
    expect(schema.safeParse({ name: 1, tags: [] }).success).toBe(false);
    expect(constructed, CHANGED).toEqual([]);
  });
});
