import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, waitFor, within } from 'storybook/test';
import { createStoryCart, type StoryCartOptions } from '../../features/cart/story-cart';
import type { Locale } from '../../i18n/locales';
import { AppRoutes } from '../router/app-routes';

export interface AppAtProps {
  /** The address inside the locale, as the shop spells it: `/shop`, `/products/{slug}`, `/profile/orders/6`. */
  route: string;
}

/**
 * Storybook only: the whole app (header, page, footer, bottom bar) at `route`, in the story's language, on the
 * Storybook mock. The locale comes from the story's own providers, so the English and Arabic halves of a story
 * shown side by side each open the route in their language.
 */
export function AppAt({ route }: AppAtProps) {
  const locale = useIntl().locale as Locale;
  const [location] = useState(() => memoryLocation({ path: `/${locale}${route}`, record: true }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppRoutes locale={locale} />
    </Router>
  );
}

/**
 * A `loader` for a page's story: the shopper of `parameters.storyCart` (a guest with an empty cart unless it says
 * otherwise; `customer: true` signs the demo customer in), with the header's counts loaded.
 */
export const pageShopperLoader = ({ parameters }: { parameters: { storyCart?: StoryCartOptions } }) =>
  createStoryCart(parameters.storyCart ?? { products: 0 });

/** What the signed-in demo customer sees on a customer-only page: their cart left as it is seeded. */
export const demoCustomer = { storyCart: { customer: true, products: 0 } } as const;

/**
 * The play of a page's story, in any language and any mock scenario: the page's chunk arrived and drew its
 * main heading (or, when the mock fails, the error screen's heading) in place of the pending skeleton.
 */
export const pageArrived = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  // The main landmark is looked up again on every try: the pending skeleton's may be replaced by the page's own.
  await waitFor(() => expect(within(within(canvasElement).getByRole('main')).getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0), { timeout: 55_000 });
};
