import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch } from './header-search';
import { closeSearch, searchStore } from './search-store';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Search/HeaderSearch',
  component: HeaderSearch,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
  beforeEach: () => {
    closeSearch();
    return closeSearch;
  },
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Let the dialog's fade-in finish, so the a11y check sees its real colours. */
const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

/** The read-only box; pressing it opens the search dialog (a lazy chunk). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: msg('search.box.placeholder') });
    await expect(box).toHaveAttribute('readonly');
    await expect(box).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(box);
    await body.findByRole('dialog', { name: msg('bottomBar.search') }, { timeout: 5000 });
    // The dialog fades in.
    await waitFor(() => expect(body.getByRole('dialog', { name: msg('bottomBar.search') })).toBeVisible());
    await expect(searchStore.open).toBe(true);
    await expect(await body.findByRole('combobox')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: msg('common.close') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Typing on the focused box (or Enter) opens the dialog too. */
export const OpensFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('s');
    await body.findByRole('dialog', { name: msg('bottomBar.search') }, { timeout: 5000 });
    // The dialog fades in.
    await waitFor(() => expect(body.getByRole('dialog', { name: msg('bottomBar.search') })).toBeVisible());
    await settled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'ابحث عن المنتجات والماركات والمزيد' });
    await userEvent.click(box);
    await body.findByRole('dialog', { name: 'بحث' }, { timeout: 5000 });
    await waitFor(() => expect(body.getByRole('combobox', { name: 'ابحث عن المنتجات والماركات والمزيد' })).toBeVisible());
    await settled();
  },
};

/** On the search results page the box shows the words searched. */
export const KeepsTheWords: Story = {
  parameters: { path: '/search?q=galaxy+s24' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: msg('search.box.placeholder') })).toHaveValue('galaxy s24');
  },
};
