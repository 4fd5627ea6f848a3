// @vitest-environment node
/** Requests and answers across the service worker's port: what the page sent arrives, what the mock answered returns. */
import { HttpResponse, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { toAnswer, toRequest, unhandledException } from './serve-request';

describe('serve-request', () => {
  it('gives the mock the page\'s method, address, headers and body', async () => {
    const body = new TextEncoder().encode('{"quantity":2}').buffer;
    const request = toRequest({ url: 'http://shop.test/api/cart', method: 'POST', headers: [['content-type', 'application/json'], ['authorization', 'Bearer t']], body });
    expect([request.method, request.url, request.headers.get('authorization')]).toEqual(['POST', 'http://shop.test/api/cart', 'Bearer t']);
    expect(await request.json()).toEqual({ quantity: 2 });
  });

  it('returns a response\'s status, headers and body', async () => {
    const answer = await toAnswer(HttpResponse.json({ success: false }, { status: 422, headers: { 'x-mock': '1' } }));
    expect(answer).toMatchObject({ kind: 'response', status: 422, headers: expect.arrayContaining([['x-mock', '1']]) });
    expect(answer.kind === 'response' && JSON.parse(new TextDecoder().decode(answer.body!))).toEqual({ success: false });
    expect(await toAnswer(new HttpResponse(null, { status: 204 }))).toMatchObject({ kind: 'response', status: 204, body: null });
  });

  it('lets what no handler answers, or a handler passes through, go to the network; a network error stays one', async () => {
    expect(await toAnswer(undefined)).toEqual({ kind: 'passthrough' });
    expect(await toAnswer(passthrough())).toEqual({ kind: 'passthrough' });
    expect(await toAnswer(HttpResponse.error())).toEqual({ kind: 'network-error' });
  });

  it('answers a handler\'s exception with a 500 that names it', async () => {
    const response = unhandledException(new TypeError('stock is undefined'));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ name: 'TypeError', message: 'stock is undefined' });
  });
});
