import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The account's names (menu entries, sign-in and sign-out), apart from the links that use them (account-links.ts):
 * the header's account button needs only these on every page's first screen, not the profile area's links, icons
 * and crumbs.
 */
export const accountMessages: Record<
  'profile' | 'changePassword' | 'orders' | 'addresses' | 'wallet' | 'wishlist' | 'compare' | 'login' | 'register' | 'logout' | 'account',
  MessageDescriptor
> = defineMessages({
  profile: { id: 'account.nav.profile', defaultMessage: 'Profile' },
  changePassword: { id: 'account.nav.changePassword', defaultMessage: 'Change password' },
  orders: { id: 'account.nav.orders', defaultMessage: 'Orders' },
  addresses: { id: 'account.nav.addresses', defaultMessage: 'Addresses' },
  wallet: { id: 'account.nav.wallet', defaultMessage: 'My wallet' },
  wishlist: { id: 'account.nav.wishlist', defaultMessage: 'Wishlist' },
  compare: { id: 'account.nav.compare', defaultMessage: 'Compare list' },
  login: { id: 'account.login', defaultMessage: 'Login' },
  register: { id: 'account.register', defaultMessage: 'Register' },
  logout: { id: 'account.logout', defaultMessage: 'Logout' },
  account: { id: 'account.menu', defaultMessage: 'My account' },
});
