import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { inLocale, msg } from '../../i18n/story-messages';

/** What differs between the categories and brands list stories. */
export interface TaxonomyPageCase {
  segment: 'categories' | 'brands';
  heading: { en: string; ar: string };
  count: number;
  /** A seeded record: its title in both languages and its slug. */
  sample: { en: string; ar: string; slug: string };
}

type Story = StoryObj;

/** The stories the categories and brands pages share; each story file keeps its own meta and re-exports these. */
export const taxonomyPageStories = ({ segment, heading, count, sample }: TaxonomyPageCase) => {
  const href = `/${segment}/${sample.slug}`;
  const Default: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: inLocale(heading) })).toBeVisible();
      const list = await canvas.findByRole('list', { name: inLocale(heading) });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(count);
      await expect(within(list).getByRole('link', { name: inLocale(sample) })).toHaveAttribute('href', href);
    },
  };
  const Arabic: Story = {
    globals: { locale: 'ar' },
    parameters: { path: `/ar/${segment}` },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: heading.ar })).toBeVisible();
      await expect(await canvas.findByRole('link', { name: sample.ar })).toHaveAttribute('href', href);
    },
  };
  const Loading: Story = {
    parameters: { mockRequests: [{ path: `*/${segment}`, delayMs: 'infinite' }] },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: inLocale(heading) })).toBeVisible();
      await expect(canvas.getByRole('status', { name: msg('common.loading') })).toBeVisible();
    },
  };
  const Empty: Story = {
    parameters: { msw: [http.get(`*/${segment}`, () => HttpResponse.json({ success: true, message: '', data: { records: [] } }))] },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const list = await canvas.findByRole('list', { name: inLocale(heading) });
      await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
      await expect(canvas.queryByRole('status', { name: msg('common.loading') })).toBeNull();
    },
  };
  /** The server is down: the toast and the server error screen under the heading; Reload brings the tiles. */
  const Failed: Story = {
    parameters: { mockScenario: 'server-down' },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('heading', { level: 1, name: inLocale(heading) })).toBeVisible();
      await expectServerErrorThenRecovery(canvasElement, async () => {
        await expect(within(await within(canvasElement).findByRole('list', { name: inLocale(heading) })).getAllByRole('listitem')).toHaveLength(count);
      });
    },
  };
  return { Default, Arabic, Loading, Empty, Failed };
};
