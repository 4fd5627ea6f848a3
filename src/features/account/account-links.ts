import type { FluentIcon } from '@fluentui/react-icons';
import { BoxRegular } from '@fluentui/react-icons/svg/box';
import { BoxSearchRegular } from '@fluentui/react-icons/svg/box-search';
import { HeartRegular } from '@fluentui/react-icons/svg/heart';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { WalletRegular } from '@fluentui/react-icons/svg/wallet';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { accountMessages } from './account-messages';

export interface AccountLink {
  key: string;
  /** Path under /{locale}. */
  path: string;
  label: MessageDescriptor;
  icon: FluentIcon;
  /** Wishlist and compare are filtered out of the account dropdown (spec section 2). */
  inDropdown: boolean;
}

/** The profile area's navigation; order detail and tracking stay hidden from it (they count as orders). */
export const accountLinks: AccountLink[] = [
  { key: 'profile', path: '/profile', label: accountMessages.profile, icon: PersonRegular, inDropdown: true },
  { key: 'password', path: '/profile/change-password', label: accountMessages.changePassword, icon: KeyRegular, inDropdown: true },
  { key: 'orders', path: '/profile/orders', label: accountMessages.orders, icon: BoxRegular, inDropdown: true },
  { key: 'addresses', path: '/profile/addresses', label: accountMessages.addresses, icon: LocationRegular, inDropdown: true },
  { key: 'wallet', path: '/profile/my-wallet', label: accountMessages.wallet, icon: WalletRegular, inDropdown: true },
  { key: 'wishlist', path: '/profile/wishlist', label: accountMessages.wishlist, icon: HeartRegular, inDropdown: false },
];

/** Public order tracking (anyone): in the account dropdown on desktop and the account drawer on a phone, not the profile area's navigation. */
export const trackOrderLink: AccountLink = {
  key: 'track-order',
  path: '/track-order',
  label: defineMessages({ trackOrder: { id: 'account.nav.trackOrder', defaultMessage: 'Track an order' } }).trackOrder,
  icon: BoxSearchRegular,
  inDropdown: true,
};

/** The link a profile address belongs to: `/profile/orders/12/track` → orders. */
export const activeAccountLink = (pathUnderLocale: string): AccountLink | undefined => {
  const clean = pathUnderLocale.replace(/\/+$/, '') || '/';
  return [...accountLinks].sort((a, b) => b.path.length - a.path.length).find((link) => clean === link.path || clean.startsWith(`${link.path}/`));
};

/**
 * The breadcrumbs between Home and a profile page, from its address: My account, then the section
 * (Orders), then the order for its tracking page. `/profile` itself has none (its title is the crumb).
 */
export const profileCrumbTrail = (pathUnderLocale: string): { label: MessageDescriptor; path: string; values?: Record<string, string> }[] => {
  const clean = pathUnderLocale.replace(/\/+$/, '') || '/';
  if (clean === '/profile' || !clean.startsWith('/profile/')) return [];
  const trail: { label: MessageDescriptor; path: string; values?: Record<string, string> }[] = [{ label: accountMessages.account, path: '/profile' }];
  const section = activeAccountLink(clean);
  if (section && section.path !== '/profile' && section.path !== clean) trail.push({ label: section.label, path: section.path });
  const tracking = /^\/profile\/orders\/([^/]+)\/track$/.exec(clean);
  if (tracking?.[1]) trail.push({ label: orderCrumb, path: `/profile/orders/${tracking[1]}`, values: { id: tracking[1] } });
  return trail;
};

const orderCrumb: MessageDescriptor = defineMessages({ order: { id: 'account.crumb.order', defaultMessage: 'Order details' } }).order;
