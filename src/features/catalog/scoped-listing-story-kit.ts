import type { Decorator, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { inLocale, msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

/** What differs between the category, brand and tag listing stories. */
export interface ScopedListingCase {
  /** The address segment and a seeded slug, e.g. `brands` and `samsung`. */
  segment: 'categories' | 'brands' | 'tags';
  slug: string;
  title: { en: string; ar: string };
  /** The filter group the page shows, and its own (hidden) group in both languages. */
  shownGroup: string;
  hiddenGroup: { en: string; ar: string };
  skeletons: number;
}

type Story = StoryObj;

/**
 * The meta every scoped listing page's story file shares: full screen at its seeded address, under a route that
 * gives the page its slug as the app's /:locale nest does. Spread into each file's own meta.
 */
export const scopedListingFrame = ({ segment, slug }: Pick<ScopedListingCase, 'segment' | 'slug'>) => ({
  parameters: { layout: 'fullscreen', path: `/en/${segment}/${slug}` },
  decorators: [(Story) => createElement(Route, { path: `/:locale/${segment}/:slug` }, createElement(Story))] satisfies Decorator[],
});

/**
 * The stories every scoped listing page shares: its listing, sorting, Arabic, loading, empty and failed.
 * Each page's story file keeps its own meta (Storybook reads it statically) and re-exports these.
 */
export const scopedListingStories = ({ segment, slug, title, shownGroup, hiddenGroup, skeletons }: ScopedListingCase) => {
  const path = (locale: 'en' | 'ar', query = '') => `/${locale}/${segment}/${slug}${query}`;
  const Default: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: inLocale(title) }, { timeout: 5000 })).toBeVisible();
      await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
      await expect(canvas.getByText(msgPattern('shop.summary', { from: 1 }, ['to', 'total']))).toBeVisible();
      const filters = within(canvas.getByRole('complementary', { name: msg('shop.filters') }));
      await expect(await filters.findByRole('group', { name: shownGroup })).toBeVisible();
      await expect(filters.queryByRole('group', { name: inLocale(hiddenGroup) })).toBeNull();
    },
  };
  const Sorted: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findAllByTestId('product-card', {}, { timeout: 5000 });
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: msg('shop.sort') }), msg('shop.sort.option', { sort: 'price_asc' }));
      await waitFor(() => expect(canvas.getByRole('combobox', { name: msg('shop.sort') })).toHaveValue('price_asc'));
      await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    },
  };
  const Arabic: Story = {
    globals: { locale: 'ar' },
    parameters: { path: path('ar') },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: title.ar }, { timeout: 5000 })).toBeVisible();
      const filters = within(canvas.getByRole('complementary', { name: 'التصفية' }));
      await expect(filters.queryByRole('group', { name: hiddenGroup.ar })).toBeNull();
      await expect(filters.getByRole('button', { name: 'إعادة ضبط التصفية' })).toBeVisible();
    },
  };
  const Loading: Story = {
    parameters: { mockRequests: [{ path: '*/products', delayMs: 'infinite' }] },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findAllByTestId('product-skeleton')).toHaveLength(skeletons);
    },
  };
  /** Filters nothing matches: the empty state, whose reset brings the products back. */
  const Empty: Story = {
    parameters: { path: path('en', '?price=1-2') },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(msg('shop.empty'))).toBeVisible();
      const results = canvas.getByText(msg('shop.empty')).parentElement as HTMLElement;
      await userEvent.click(within(results).getByRole('button', { name: msg('shop.filters.reset') }));
      await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    },
  };
  /** The server is down: the error screen stands in for the grid; Reload brings the scope's products. */
  const Failed: Story = {
    parameters: { mockScenario: 'server-down' },
    play: async ({ canvasElement }) =>
      expectServerErrorThenRecovery(canvasElement, async () => {
        await expect((await within(canvasElement).findAllByTestId('product-card')).length).toBeGreaterThan(0);
      }),
  };
  return { Default, Sorted, Arabic, Loading, Empty, Failed };
};
