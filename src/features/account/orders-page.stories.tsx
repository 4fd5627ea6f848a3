import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import OrdersPage from './orders-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'My orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByRole('link', { name: 'NT-240013' })).toHaveAttribute('href', '/en/profile/orders/13');
    await expect(canvas.getByText('1 to 10 of 13 orders')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orders', current: 'page' })).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('11 to 13 of 13 orders')).toBeVisible());
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'طلباتي' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/profile/orders', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading…')).toBeVisible();
  },
};

/** A customer who never ordered. */
export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders found')).toBeVisible();
  },
};

/** A malformed answer (spec 8.1-9) is ignored silently: the empty state, no error screen, no range or pager. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/profile/orders', () => HttpResponse.text('<html>Bad gateway</html>'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders found')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Server error' })).toBeNull();
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
    const table = await canvas.findByRole('table', { name: 'My orders' });
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
      await expect(await within(canvasElement).findByRole('table', { name: 'My orders' })).toBeVisible();
    }),
};

const MOBILE = { viewport: { value: 'phone', isRotated: false } } as const;

/** Phones: one card per order, nothing cut — number, total, date and item count, then the two labelled badges. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'My orders' });
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
      await expect(within(card).getByText('Date').nextElementSibling).toHaveTextContent(/\d{4}$/);
      await expect(within(card).getByText('Items').nextElementSibling).toHaveTextContent(/^\d+$/);
    }
    await expect(within(list).getByRole('link', { name: 'NT-240013' })).toHaveAttribute('href', '/en/profile/orders/13');
    await expect(canvas.getByText('1 to 10 of 13 orders')).toBeVisible();
  },
};

export const MobileArabic: Story = {
  globals: { ...MOBILE, locale: 'ar' },
  parameters: { path: '/ar/profile/orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'طلباتي' });
    for (const card of within(list).getAllByRole('listitem')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      const number = within(card).getByRole('link', { name: /^NT-\d{6}$/ });
      // Left to right and whole: "NT-240013", never "-NT" / "240013".
      await expect(getComputedStyle(number).direction).toBe('ltr');
      await expect(number.getBoundingClientRect().height).toBeLessThan(30);
    }
    await expect(within(list).getAllByText('الدفع').length).toBe(10);
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
    const table = await canvas.findByRole('table', { name: 'My orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('link', { name: 'NT-240003' })).toHaveAttribute('href', '/en/profile/orders/3');
    await expect(canvas.getByText('1 to 1 of 1 orders')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Order number' })).toHaveValue('NT-240003');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(canvas.getByText('1 to 10 of 13 orders')).toBeVisible());
    await expect(canvas.getByRole('searchbox', { name: 'Order number' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Show all orders' })).toBeNull();
  },
};

export const SearchFoundArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders?id=NT-240003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'طلباتي' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('link', { name: 'NT-240003' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'رقم الطلب' })).toHaveValue('NT-240003');
    await expect(canvas.getByRole('button', { name: 'عرض كل الطلبات' })).toBeVisible();
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
    await canvas.findByRole('table', { name: 'طلباتي' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'رقم الطلب' }), '٢٤٠٠٠٥');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: 'NT-240005' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'رقم الطلب' })).toHaveValue('240005');
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
    const table = await canvas.findByRole('table', { name: 'My orders' });
    const field = canvas.getByRole('searchbox', { name: 'Order number' });
    await userEvent.type(field, 'my blue phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Enter an order number such as NT-240006, or only its digits: 240006.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('my blue phone');
    await expect(field).toHaveFocus();
    await expect(invalid.ids.every((id) => id === null)).toBe(true);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // Typing again clears the message.
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.queryByText('Enter an order number such as NT-240006, or only its digits: 240006.')).toBeNull();
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
    await expect(await canvas.findByText('أدخل رقم طلب مثل NT-240006، أو أرقامه فقط: 240006.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'رقم الطلب' })).toHaveValue('طلب');
    await expect(await canvas.findByRole('table', { name: 'طلباتي' })).toBeVisible();
    await expect(invalid.ids.every((id) => id === null)).toBe(true);
  },
};

/** No order has that number: said plainly, with the way back to every order. */
export const SearchNoMatch: Story = {
  parameters: { path: '/en/profile/orders?id=NT-999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders found')).toBeVisible();
    await expect(canvas.getByText(/None of your orders has the number/)).toHaveTextContent('None of your orders has the number NT-999999.');
    const clearButtons = canvas.getAllByRole('button', { name: 'Show all orders' });
    await expect(clearButtons).toHaveLength(2);
    await userEvent.click(clearButtons[1]!);
    await waitFor(() => expect(canvas.getByText('1 to 10 of 13 orders')).toBeVisible());
  },
};

export const SearchNoMatchArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/orders?id=NT-999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لم يتم العثور على طلبات')).toBeVisible();
    await expect(canvas.getByText(/لا يوجد بين طلباتك طلب بالرقم/)).toHaveTextContent('لا يوجد بين طلباتك طلب بالرقم NT-999999.');
  },
};
