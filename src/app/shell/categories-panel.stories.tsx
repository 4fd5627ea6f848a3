import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CategoriesPanel from './categories-panel';
import { categoriesPanelStore } from './categories-panel-store';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Layout/CategoriesPanel',
  component: CategoriesPanel,
  beforeEach: () => {
    categoriesPanelStore.open = true;
  },
} satisfies Meta<typeof CategoriesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const body = within(document.body);
    const panel = await body.findByRole('dialog', { name: msg('bottomBar.categories') });
    // The drawer may still be entering when its links are in the page (one CI run found the link there, not yet shown).
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Laptops' })).toBeVisible());
    await userEvent.click(within(panel).getByRole('button', { name: msg('common.close') }));
    await waitFor(() => expect(categoriesPanelStore.open).toBe(false));
    // The drawer fades out; the story ends once it has left the page.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnPick: Story = {
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: msg('bottomBar.categories') });
    await userEvent.click(await within(panel).findByRole('link', { name: 'Laptops' }));
    await waitFor(() => expect(categoriesPanelStore.open).toBe(false));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: 'الأقسام' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(await within(panel).findByRole('link', { name: 'أجهزة اللابتوب' })).toBeVisible();
  },
};
