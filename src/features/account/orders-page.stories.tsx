import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import OrdersPage from './orders-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { localePath, msg, storyIntl } from '../../i18n/story-messages';

/** A digit as the app writes numbers in the story's locale (its formatter's 0 to 9: Latin in English, Arabic-Indic in Arabic). */
const digit = () => `[${storyIntl().formatNumber(0)}-${storyIntl().formatNumber(9)}]`;

const meta = {
  title: 'Account/OrdersPage',
  component: OrdersPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile/orders' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's 13 orders, 10 a page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('orders.title') })).toBeVisible();
    const table = await canvas.findByRole('table', { name: msg('orders.title') });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByRole('link', { name: 'NT-240013' })).toHaveAttribute('href', localePath('/profile/orders/13'));
    await expect(canvas.getByText(msg('orders.range', { from: 1, to: 10, total: 13 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('account.nav.orders'), current: 'page' })).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: msg('common.next') }));
    await waitFor(() => expect(canvas.getByText(msg('orders.range', { from: 11, to: 13, total: 13 }))).toBeVisible());
    await expect(canvas.getByText(msg('orders.pageOf', { page: 2, last: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('common.next') })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('orders.title') })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: msg('orders.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/profile/orders', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(msg('common.loading'))).toBeVisible();
  },
};

/** A customer who never ordered. */
export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(msg('orders.empty'))).toBeVisible();
  },
};

/** A malformed answer (spec 8.1-9) is ignored silently: the empty state, no error screen, no range or pager. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/profile/orders', () => HttpResponse.text('<html>Bad gateway</html>'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('orders.empty'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
  },
};

/** Rows the page cannot show (no number) are left out; a paginationInfo that is not numbers shows no range or pager. */
export const MalformedRows: Story = {
  parameters: {
    msw: [
      http.get('*/profile/orders', () =>
        HttpResponse.json({
          success: true,
          data: {
            records: [
              { id: 7, number: 'NT-240007', date: '2026-10-02T10:00:00Z', status: 'Pending', payment_status: 'Paid', items_count: 2, total: 1500 },
              { id: 8, date: '2026-10-03T10:00:00Z' },
              'not an order',
            ],
            paginationInfo: { currentPage: '1' },
          },
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: msg('orders.title') });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByRole('link', { name: 'NT-240007' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The server is down: the HTTP layer toasts the server's message, the error screen stands in; Reload brings it. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('table', { name: msg('orders.title') })).toBeVisible();
    }),
};

const MOBILE = { viewport: { value: 'phone', isRotated: false } } as const;

/** Phones: one card per order, nothing cut — number, total, date and item count, then the two labelled badges. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: msg('orders.title') });
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    for (const card of cards) {
      // Nothing in a card is cut or spills sideways.
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      const number = within(card).getByRole('link', { name: /^NT-\d{6}$/ });
      // The order number stays on one line.
      await expect(number.getBoundingClientRect().height).toBeLessThan(30);
      await expect(within(card).getByText(/^EGP\s[\d,]+(\.\d{2})?$/)).toBeVisible();
      await expect(within(card).getByText(msg('orders.date')).nextElementSibling).toHaveTextContent(new RegExp(`${digit()}{4}$`));
      await expect(within(card).getByText(msg('orders.items')).nextElementSibling).toHaveTextContent(new RegExp(`^${digit()}+$`));
    }
    await expect(within(list).getByRole('link', { name: 'NT-240013' })).toHaveAttribute('href', localePath('/profile/orders/13'));
    await expect(canvas.getByText(msg('orders.range', { from: 1, to: 10, total: 13 }))).toBeVisible();
  },
};

export const MobileArabic: Story = {
  globals: { ...MOBILE, locale: 'ar' },
  parameters: { path: '/ar/profile/orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: msg('orders.title') });
    for (const card of within(list).getAllByRole('listitem')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      const number = within(card).getByRole('link', { name: /^NT-\d{6}$/ });
      // Left to right and whole: "NT-240013", never "-NT" / "240013".
      await expect(getComputedStyle(number).direction).toBe('ltr');
      await expect(number.getBoundingClientRect().height).toBeLessThan(30);
    }
    await expect(within(list).getAllByText(msg('orders.payment')).length).toBe(10);
  },
};

/** Records each GET /profile/orders `id` the page sends, then lets the stateful mock answer (no return = next handler). */
const sentIds = () => {
  const ids: (string | null)[] = [];
  return {
    ids,
    handler: http.get('*/profile/orders', ({ request }) => {
      ids.push(new URL(request.url).searchParams.get('id'));
    }),
  };
};

/** An order number in the address (`?id=`): only that order, the field holds it; "Show all orders" brings back the list. */
export const SearchFound: Story = {
  parameters: { path: '/en/profile/orders?id=NT-240003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: msg('orders.title') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('link', { name: 'NT-240003' })).toHaveAttribute('href', localePath('/profile/orders/3'));
    await expect(canvas.getByText(msg('orders.range', { from: 1, to: 1, total: 1 }))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: msg('orders.search.label') })).toHaveValue('NT-240003');
    await userEvent.click(canvas.getByRole('button', { name: msg('orders.search.clear') }));
    await waitFor(() => expect(canvas.getByText(msg('orders.range', { from: 1, to: 10, total: 13 }))).toBeVisible());
    await expect(canvas.getByRole('searchbox', { name: msg('orders.search.label') })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: msg('orders.search.clear') })).toBeNull();
  },
};

