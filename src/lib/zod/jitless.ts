import { config } from 'zod/v4/core';

/**
 * zod 4 compiles a fast object parser with `new Function`, and probes whether it may when an object schema is built.
 * The production Content-Security-Policy has no 'unsafe-eval' (deploy/nginx): the probe would be reported as a
 * violation on every page that builds a schema. zod's own `jitless` mode skips both the probe and the compiled
 * parser (same results). It is set here, in a module of its own, so it runs before zod's schema modules do:
 * src/lib/zod/index.ts imports it first.
 */
config({ jitless: true });
