import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServiceWorkerUrl, registerMockServiceWorker } from './mock-service-worker';

const WORKER_URL = '/mock-service-worker.js?api=%2Fapi';

type Registration = Partial<Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'active'>>;

/** A service worker container whose `register` answers `registration` (or fails), and which can take the page over. */
function container(registration: Promise<Registration>, controlled = false) {
  const target = new EventTarget();
  const fake = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => registration),
    takeOver() {
      fake.controller = {} as ServiceWorker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  });
  return fake;
}
const as = (fake: ReturnType<typeof container>) => fake as unknown as ServiceWorkerContainer;
const settled = async (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), 20))]);

afterEach(() => vi.useRealTimers());

describe('mockServiceWorkerUrl', () => {
  it('names the mock API\'s base path, relative or absolute, without a trailing slash', () => {
    expect(mockServiceWorkerUrl('/api')).toBe(WORKER_URL);
    expect(mockServiceWorkerUrl(`${window.location.origin}/mock/api/`)).toBe('/mock-service-worker.js?api=%2Fmock%2Fapi');
  });
});

describe('registerMockServiceWorker', () => {
  it('registers the demo\'s worker and resolves only once the worker controls the page', async () => {
    const fake = container(Promise.resolve({ installing: {} as ServiceWorker, waiting: null, active: null }));
    const registered = registerMockServiceWorker(WORKER_URL, as(fake));
    expect(fake.register).toHaveBeenCalledWith(WORKER_URL);
    expect(await settled(registered)).toBe(false);
    fake.takeOver();
    expect(await settled(registered)).toBe(true);
  });

  it('resolves at once where the page is controlled already, or has no service worker', async () => {
    const fake = container(Promise.resolve({}), true);
    expect(await settled(registerMockServiceWorker(WORKER_URL, as(fake)))).toBe(true);
    expect(fake.register).not.toHaveBeenCalled();
    expect(await settled(registerMockServiceWorker(WORKER_URL, undefined))).toBe(true);
  });

  it('resolves, never rejects, when the registration fails', async () => {
    const fake = container(Promise.reject(new Error('Service Worker script does not exist (404)')));
    expect(await settled(registerMockServiceWorker(WORKER_URL, as(fake)))).toBe(true);
  });

  it('asks a long active worker that does not control the page (a hard reload) to claim it, and resolves once it does', async () => {
    const active = { state: 'activated', postMessage: vi.fn() };
    const fake = container(Promise.resolve({ installing: null, waiting: null, active: active as unknown as ServiceWorker }));
    const registered = registerMockServiceWorker(WORKER_URL, as(fake));
    expect(await settled(registered)).toBe(false);
    expect(active.postMessage).toHaveBeenCalledWith({ type: 'storefront-mock:claim' });
    fake.takeOver();
    expect(await settled(registered)).toBe(true);
  });

  it('gives up waiting after its longest wait', async () => {
    vi.useFakeTimers();
    const fake = container(Promise.resolve({ installing: {} as ServiceWorker, waiting: null, active: null }));
    let done = false;
    void registerMockServiceWorker(WORKER_URL, as(fake), 5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
