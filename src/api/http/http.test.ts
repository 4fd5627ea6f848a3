import type { InternalAxiosRequestConfig } from 'axios';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { env } from '../../config/env';
import { REQUEST_TIMEOUT_MS } from '../../lib/constants';
import { isApiError, toApiError, type ApiError } from './api-error';
import { http } from './http';
import { connectHttp, httpHooks, type HttpHooks } from './http-hooks';

const original = { ...httpHooks };
let hooks: { [K in keyof HttpHooks]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  hooks = {
    getAccessToken: vi.fn(() => null),
    getLocale: vi.fn(() => 'en'),
    getSessionEpoch: vi.fn(() => 1),
    onUnauthorized: vi.fn(),
    onNotFound: vi.fn(),
    notify: vi.fn(),
    onData: vi.fn(),
  };
  connectHttp(hooks as unknown as HttpHooks);
});
afterEach(() => connectHttp(original));

const answer = (method: 'get' | 'patch' | 'post', status: number, body: unknown) =>
  mockServer.use(mswHttp[method]('*/spec-8', () => HttpResponse.json(body as Record<string, unknown>, { status })));

const failure = async (request: Promise<unknown>): Promise<ApiError> => {
  const error = await request.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('request headers (spec section 7)', () => {
  it('hands the request to the network in the same task that asked for it (a prefetch leaves before the render)', async () => {
    const adapter = vi.fn((config: InternalAxiosRequestConfig) => Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config }));
    const request = http.get('/spec-8', { adapter });
    expect(adapter).toHaveBeenCalledOnce();
    expect(adapter.mock.calls[0]?.[0].headers.get('application-type')).toBe('web');
    await request;
  });

  it('sends the app key, application type, public token, a bearer and the locale on every call', async () => {
    let seen: Headers | undefined;
    mockServer.use(mswHttp.get('*/spec-8', ({ request }) => ((seen = request.headers), HttpResponse.json({ success: true, message: '', data: {} }))));
    hooks.getLocale.mockReturnValue('ar');
    await http.get('/spec-8');
    expect(seen?.get('app-key')).toBe(env.appKey);
    expect(seen?.get('application-type')).toBe('web');
    expect(env.publicTokens).toContain(seen?.get('public-token'));
    // No user yet: the guest public token is the bearer.
    expect(seen?.get('authorization')).toBe(`Bearer ${seen?.get('public-token')}`);
    expect(seen?.get('locale-code')).toBe('ar');
    expect(seen?.get('accept')).toContain('application/json');
  });

  it("uses the user's own token as bearer once there is one", async () => {
    let auth: string | null = null;
    mockServer.use(mswHttp.get('*/spec-8', ({ request }) => ((auth = request.headers.get('authorization')), HttpResponse.json({ success: true, message: '', data: {} }))));
    hooks.getAccessToken.mockReturnValue('user-token-1');
    await http.get('/spec-8');
    expect(auth).toBe('Bearer user-token-1');
  });

  it('times out after 10,000 ms', () => {
    expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });
});

