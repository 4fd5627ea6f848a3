/** Ports of the `prod` end-to-end project (playwright.prod.config.ts), shared with its tests. */
export const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 4327);
export const PROD_MOCK_PORT = Number(process.env.E2E_PROD_MOCK_PORT ?? 4011);
export const PROD_BASE_URL = `http://127.0.0.1:${PROD_PORT}`;
export const PROD_API_URL = `http://127.0.0.1:${PROD_MOCK_PORT}`;
