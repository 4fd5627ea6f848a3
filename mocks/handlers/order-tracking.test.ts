/** GET /orders/track over HTTP on the unit tests' mock server: proof of the order, one "not found", a limit per client. */
import axios from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { trackOrderResponse } from '../../src/api/generated/zod/orders/orders.zod';
import { currentMockServer } from '../node';
import { TRACKING_LIMITS } from '../db/rules/order-tracking';

const server = currentMockServer();
if (!server) throw new Error('The unit test setup (tests/setup/mock-server.ts) must create the mock server.');
const client = axios.create({ baseURL: 'http://localhost/api', validateStatus: () => true });

beforeEach(() => server.db.reset());

async function track(query: Record<string, string>, token?: string, locale: 'en' | 'ar' = 'en') {
  const headers: Record<string, string> = { 'locale-code': locale };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await client.get('/orders/track', { params: query, headers });
  return { status: response.status, body: response.data, retryAfter: response.headers['retry-after'] as string | undefined };
}

describe('GET /orders/track', () => {
  it('answers the order only with its number and its e-mail or phone; every miss is the same 404', async () => {
    const hit = await track({ orderNumber: 'NT-240001', contact: 'Demo@NileTech.eg' }, 'client-a');
    expect(hit.status).toBe(200);
    expect(trackOrderResponse.parse(hit.body).data.record.number).toBe('NT-240001');
    expect((await track({ orderNumber: 'NT-240001', contact: '+20 10 1234 5678' }, 'client-a')).status).toBe(200);

    const unknown = await track({ orderNumber: 'NT-999999', contact: 'demo@niletech.eg' }, 'client-a');
    const wrongContact = await track({ orderNumber: 'NT-240001', contact: 'omar@example.com' }, 'client-a');
    const wrongPhone = await track({ orderNumber: 'NT-240001', contact: '01198765432' }, 'client-a');
    expect(unknown.status).toBe(404);
    expect(wrongContact).toEqual(unknown);
    expect(wrongPhone).toEqual(unknown);
  });

  it('asks for the contact: a request with the number alone gets no order', async () => {
    const bare = await client.get('/orders/track?orderNumber=NT-240001');
    expect(bare.status).toBe(422);
    expect(JSON.stringify(bare.data)).not.toContain('NT-240001');
  });

  it(`refuses the ${TRACKING_LIMITS.perToken + 1}th lookup of a minute with 429, the contract's error body, Retry-After and the request's language`, async () => {
    for (let index = 0; index < TRACKING_LIMITS.perToken; index += 1) {
      expect((await track({ orderNumber: `NT-9${index}`, contact: 'a@b.eg' }, 'client-b')).status).toBe(404);
    }
    const refused = await track({ orderNumber: 'NT-240001', contact: 'demo@niletech.eg' }, 'client-b', 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'محاولات كثيرة للبحث عن الطلبات. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await track({ orderNumber: 'NT-240001', contact: 'demo@niletech.eg' }, 'client-c')).status).toBe(200);
  });
});
