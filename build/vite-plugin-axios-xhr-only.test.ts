// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookOf } from './plugin-hooks';
import { axiosXhrOnly } from './vite-plugin-axios-xhr-only';

const axiosFile = (relative: string) => join(process.cwd(), 'node_modules/axios', relative);
const ADAPTERS = axiosFile('lib/adapters/adapters.js');
const CHANGED = "vite-plugin-axios-xhr-only: axios's adapters changed shape; see build/README.md";

describe('vite-plugin-axios-xhr-only', () => {
  it("hands axios's adapter list a fetch adapter that says no fetch here, so the real one leaves the bundle", async () => {
    const plugin = axiosXhrOnly();
    const id = hookOf(plugin, 'resolveId')('./fetch.js', ADAPTERS);
    expect(id).toEqual(expect.stringContaining('axios-no-fetch'));
    const stub = hookOf(plugin, 'load')(id) as string;
    const module = (await import(`data:text/javascript,${encodeURIComponent(stub)}`)) as { getFetch: () => unknown; default: unknown };
    expect(module.getFetch()).toBe(false);
    expect(module.default).toBe(false);
    expect(hookOf(plugin, 'resolveId')('./fetch.js', '/src/app/fetch-user.ts')).toBeNull();
    expect(hookOf(plugin, 'load')('/src/app/main.ts')).toBeNull();
  });

  it('fails the build when axios is bundled but its adapters no longer import ./fetch.js', () => {
    const errors: string[] = [];
    const context = { getModuleIds: () => [ADAPTERS][Symbol.iterator](), error: (message: string) => errors.push(message) };
    hookOf(axiosXhrOnly(), 'buildEnd', context)();
    expect(errors).toEqual([expect.stringContaining("no longer imports './fetch.js'")]);
    const seen = axiosXhrOnly();
    hookOf(seen, 'resolveId')('./fetch.js', ADAPTERS);
    errors.length = 0;
    hookOf(seen, 'buildEnd', context)();
    expect(errors).toEqual([]);
  });

  it('fits the installed axios: adapters.js takes only getFetch from ./fetch.js, and a browser tries XMLHttpRequest first', () => {
    const adapters = readFileSync(ADAPTERS, 'utf8');
    expect(adapters, CHANGED).toContain("import * as fetchAdapter from './fetch.js';");
    expect(new Set(adapters.match(/fetchAdapter\.\w+/g)), CHANGED).toEqual(new Set(['fetchAdapter.getFetch']));
    expect(readFileSync(axiosFile('lib/defaults/index.js'), 'utf8'), CHANGED).toContain("adapter: ['xhr', 'http', 'fetch']");
  });
});
