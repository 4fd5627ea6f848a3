import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SearchDialog from './search-dialog';
import { msg } from '../../i18n/story-messages';
import { lastNumberIn, msgPattern } from '../../i18n/story-message-patterns';
import { seedTitle } from '../../../.storybook/mock-texts';

const meta = { title: 'Search/SearchDialog', component: SearchDialog } satisfies Meta<typeof SearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Results: Story = {
  play: async () => {
    const box = await body.findByRole('combobox');
    await userEvent.type(box, 'iphone');
    const options = await body.findAllByRole('option', {}, { timeout: 3000 });
    await expect(options.length).toBeGreaterThan(0);
    await expect(options.length).toBeLessThanOrEqual(5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A result shows the price the shop shows: what the shopper pays, the list price struck through beside it. */
export const DiscountedPrice: Story = {
  play: async () => {
    await userEvent.type(await body.findByRole('combobox'), 'S24 Ultra');
    const [option] = await body.findAllByRole('option', { name: (name) => name.includes(seedTitle.product(1)) }, { timeout: 3000 });
    await expect(within(option as HTMLElement).getByText(/^EGP\s40,949$/)).toBeVisible();
    await expect(within(option as HTMLElement).getByText(/^EGP\s62,999$/).closest('del')).not.toBeNull();
  },
};

/** Arabic titles wrap whole: nothing is cut to an ellipsis ("256" stays "256", never "…56"). */
export const ResultsArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await userEvent.type(await body.findByRole('combobox'), 'سامسونج');
    const options = await body.findAllByRole('option', {}, { timeout: 3000 });
    await expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const title = option.querySelector('span > span') as HTMLElement;
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
      await expect(getComputedStyle(title).textOverflow).not.toBe('ellipsis');
    }
  },
};

