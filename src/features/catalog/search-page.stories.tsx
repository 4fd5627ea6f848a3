import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SearchPage from './search-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

const meta = {
  title: 'Catalog/SearchPage',
  component: SearchPage,
  parameters: { layout: 'fullscreen', path: '/en/search?q=samsung' },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const never = { mockRequests: [{ path: '*/products', delayMs: 'infinite' }] };

/** The words' results with the shop's filters, sort and page size. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('searchPage.title', { term: 'samsung' }) })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: msg('breadcrumbs.label') })).getByText(msg('bottomBar.search'))).toBeVisible();
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(canvas.getByText(msgPattern('shop.summary', { from: 1 }, ['to', 'total']))).toBeVisible();
    const filters = within(canvas.getByRole('complementary', { name: msg('shop.filters') }));
    for (const group of ['categories', 'brands', 'price', 'tags'].map((name) => msg(`shop.filters.${name}`))) await expect(await filters.findByRole('group', { name: group })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: msg('shop.perPage') }), msg('shop.perPage.option', { count: 48 }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: msg('shop.perPage') })).toHaveValue('48'));
  },
};

export const ResultsArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/search?q=%D8%B3%D8%A7%D9%85%D8%B3%D9%88%D9%86%D8%AC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'نتائج البحث عن «سامسونج»' })).toBeVisible();
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('combobox', { name: 'عدد المنتجات في الصفحة' })).toHaveValue('12');
  },
};

export const Loading: Story = {
  parameters: never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('product-skeleton')).toHaveLength(8);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('searchPage.title', { term: 'samsung' }) })).toBeVisible();
  },
};

export const LoadingArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { ...never, path: '/ar/search?q=usb' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('product-skeleton')).toHaveLength(8);
  },
};

/** Nothing matches the words: a hint and the biggest categories to go on with. */
export const NoResults: Story = {
  parameters: { path: '/en/search?q=zzzzqqq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('searchPage.noResults', { term: 'zzzzqqq' }) }, { timeout: 5000 })).toBeVisible();
    const suggestions = within(canvas.getByRole('navigation', { name: msg('searchPage.suggestions') }));
    await expect((await suggestions.findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

export const NoResultsArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/search?q=zzzzqqq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'لا توجد منتجات تطابق «zzzzqqq»' }, { timeout: 5000 })).toBeVisible();
    const suggestions = within(canvas.getByRole('navigation', { name: 'تصفّح إحدى الفئات بدلًا من ذلك' }));
    await expect((await suggestions.findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

/** Words that match, but filters that exclude every match: the shop's own empty state, whose reset keeps the words. */
export const FilteredToNothing: Story = {
  parameters: { path: '/en/search?q=samsung&price=1-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('shop.empty'), {}, { timeout: 5000 })).toBeVisible();
    const empty = canvas.getByText(msg('shop.empty')).parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: msg('shop.filters.reset') }));
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('searchPage.title', { term: 'samsung' }) })).toBeVisible();
  },
};

/** No words in the address: it asks for them (and requests nothing). */
export const NoWords: Story = {
  parameters: { path: '/en/search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('bottomBar.search') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('searchPage.noTerm') })).toBeVisible();
  },
};

/** The server is down: heading, filters and sort stay around the error screen; Reload fills the page. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('errorScreen.serverError.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: msg('searchPage.title', { term: 'samsung' }) })).toBeVisible();
    await expectServerErrorThenRecovery(canvasElement, async () => {
      await expect((await canvas.findAllByTestId('product-card')).length).toBeGreaterThan(0);
    });
  },
};

export const FailedArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { mockScenario: 'server-down', path: '/ar/search?q=samsung' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'خطأ في الخادم' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'نتائج البحث عن «samsung»' })).toBeVisible();
  },
};
