import { expect, screen, waitFor } from 'storybook/test';
import { addToCart, applyCartCoupon, clearCart } from '../../api/generated/endpoints/cart/cart';
import { listProducts } from '../../api/generated/endpoints/catalog/catalog';
import { getInitialData, login, loginGuest } from '../../api/generated/endpoints/session/session';
import type { Product } from '../../api/generated/model';
import { connectHttp } from '../../api/http/http-hooks';
import { localeStore } from '../../i18n/locale-store';
import { localeOrDefault } from '../../i18n/locales';
import { sessionActions, sessionStore } from '../../session/session-store';
import { closeCartPanel } from './cart-panel-store';

/**
 * Storybook only: a shopper with a cart on the stateful mock, for the cart and checkout stories. The mock's
 * demo customer (README credentials) has three saved addresses and EGP 1,500 in the wallet.
 */
export const STORY_CUSTOMER = { email: 'demo@niletech.eg', password: 'Demo@1234' } as const;

export interface StoryCartOptions {
  /** How many different in-stock products to add (0 for an empty cart). */
  products?: number;
  quantity?: number;
  /** Sign the demo customer in (their cart is emptied first) instead of staying a guest. */
  customer?: boolean;
  /** A coupon to apply once the products are in (e.g. WELCOME10). */
  coupon?: string;
}

export interface StoryCart {
  products: Product[];
}

/**
 * Guest login (then the demo customer's login when asked), products added to that shopper's cart, and the
 * session's counts refreshed. Loaders run before the story's app wires the HTTP client, so the bearer and the
 * language are wired here first (the same sources the app uses: the mock answers the story's first products in its language).
 */
export const createStoryCart = async (options: StoryCartOptions = {}): Promise<StoryCart> => {
  connectHttp({ getAccessToken: () => sessionStore.token, getLocale: () => localeStore.locale });
  const guest = await loginGuest({ silent: true });
  sessionActions.signIn({ ...guest.data.record, role: 'guest' });
  if (options.customer) {
    const { data } = await login({ email: STORY_CUSTOMER.email, password: STORY_CUSTOMER.password }, { silent: true });
    sessionActions.signIn({ ...data.record, role: 'customer' });
    await clearCart({ silent: true });
  }
  const { data: list } = await listProducts({ perPage: 60 }, { silent: true });
  const products = list.records.filter((product) => product.stock > 10).slice(0, options.products ?? 2);
  for (const product of products) await addToCart(product.id, { quantity: options.quantity ?? 1 }, undefined, { silent: true });
  if (options.coupon) await applyCartCoupon(options.coupon, undefined, { silent: true });
  const initial = await getInitialData({ silent: true });
  sessionActions.loaded(initial.data.user);
  return { products };
};

const CART_KEYS = ['customer', 'products', 'quantity', 'coupon'] as const;

/** The story cart's options among a story's args (the keys a control set: story-cart-controls.tsx). */
export const cartOptionsOf = (args: unknown): StoryCartOptions => {
  const set = (args ?? {}) as Record<string, unknown>;
  return Object.fromEntries(CART_KEYS.filter((key) => set[key] !== undefined).map((key) => [key, set[key]]));
};

/**
 * A story `loader`: the story cart of `parameters.storyCart` (two products for a guest by default), with what the
 * story's controls set over it (`cartOptionsOf`).
 */
export const storyCartLoader = ({ parameters, args }: { parameters: { storyCart?: StoryCartOptions }; args: unknown }) =>
  createStoryCart({ ...parameters.storyCart, ...cartOptionsOf(args) });

/**
 * A `beforeEach`: the API answers in the toolbar's language (the HTTP client reads the locale store); after
 * the story the shopper is signed out and the cart panel closed.
 */
export const storyShopper = ({ globals }: { globals: Record<string, unknown> }) => {
  const previous = localeStore.locale;
  localeStore.locale = localeOrDefault(globals.locale);
  return () => {
    localeStore.locale = previous;
    closeCartPanel();
    sessionActions.clearCredentials();
  };
};

/** A dialog once its opening animation is over (mid-fade its text is neither visible nor at full contrast). */
export const settledDialog = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    for (let node: Element | null = dialog; node; node = node.parentElement) expect(getComputedStyle(node).opacity).toBe('1');
    const opening = dialog.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
    expect(opening).toHaveLength(0);
  });
  return dialog;
};
