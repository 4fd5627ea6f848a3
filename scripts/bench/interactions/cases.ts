/**
 * The interactions the bench times on a phone (issue 43): where each starts, what prepares it, the real input that
 * is timed, when its result is drawn, and what the browser alone would have to draw for it (the floor).
 *
 * What prepares an interaction (opening the filters drawer, an item put in the cart) is dispatched in the page
 * (`dispatchEvent`): untrusted events, which Event Timing does not time, so the page's INP is the measured interaction's.
 */
import type { Page } from 'playwright';
import { pressAt } from './probes';

/** How a result drawn compares with its floor: in-page updates ≤ 1.5×, route changes ≤ 2× (issue 43). */
export type Kind = 'in-page' | 'route' | 'other';

export interface Interaction {
  name: string;
  kind: Kind;
  /** The address the fresh page opens. */
  path: string;
  /** Unthrottled preparation, in-page events only. */
  prepare?: (page: Page) => Promise<void>;
  /** The result's condition, a JavaScript expression over `main` (may read what the page shows before). */
  drawn: (page: Page) => Promise<string>;
  /** The timed interaction: real input. */
  act: (page: Page) => Promise<void>;
  /** The result the floor draws again: a selector, read once the interaction is over. */
  result: string;
  /** Milliseconds the app waits on purpose (the search's debounce), taken off the result's time. */
  waitsOnPurpose?: number;
  /** The interaction loads another document (its result is armed there, by an init script). */
  loadsDocument?: boolean;
}

/** No skeleton in view (what waits to come into view is not waited for, as in `FIRST_SCREEN_DRAWN`). */
const NO_SKELETON = `!Array.from(main.querySelectorAll('.fui-Skeleton')).some((skeleton) => skeleton.getBoundingClientRect().top < innerHeight)`;
const CARD = `main [data-testid="product-card"]`;
const GRID = `main ul:has(> li [data-testid="product-card"])`;
/** The first cards' links and the listing's summary: what a listing change changes. */
const cardsSignature = `(Array.from(main.querySelectorAll('[data-testid="product-card"] a[href]')).slice(0, 4).map((a) => a.getAttribute('href')).join(' ') + (main.querySelector('[role="status"]')?.textContent ?? ''))`;
const listingChanged = async (page: Page) => {
  const before = await page.evaluate(`(() => { const main = document.querySelector('main'); return ${cardsSignature}; })()`);
  return `${cardsSignature} !== ${JSON.stringify(before)} && ${NO_SKELETON} && main.querySelector('[data-testid="product-card"]')`;
};
const openFilters = async (page: Page) => {
  await page.getByRole('button', { name: /^Filters\b/ }).dispatchEvent('click');
  await page.getByRole('dialog').getByRole('group', { name: 'Brands' }).waitFor();
};
/** One product in the guest's cart: Add to cart on the first card, answered by the server. */
const putInCart = async (page: Page) => {
  await page.goto('/en/shop');
  await page.locator(CARD).first().waitFor();
  await page.locator(CARD).getByRole('button', { name: 'Add to cart' }).first().dispatchEvent('click');
  await page.locator(CARD).getByRole('group', { name: /^Quantity / }).first().waitFor();
  await page.waitForLoadState('networkidle');
};
const heading = (text: string) => `main.querySelector('h1')?.textContent === ${JSON.stringify(text)}`;

