import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  home: { id: 'footer.link.home', defaultMessage: 'Home' },
  shop: { id: 'footer.link.shop', defaultMessage: 'Shop all products' },
  categories: { id: 'footer.link.categories', defaultMessage: 'Categories' },
  brands: { id: 'footer.link.brands', defaultMessage: 'Brands' },
  cart: { id: 'footer.link.cart', defaultMessage: 'Cart' },
  contact: { id: 'footer.link.contact', defaultMessage: 'Contact us' },
  faq: { id: 'footer.link.faq', defaultMessage: 'FAQ' },
  trackOrder: { id: 'footer.link.trackOrder', defaultMessage: 'Track an order' },
  privacy: { id: 'footer.link.privacy', defaultMessage: 'Privacy policy' },
  terms: { id: 'footer.link.terms', defaultMessage: 'Terms and conditions' },
  returns: { id: 'footer.link.returns', defaultMessage: 'Returns and refunds' },
  shipping: { id: 'footer.link.shipping', defaultMessage: 'Shipping and delivery' },
  tradeIn: { id: 'footer.link.tradeIn', defaultMessage: 'Trade-in program' },
});

export interface FooterLink {
  path: string;
  label: MessageDescriptor;
}

/** Paths under /{locale}. */
export const shopLinks: FooterLink[] = [
  { path: '/', label: messages.home },
  { path: '/shop', label: messages.shop },
  { path: '/categories', label: messages.categories },
  { path: '/brands', label: messages.brands },
  { path: '/cart', label: messages.cart },
];

export const supportLinks: FooterLink[] = [
  { path: '/contact-us', label: messages.contact },
  { path: '/track-order', label: messages.trackOrder },
  { path: '/faq', label: messages.faq },
  { path: '/privacy-policy', label: messages.privacy },
  { path: '/terms-and-conditions', label: messages.terms },
  { path: '/returns-and-refunds', label: messages.returns },
  { path: '/shipping-and-delivery', label: messages.shipping },
  { path: '/trade-in-program', label: messages.tradeIn },
];
