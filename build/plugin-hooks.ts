import type { Plugin } from 'vite';

type HookName = { [K in keyof Plugin]-?: NonNullable<Plugin[K]> extends ((...args: never[]) => unknown) | { handler: (...args: never[]) => unknown } ? K : never }[keyof Plugin];

/**
 * A plugin's hook as a plain function, for the plugins' unit tests: called with `context` as `this` (the parts of
 * Rollup's plugin context the hook uses). Throws when the plugin has no such hook.
 */
export function hookOf(plugin: Plugin, name: HookName, context: object = {}): (...args: unknown[]) => unknown {
  const hook = plugin[name] as ((...args: unknown[]) => unknown) | { handler: (...args: unknown[]) => unknown } | undefined;
  if (!hook) throw new Error(`${plugin.name} has no ${name} hook`);
  const handler = typeof hook === 'function' ? hook : hook.handler;
  return (...args) => handler.apply(context, args);
}