export const SearchFoundArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders?id=NT-240003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: msg('orders.title') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('link', { name: 'NT-240003' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: msg('orders.search.label') })).toHaveValue('NT-240003');
    await expect(canvas.getByRole('button', { name: msg('orders.search.clear') })).toBeVisible();
  },
};

const arabicDigits = sentIds();

/** Typed in Arabic-Indic digits without the letters: sent as Latin digits, the matching order shows. */
export const SearchTypedArabicDigits: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders', msw: [arabicDigits.handler] },
  beforeEach: () => {
    arabicDigits.ids.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: msg('orders.title') });
    await userEvent.type(canvas.getByRole('searchbox', { name: msg('orders.search.label') }), '٢٤٠٠٠٥');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: 'NT-240005' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: msg('orders.search.label') })).toHaveValue('240005');
    await expect(arabicDigits.ids).toContain('240005');
  },
};

const invalid = sentIds();

/** Not an order number: the field says what it takes, keeps what was typed and has the focus; nothing is sent. */
export const SearchInvalid: Story = {
  parameters: { msw: [invalid.handler] },
  beforeEach: () => {
    invalid.ids.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: msg('orders.title') });
    const field = canvas.getByRole('searchbox', { name: msg('orders.search.label') });
    await userEvent.type(field, 'my blue phone');
    await userEvent.click(canvas.getByRole('button', { name: msg('orders.search.submit') }));
    await expect(await canvas.findByText(msg('orders.search.invalid'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('my blue phone');
    await expect(field).toHaveFocus();
    await expect(invalid.ids.every((id) => id === null)).toBe(true);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // Typing again clears the message.
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.queryByText(msg('orders.search.invalid'))).toBeNull();
  },
};

/** An address with an `id` that cannot be an order number (typed by hand): the message, and every order. */
export const SearchInvalidArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders?id=%D8%B7%D9%84%D8%A8', msw: [invalid.handler] },
  beforeEach: () => {
    invalid.ids.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('orders.search.invalid'))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: msg('orders.search.label') })).toHaveValue('طلب');
    await expect(await canvas.findByRole('table', { name: msg('orders.title') })).toBeVisible();
    await expect(invalid.ids.every((id) => id === null)).toBe(true);
  },
};

/** No order has that number: said plainly, with the way back to every order. */
export const SearchNoMatch: Story = {
  parameters: { path: '/en/profile/orders?id=NT-999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('orders.empty'))).toBeVisible();
    // The number is isolated in its own element: the sentence's own words are those around it.
    const sentence = canvas.getByText(msg('orders.search.none', { number: '' }));
    await expect(sentence).toHaveTextContent(msg('orders.search.none', { number: 'NT-999999' }));
    const clearButtons = canvas.getAllByRole('button', { name: msg('orders.search.clear') });
    await expect(clearButtons).toHaveLength(2);
    await userEvent.click(clearButtons[1]!);
    await waitFor(() => expect(canvas.getByText(msg('orders.range', { from: 1, to: 10, total: 13 }))).toBeVisible());
  },
};

export const SearchNoMatchArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders?id=NT-999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('orders.empty'))).toBeVisible();
    // The number is isolated in its own element: the sentence's own words are those around it.
    const sentence = canvas.getByText(msg('orders.search.none', { number: '' }));
    await expect(sentence).toHaveTextContent(msg('orders.search.none', { number: 'NT-999999' }));
  },
};
