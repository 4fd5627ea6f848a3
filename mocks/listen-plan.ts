/**
 * Where the standalone mock server listens and whether its tester hooks answer (`mocks/server.ts`).
 *
 * The hooks (`/__mock/outbox` and friends) hand out one-time codes and rewrite pages: anyone who can reach them
 * can take over a customer of the mock. So they are on by default only when the server listens on loopback
 * only (the default host); on any other host they need `MOCK_TEST_HOOKS=1`, and the server then says so loudly.
 */

/** Both loopback addresses: `localhost` is 127.0.0.1 on some machines and ::1 on others. */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'];

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;
const WILDCARD_HOST = /^(?:0\.0\.0\.0|::|\[::\])$/;

export interface ListenPlan {
  /** Addresses to listen on; the first must succeed, the others are tried (a machine without IPv6 has no ::1). */
  hosts: string[];
  loopbackOnly: boolean;
  testHooks: boolean;
  /** The host a browser on this machine reaches it at, for the printed address. */
  displayHost: string;
  /** Printed at start when the hooks answer beyond this machine. */
  warning?: string;
}

export function listenPlan(env: { MOCK_HOST?: string; MOCK_TEST_HOOKS?: string }): ListenPlan {
  const host = (env.MOCK_HOST ?? '').trim();
  const loopbackOnly = host === '' || LOOPBACK_HOST.test(host);
  const hosts = host === '' || host.toLowerCase() === 'localhost' ? LOOPBACK_ADDRESSES : [host.replace(/^\[(.*)\]$/, '$1')];
  const flag = (env.MOCK_TEST_HOOKS ?? '').trim();
  if (!['', '0', '1'].includes(flag)) throw new Error(`MOCK_TEST_HOOKS must be 1 (on), 0 (off) or unset, not "${flag}".`);
  const testHooks = flag === '' ? loopbackOnly : flag === '1';
  const displayHost = loopbackOnly || WILDCARD_HOST.test(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const warning =
    testHooks && !loopbackOnly
      ? [
          '',
          '!!! WARNING: tester hooks are ON and the mock API listens on ' + host + ' (MOCK_TEST_HOOKS=1).',
          '!!! Anyone who can reach this machine can read one-time codes from /__mock/outbox, reset any',
          '!!! customer\'s password and sign in as them. Leave MOCK_HOST unset (loopback) or set MOCK_TEST_HOOKS=0.',
          '',
        ].join('\n')
      : undefined;
  return { hosts, loopbackOnly, testHooks, displayHost, warning };
}
