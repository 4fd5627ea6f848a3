/**
 * `zod` as the shop imports it: vite.config.ts aliases the bare `zod` import here (the app's modules, the generated
 * schemas, the mock), so zod runs `jitless` (./jitless.ts, imported first) before any of them builds a schema —
 * whichever chunk loads zod first. This module only re-exports zod.
 */
import './jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
