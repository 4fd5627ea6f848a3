/**
 * zod 4 compiles object parsers with `new Function` when it may, and probes for that on first use. The
 * production Content-Security-Policy has no 'unsafe-eval' (deploy/nginx), so the probe is a reported
 * violation: parse without eval, everywhere. Imported first by the entry.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
