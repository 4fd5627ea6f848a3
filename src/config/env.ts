/**
 * The environment, read once (Vite inlines `import.meta.env` at build time). An empty
 * VITE_API_BASE_URL means "the embedded mock": the app then starts the mock service worker and talks to
 * it on `/api`.
 */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const nonNegativeInt = (value: string, fallback: number) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export const MOCK_API_BASE_URL = '/api';
const DEFAULT_PUBLIC_TOKENS = 'public-guest-token-1,public-guest-token-2,public-guest-token-3';

const apiBaseUrl = text(import.meta.env.VITE_API_BASE_URL);

export const env = {
  /** True when no real API is configured: the in-browser mock answers. */
  useMock: !apiBaseUrl,
  apiBaseUrl: apiBaseUrl || MOCK_API_BASE_URL,
  appKey: text(import.meta.env.VITE_APP_KEY) || 'storefront-web',
  publicTokens: splitList(text(import.meta.env.VITE_PUBLIC_TOKENS) || DEFAULT_PUBLIC_TOKENS),
  mockLatencyMs: nonNegativeInt(text(import.meta.env.VITE_MOCK_LATENCY_MS), 0),
} as const;
