/** The per-request switches of every mock host (decision 056); the standalone server's CORS allows them (http-cors.ts). */
export const MOCK_STATUS_HEADER = 'x-mock-status';
export const MOCK_DELAY_HEADER = 'x-mock-delay';