export const interactions: Interaction[] = [
  {
    name: 'filter click (brand, in the drawer)',
    kind: 'in-page',
    path: '/en/shop',
    prepare: openFilters,
    drawn: listingChanged,
    act: (page) => pressAt(page.getByRole('dialog').getByRole('group', { name: 'Brands' }).getByRole('checkbox').first()),
    result: GRID,
  },
  {
    name: 'sort change (key on the select)',
    kind: 'in-page',
    path: '/en/shop',
    drawn: listingChanged,
    act: async (page) => {
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await sort.focus();
      await sort.press('ArrowDown');
    },
    result: GRID,
  },
  {
    name: 'next page',
    kind: 'in-page',
    path: '/en/shop',
    drawn: listingChanged,
    act: (page) => pressAt(page.getByRole('button', { name: 'Next page' })),
    result: GRID,
  },
  {
    name: 'price range commit (Enter in the minimum)',
    kind: 'in-page',
    path: '/en/shop',
    prepare: async (page) => {
      await openFilters(page);
      const field = page.getByRole('dialog').getByRole('spinbutton').first();
      const max = Number(await field.getAttribute('max'));
      const min = Number(await field.getAttribute('min'));
      await field.fill(String(Math.round(min + (max - min) / 4)));
    },
    drawn: listingChanged,
    act: (page) => page.getByRole('dialog').getByRole('spinbutton').first().press('Enter'),
    result: GRID,
  },
  {
    name: 'open search and type',
    kind: 'in-page',
    path: '/en/',
    drawn: async () => `document.querySelector('[role="dialog"] [role="option"]')`,
    act: async (page) => {
      await pressAt(page.getByRole('navigation').getByRole('button', { name: 'Search' }));
      // Typed once the dialog's field has the focus, waited for with a cheap check every 50 ms: a Playwright role
      // locator here re-read the page's accessibility tree in every frame after the tap (≈ 100 ms a frame at 4×): the
      // bench's own work inside the frames it times.
      await page.waitForFunction(() => document.activeElement?.matches('[role="dialog"] input') === true, undefined, { polling: 50, timeout: 30_000 });
      await page.keyboard.type('samsung', { delay: 30 });
    },
    result: '[role="dialog"] [role="listbox"]',
    waitsOnPurpose: 500,
  },
  {
    name: 'add to cart on a card',
    kind: 'other',
    path: '/en/shop',
    drawn: async () => `main.querySelector('[data-testid="product-card"] [role="group"][aria-busy="false"]')`,
    act: (page) => pressAt(page.locator(CARD).getByRole('button', { name: 'Add to cart' }).first()),
    result: `${CARD}:has([role="group"])`,
  },
  {
    name: 'quantity + in the cart',
    kind: 'other',
    path: '/en/cart',
    prepare: async (page) => {
      await putInCart(page);
      await page.goto('/en/cart');
      await page.getByRole('main').getByTestId('cart-line').first().waitFor();
    },
    drawn: async () => `main.querySelector('[data-testid="cart-line"] input')?.value === '2' && main.querySelector('[data-testid="cart-line"] [aria-busy="false"]')`,
    act: (page) => pressAt(page.getByRole('main').getByTestId('cart-line').first().getByRole('button', { name: /^Increase quantity/ })),
    result: 'main [data-testid="cart-line"]',
  },
  {
    name: 'open the cart panel',
    kind: 'other',
    path: '/en/',
    prepare: async (page) => {
      await putInCart(page);
      await page.goto('/en/');
    },
    drawn: async () => `document.querySelector('[role="dialog"] [data-testid="cart-line"]')`,
    act: (page) => pressAt(page.getByRole('navigation').getByRole('button', { name: /^Cart/ })),
    result: '[role="dialog"]',
  },
  {
    name: 'home → shop',
    kind: 'route',
    path: '/en/',
    drawn: async () => `location.pathname === '/en/shop' && ${heading('Shop')} && main.querySelector('[data-testid="product-card"]') && ${NO_SKELETON}`,
    act: (page) => pressAt(page.locator('a[href="/en/shop"]:visible').first()),
    result: 'main',
  },
  {
    name: 'product → a related product',
    kind: 'route',
    path: '/en/shop',
    prepare: async (page) => {
      const href = await page.locator(`${CARD} a[href]`).first().getAttribute('href');
      await page.goto(href ?? '/en/shop');
      await page.locator('section[aria-labelledby="product-related"] [data-testid="product-card"]').first().waitFor();
    },
    drawn: async (page) => {
      const title = await page.locator('main h1').innerText();
      return `main.querySelector('h1') && main.querySelector('h1').textContent !== ${JSON.stringify(title)} && ${NO_SKELETON}`;
    },
    act: (page) => pressAt(page.locator('section[aria-labelledby="product-related"] [data-testid="product-card"] a[href]:not([aria-hidden])').first()),
    result: 'main',
  },
  {
    name: 'language switch (en → ar)',
    kind: 'other',
    path: '/en/',
    drawn: async () => `document.documentElement.dir === 'rtl' && main.querySelector('h1, h2') && ${NO_SKELETON}`,
    act: (page) => pressAt(page.getByRole('button', { name: 'Switch language to العربية' })),
    result: '#root',
    loadsDocument: true,
  },
];
