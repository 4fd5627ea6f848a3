import type { Decorator } from '@storybook/react-vite';
import { Route } from 'wouter';
import { login, loginGuest } from '../api/generated/endpoints/session/session';
import type { User } from '../api/generated/model';
import { localeStore } from '../i18n/locale-store';
import { localeOrDefault } from '../i18n/locales';
import { sessionActions } from './session-store';

/**
 * Storybook only: helpers the account stories share. The mock's demo customer (README credentials) has
 * 13 orders (ids 1 to 13, numbers NT-240001 to NT-240013), three addresses, a wallet, a wishlist and a
 * compare list; in the mock's `new-customer` scenario (`parameters: { mockScenario: 'new-customer' }`) none of them.
 */
export const DEMO_CUSTOMER = { email: 'demo@niletech.eg', password: 'Demo@1234', name: 'Mona Hassan' } as const;

/** The demo customer's order 6: Processing, paid, in transit with a carrier and tracking number. */
export const DEMO_ORDER_ID = 6;

const startGuest = async (): Promise<User> => {
  const guest = await loginGuest({ silent: true });
  const user: User = { ...guest.data.record, role: 'guest' };
  sessionActions.signIn(user);
  return user;
};

/** A `beforeEach`: a guest session (role guest), cleared after the story. */
export const signInGuest = async () => {
  await startGuest();
  return () => sessionActions.clearCredentials();
};

/** A `beforeEach`: the demo customer signed in (guest login, then login), signed out after the story. */
export const signInDemoCustomer = async () => {
  await startGuest();
  const { data } = await login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, { silent: true });
  sessionActions.signIn({ ...data.record, role: 'customer' });
  return () => sessionActions.clearCredentials();
};

/** A `beforeEach`: the API answers in the toolbar's language (the HTTP client reads the locale store). */
export const apiInStoryLocale = ({ globals }: { globals: Record<string, unknown> }) => {
  const previous = localeStore.locale;
  localeStore.locale = localeOrDefault(globals.locale);
  return () => {
    localeStore.locale = previous;
  };
};

/**
 * A decorator rendering the story under the app's `/:locale` route (links and the active account link
 * resolve as in the app), and under `pattern` when the page reads route params (`/profile/orders/:id`).
 */
export const inLocaleRoute =
  (pattern?: string): Decorator =>
  (Story) => (
    <Route path="/:locale" nest>
      {pattern ? (
        <Route path={pattern}>
          <Story />
        </Route>
      ) : (
        <Story />
      )}
    </Route>
  );

/** Waits until drawers, dialogs and menus have finished animating in, so the a11y check sees final colours. */
export const animationsSettled = async (doc: Document) => {
  const finite = doc.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
};