export const Empty: Story = {
  play: async () => {
    await userEvent.type(await body.findByRole('combobox'), 'zzzzqqq');
    await expect(await body.findByText(msg('search.empty', { term: 'zzzzqqq' }), {}, { timeout: 3000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/products', delayMs: 'infinite' }] },
  play: async () => {
    await userEvent.type(await body.findByRole('combobox'), 'phone');
    await expect(await body.findAllByTestId('search-placeholder')).toHaveLength(4);
  },
};

export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/products', () => HttpResponse.json({ success: true, message: '', data: 'oops' }))] },
  play: async () => {
    await userEvent.type(await body.findByRole('combobox'), 'phone');
    await expect(await body.findByText(msg('search.empty', { term: 'phone' }), {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Below the first five, a link to every result: the search results page of the words typed. */
export const SeeAllResults: Story = {
  play: async () => {
    await userEvent.type(await body.findByRole('combobox'), 'samsung');
    const options = await body.findAllByRole('option', {}, { timeout: 3000 });
    const seeAll = await body.findByRole('link', { name: msgPattern('search.seeAll', {}, ['total']) });
    await expect(lastNumberIn(seeAll.textContent)).toBeGreaterThan(options.length);
    await expect(seeAll).toHaveAttribute('href', expect.stringMatching(/\/search\?q=samsung$/));
  },
};

export const SeeAllResultsArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await userEvent.type(await body.findByRole('combobox'), 'سامسونج');
    await body.findAllByRole('option', {}, { timeout: 3000 });
    await expect(await body.findByRole('link', { name: /^عرض جميع النتائج \([\d٠-٩]+\)$/ })).toBeVisible();
  },
};

/** Opened on the search results page, the dialog starts with that page's words. */
export const OnTheResultsPage: Story = {
  parameters: { path: '/search?q=iphone' },
  play: async () => {
    await expect(await body.findByRole('combobox')).toHaveValue('iphone');
    await expect((await body.findAllByRole('option', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
  },
};

/** The searches the dialog sent, with when (Debounced). */
const searched: { term: string | null; at: number }[] = [];

/**
 * Spec sections 2 and 9: typing is debounced 500 ms — keys typed quickly send one request, for the whole
 * words, about half a second after the last key; nothing is asked before.
 */
export const Debounced: Story = {
  parameters: {
    msw: [
      http.get('*/products', ({ request }) => {
        searched.push({ term: new URL(request.url).searchParams.get('searchQuery'), at: performance.now() });
        return HttpResponse.json({ success: true, message: '', data: { records: [], paginationInfo: { currentPage: 1, perPage: 5, total: 0, lastPage: 1, from: 0, to: 0 } } });
      }),
    ],
  },
  beforeEach: () => {
    searched.length = 0;
  },
  play: async () => {
    const box = await body.findByRole('combobox');
    // When the last key's input reached the box (userEvent itself may return a little later on a busy machine).
    let lastKey = 0;
    box.addEventListener('input', () => {
      lastKey = performance.now();
    });
    await userEvent.type(box, 'galaxy', { delay: 40 });
    // Timed from the last key's input event, never from when `type` returned (a busy machine returns late): one
    // request, for the whole word, at least the debounce after that key — a word's first letters were never asked.
    await waitFor(() => expect(searched).toHaveLength(1), { timeout: 5000 });
    await expect(searched[0]?.term).toBe('galaxy');
    await expect((searched[0]?.at ?? 0) - lastKey).toBeGreaterThanOrEqual(450);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(searched).toHaveLength(1);
  },
};

const answerFor = (title: string) =>
  HttpResponse.json({
    success: true,
    message: '',
    data: {
      records: [{ id: title.length, slug: title, title, images: [], sale_price: 100, discounted_price: 100, is_discounted: false }],
      paginationInfo: { currentPage: 1, perPage: 5, total: 1, lastPage: 1, from: 1, to: 1 },
    },
  });

/** The late answer of LaterWordsWin: held until the later words' answer is in, then given (`answered`). */
const lateSearch = { asked: [] as string[], release: () => {}, answered: false };

/**
 * Words typed while the answer for the earlier ones is on its way replace them: the late answer for "gal" is never
 * shown, the placeholder rows stay until the answer for "galaxy". The mock holds "gal"'s answer until "galaxy"'s has
 * been given, so the order is the same on any machine.
 */
export const LaterWordsWin: Story = {
  parameters: {
    msw: [
      http.get('*/products', async ({ request }) => {
        const words = new URL(request.url).searchParams.get('searchQuery') ?? '';
        lateSearch.asked.push(words);
        if (words === 'gal') {
          await new Promise<void>((resolve) => {
            lateSearch.release = resolve;
          });
          lateSearch.answered = true;
          return answerFor('Answer for gal');
        }
        await delay(300);
        setTimeout(() => lateSearch.release(), 100);
        return answerFor('Answer for galaxy');
      }),
    ],
  },
  beforeEach: () => {
    Object.assign(lateSearch, { asked: [], release: () => {}, answered: false });
  },
  play: async () => {
    const box = await body.findByRole('combobox');
    await userEvent.type(box, 'gal');
    // The first request has left (the debounce after the last key) and waits for its answer.
    await waitFor(() => expect(lateSearch.asked).toEqual(['gal']), { timeout: 5000 });
    await expect(body.getAllByTestId('search-placeholder')).toHaveLength(4);
    await userEvent.type(box, 'axy');
    await expect(await body.findByRole('option', { name: /Answer for galaxy/ }, { timeout: 5000 })).toBeVisible();
    // The late answer came in after it: still the later words' result, alone.
    await waitFor(() => expect(lateSearch.answered).toBe(true), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Answer for galaxy')]);
  },
};

/** A search the server fails: the placeholder rows give way to the empty state; the dialog stays usable. */
export const FailedSearch: Story = {
  parameters: { mockRequests: [{ path: '*/products', status: 500 }] },
  play: async () => {
    const box = await body.findByRole('combobox');
    await userEvent.type(box, 'phone');
    await expect(await body.findByText(msg('search.empty', { term: 'phone' }), {}, { timeout: 3000 })).toBeVisible();
    await expect(body.queryAllByTestId('search-placeholder')).toHaveLength(0);
    await expect(box).toHaveValue('phone');
  },
};
