import { describe, expect, it } from 'vitest';
import { profileCrumbTrail } from './account-links';

const ids = (path: string) => profileCrumbTrail(path).map((crumb) => [crumb.label.id, crumb.path]);

describe('profile breadcrumbs from the address', () => {
  it('gives the profile itself no crumb between Home and its title', () => {
    expect(ids('/profile')).toEqual([]);
  });

  it('puts My account before a section', () => {
    expect(ids('/profile/my-wallet')).toEqual([['account.menu', '/profile']]);
  });

  it('puts the orders list before an order, and the order before its tracking', () => {
    expect(ids('/profile/orders/7')).toEqual([
      ['account.menu', '/profile'],
      ['account.nav.orders', '/profile/orders'],
    ]);
    expect(ids('/profile/orders/7/track')).toEqual([
      ['account.menu', '/profile'],
      ['account.nav.orders', '/profile/orders'],
      ['account.crumb.order', '/profile/orders/7'],
    ]);
  });
});
