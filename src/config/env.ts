import { z } from 'zod/mini';

/**
 * The environment, read once and validated. An empty VITE_API_BASE_URL means "the embedded mock":
 * the app then starts the mock service worker and talks to it on `/api`.
 */
const envSchema = z.object({
  VITE_API_BASE_URL: z.optional(z.string()),
  VITE_APP_KEY: z.optional(z.string()),
  VITE_PUBLIC_TOKENS: z.optional(z.string()),
  VITE_MOCK_LATENCY_MS: z.optional(z.string()),
});

const raw = envSchema.parse(import.meta.env);

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const MOCK_API_BASE_URL = '/api';

export const env = {
  /** True when no real API is configured: the in-browser mock answers. Replaced at build time. */
  useMock: !import.meta.env.VITE_API_BASE_URL,
  apiBaseUrl: raw.VITE_API_BASE_URL || MOCK_API_BASE_URL,
  appKey: raw.VITE_APP_KEY || 'storefront-web',
  publicTokens: splitList(raw.VITE_PUBLIC_TOKENS || 'public-guest-token-1,public-guest-token-2,public-guest-token-3'),
  mockLatencyMs: Number(raw.VITE_MOCK_LATENCY_MS ?? 250) || 0,
} as const;
