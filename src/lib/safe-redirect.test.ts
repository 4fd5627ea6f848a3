import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const home = '/en/';

describe('safeRedirect', () => {
  it.each(['/en/profile/orders', '/ar/profile/orders/12?tab=items', '/en/shop?categories=phones,laptops#top'])(
    'accepts the same-origin path %s',
    (target) => expect(safeRedirect(target, home)).toBe(target),
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['absolute https', 'https://evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['scheme after slash', '/javascript:alert(1)'],
    ['tab inside', '/\t/evil.example'],
    ['relative without slash', 'evil.example'],
    ['malformed encoding', '/%E0%A4%A'],
    ['empty', ''],
  ])('falls back home for %s', (_, target) => expect(safeRedirect(target, home)).toBe(home));

  it('falls back when there is no target', () => {
    expect(safeRedirect(null, home)).toBe(home);
    expect(safeRedirect(undefined, home)).toBe(home);
  });
});
