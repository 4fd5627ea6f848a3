import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CategoriesPanel from './categories-panel';
import { categoriesPanelStore } from './categories-panel-store';
import { msg } from '../../i18n/story-messages';
import { seedTitle } from '../../../.storybook/mock-texts';

const meta = {
  title: 'Layout/CategoriesPanel',
  component: CategoriesPanel,
  beforeEach: () => {
    categoriesPanelStore.open = true;
  },
} satisfies Meta<typeof CategoriesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const openedPanel = async () => {
  const panel = await within(document.body).findByRole('dialog', { name: msg('categoriesPanel.title') });
  // The drawer may still be entering when its links are in the page (one CI run found the link there, not yet shown).
  await waitFor(() => expect(within(panel).getByRole('link', { name: seedTitle.category('laptops') })).toBeVisible());
  return panel;
};

/**
 * The panel opens with the focus on Close, an icon button drawn plain until its tooltip's chunk arrives and then
 * swapped for one with the tooltip (IconTooltip). A Close found before that swap is gone from the page once it
 * happens: a click on it reaches no handler (what one CI run met: the panel stayed open). A shopper clicks the
 * button on screen; so does this check, once the button is the one that stays: pointed at, it shows its tooltip.
 */
export const Open: Story = {
  play: async () => {
    const body = within(document.body);
    const panel = await openedPanel();
    await waitFor(
      async () => {
        await userEvent.hover(within(panel).getByRole('button', { name: msg('common.close') }));
        await expect(await body.findByRole('tooltip', {}, { timeout: 1500 })).toHaveTextContent(msg('common.close'));
      },
      { timeout: 6000 },
    );
    await userEvent.click(within(panel).getByRole('button', { name: msg('common.close') }));
    await waitFor(() => expect(categoriesPanelStore.open).toBe(false));
    // The drawer fades out; the story ends once it has left the page.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnPick: Story = {
  play: async () => {
    const panel = await openedPanel();
    await userEvent.click(within(panel).getByRole('link', { name: seedTitle.category('laptops') }));
    await waitFor(() => expect(categoriesPanelStore.open).toBe(false));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await openedPanel();
  },
};
