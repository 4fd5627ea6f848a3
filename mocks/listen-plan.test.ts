import { describe, expect, it } from 'vitest';
import { LOOPBACK_ADDRESSES, listenPlan } from './listen-plan';

describe('listenPlan', () => {
  it('listens on both loopback addresses by default, with the tester hooks on', () => {
    expect(listenPlan({})).toMatchObject({ hosts: LOOPBACK_ADDRESSES, loopbackOnly: true, testHooks: true, displayHost: 'localhost', warning: undefined });
    expect(listenPlan({ MOCK_HOST: 'localhost' }).hosts).toEqual(LOOPBACK_ADDRESSES);
    expect(listenPlan({ MOCK_HOST: '127.0.0.1' })).toMatchObject({ hosts: ['127.0.0.1'], testHooks: true });
    expect(listenPlan({ MOCK_HOST: '[::1]' })).toMatchObject({ hosts: ['::1'], testHooks: true });
  });

  it('keeps the hooks off on any other host unless MOCK_TEST_HOOKS=1, and then warns', () => {
    expect(listenPlan({ MOCK_HOST: '0.0.0.0' })).toMatchObject({ hosts: ['0.0.0.0'], loopbackOnly: false, testHooks: false, displayHost: 'localhost', warning: undefined });
    expect(listenPlan({ MOCK_HOST: '192.168.1.20' })).toMatchObject({ testHooks: false, displayHost: '192.168.1.20' });
    const open = listenPlan({ MOCK_HOST: '::', MOCK_TEST_HOOKS: '1' });
    expect(open.testHooks).toBe(true);
    expect(open.warning).toMatch(/WARNING: tester hooks are ON/);
  });

  it('turns the hooks off on loopback with MOCK_TEST_HOOKS=0 and refuses other values', () => {
    expect(listenPlan({ MOCK_TEST_HOOKS: '0' }).testHooks).toBe(false);
    expect(() => listenPlan({ MOCK_TEST_HOOKS: 'yes' })).toThrow(/MOCK_TEST_HOOKS must be 1/);
  });
});