describe('error handling in one place (spec section 8)', () => {
  it('401 logs out without a toast', async () => {
    answer('get', 401, { success: false, message: 'Unauthenticated.' });
    const error = await failure(http.get('/spec-8'));
    expect(error.status).toBe(401);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('a 401 answering a call of an ended session (the epoch moved on while it was out) ends nothing', async () => {
    mockServer.use(
      mswHttp.get('*/spec-8', () => {
        hooks.getSessionEpoch.mockReturnValue(2);
        return HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    expect((await failure(http.get('/spec-8'))).status).toBe(401);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('404 on a read raises the not-found page', async () => {
    answer('get', 404, { success: false, message: 'Product not found' });
    await failure(http.get('/spec-8'));
    expect(hooks.onNotFound).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('404 on a change tells the shopper instead of leaving the page', async () => {
    answer('patch', 404, { success: false, message: 'This item is no longer in your cart' });
    await failure(http.patch('/spec-8', {}));
    expect(hooks.onNotFound).not.toHaveBeenCalled();
    expect(hooks.notify).toHaveBeenCalledWith(expect.objectContaining({ text: 'This item is no longer in your cart' }));
  });

  it('422 puts the first message of each field on the error and, when no form showed them, toasts the message with each field name plus message', async () => {
    answer('patch', 422, {
      success: false,
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.', 'second'], password: ['Too short'], payment_method_id: ['Pick one'], 'items.0.unit_price': ['Stale'] },
    });
    const error = await failure(http.patch('/spec-8', {}));
    expect(error.fieldErrors).toEqual({ email: 'The email has already been taken.', password: 'Too short', payment_method_id: 'Pick one', 'items.0.unit_price': 'Stale' });
    await vi.waitFor(() => expect(hooks.notify).toHaveBeenCalledTimes(1));
    expect(hooks.notify).toHaveBeenCalledWith({
      text: 'The given data was invalid.',
      message: expect.objectContaining({ defaultMessage: 'Validation failed' }),
      details: [
        { field: expect.objectContaining({ id: 'field.email', defaultMessage: 'Email' }), text: 'The email has already been taken.' },
        { field: expect.objectContaining({ id: 'field.password', defaultMessage: 'Password' }), text: 'Too short' },
        { field: expect.objectContaining({ id: 'field.paymentMethod', defaultMessage: 'Payment method' }), text: 'Pick one' },
        // A key nobody labelled is named in a readable form of itself.
        { field: 'Items unit price', text: 'Stale' },
      ],
    });
  });

  it('422 whose fields a form showed only in part toasts the fields the form does not have', async () => {
    answer('patch', 422, { success: false, message: 'Validation failed', errors: { email: ['Taken.'], cart: ['Your cart is empty.'] } });
    const error = await failure(http.patch('/spec-8', {}));
    // What applyServerErrors does for a form with an email field and no cart field.
    error.fieldsShownOnForm.add('email');
    await vi.waitFor(() => expect(hooks.notify).toHaveBeenCalledTimes(1));
    expect(hooks.notify.mock.calls[0]?.[0].details).toEqual([{ field: expect.objectContaining({ id: 'field.cart' }), text: 'Your cart is empty.' }]);
  });

  it('422 whose field errors a form put on its fields raises no toast', async () => {
    answer('patch', 422, { success: false, message: 'Validation failed', errors: { email: ['These credentials do not match our records.'] } });
    const error = await failure(http.patch('/spec-8', {}));
    error.shownOnForm = true;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it("422 without a message or field errors falls back to 'Validation failed'", async () => {
    answer('patch', 422, { success: false, message: '', errors: {} });
    await failure(http.patch('/spec-8', {}));
    const notice = hooks.notify.mock.calls[0]?.[0];
    expect(notice.text).toBeUndefined();
    expect(notice.message.defaultMessage).toBe('Validation failed');
  });

  it("other HTTP errors toast the server message, or 'Request failed'", async () => {
    answer('get', 500, { success: false, message: 'Database is down' });
    await failure(http.get('/spec-8'));
    expect(hooks.notify).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Database is down' }));

    answer('get', 503, 'not json at all');
    await failure(http.get('/spec-8'));
    const notice = hooks.notify.mock.calls[1]?.[0];
    expect(notice.text).toBeUndefined();
    expect(notice.message.defaultMessage).toBe('Request failed');
  });

  it("no response says 'Network error occurred'", async () => {
    mockServer.use(mswHttp.get('*/spec-8', () => HttpResponse.error()));
    const error = await failure(http.get('/spec-8'));
    expect(error.kind).toBe('network');
    expect(hooks.notify.mock.calls[0]?.[0].message.defaultMessage).toBe('Network error occurred');
  });

  it("a request that gets no answer within the time-out says 'Network error occurred' and why", async () => {
    mockServer.use(mswHttp.get('*/spec-8', async () => (await delay(1000), HttpResponse.json({ success: true, message: '', data: {} }))));
    // The default (10,000 ms, tested above) shortened for the test. MSW's XMLHttpRequest stand-in (jsdom) never
    // fires a time-out, so this request goes through axios's fetch adapter, whose time-out aborts it.
    const baseURL = new URL(env.apiBaseUrl, window.location.href).href; // Node's fetch wants an absolute address
    const error = await failure(http.get('/spec-8', { timeout: 30, adapter: 'fetch', baseURL }));
    expect(error.kind).toBe('timeout');
    expect(hooks.notify).toHaveBeenCalledTimes(1);
    const notice = hooks.notify.mock.calls[0]?.[0];
    expect(notice.text).toBeUndefined();
    expect(notice.message.defaultMessage).toBe('Network error occurred');
    expect(notice.details).toEqual([{ message: expect.objectContaining({ id: 'error.timeoutDetail' }), values: { seconds: 10 } }]);
  });

  it("anything that is not an HTTP failure is 'An unexpected error occurred'", () => {
    const error = toApiError(new TypeError('x is undefined'));
    expect(error.kind).toBe('unexpected');
  });

  it('a silent request leaves the failure to its caller, but a 401 still logs out', async () => {
    answer('get', 500, { success: false, message: 'boom' });
    await failure(http.get('/spec-8', { silent: true }));
    expect(hooks.notify).not.toHaveBeenCalled();

    answer('get', 401, { success: false, message: 'Unauthenticated.' });
    await failure(http.get('/spec-8', { silent: true }));
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('successful responses', () => {
  it('hand their data to the cache sync', async () => {
    answer('get', 200, { success: true, message: 'ok', data: { cart: { items: [] } } });
    const response = await http.get('/spec-8');
    expect(response.data.message).toBe('ok');
    expect(hooks.onData).toHaveBeenCalledWith({ cart: { items: [] } }, { locale: 'en', isRead: true });
  });

  it('say which language they were asked in and whether they changed anything', async () => {
    hooks.getLocale.mockReturnValue('ar');
    answer('post', 200, { success: true, message: 'ok', data: { cart: { items: [] } } });
    await http.post('/spec-8', {});
    expect(hooks.onData).toHaveBeenCalledWith({ cart: { items: [] } }, { locale: 'ar', isRead: false });
  });

  it("of a session that ended while they were out (a logout) sync nothing: the old customer's cart stays out", async () => {
    mockServer.use(
      mswHttp.get('*/spec-8', () => {
        hooks.getSessionEpoch.mockReturnValue(2);
        return HttpResponse.json({ success: true, message: 'ok', data: { cart: { items: [] } } });
      }),
    );
    const response = await http.get('/spec-8');
    expect(response.data.message).toBe('ok');
    expect(hooks.onData).not.toHaveBeenCalled();
  });
});
