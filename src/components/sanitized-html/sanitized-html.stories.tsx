import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SanitizedHtml } from './sanitized-html';

const hostile = [
  '<h2>Returns</h2><p id="safe">You can return most items within <strong>14 days</strong>.</p>',
  "<script>window.__pwnedStory = 'script'</script>",
  '<img src="/no-such.png" onerror="window.__pwnedStory = \'onerror\'" alt="">',
  '<a id="js-link" href="javascript:window.__pwnedStory = \'link\'">Click me</a>',
  '<div onmouseover="window.__pwnedStory = \'hover\'">Hover me</div>',
].join('');

const meta = {
  title: 'Shared/SanitizedHtml',
  component: SanitizedHtml,
  args: { html: '<h2>Shipping</h2><p>We deliver to all <strong>27 governorates</strong>.</p><ul><li>Cairo: 1–2 days</li><li>Other cities: 2–5 days</li></ul>' },
} satisfies Meta<typeof SanitizedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Shipping' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { html: '<h2>الشحن</h2><p>نوصل إلى <strong>27 محافظة</strong>.</p>' },
};

export const HostileHtml: Story = {
  args: { html: hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/14 days/)).toBeVisible();
    await userEvent.hover(canvas.getByText('Hover me'));
    await userEvent.click(canvas.getByText('Click me'));
    await expect(canvasElement.querySelector('script, [onerror], [onmouseover]')).toBeNull();
    await expect(canvas.getByText('Click me').closest('a')?.getAttribute('href')).toBeNull();
    await expect(canvasElement.querySelector('[id], [name]')).toBeNull();
    await expect((window as unknown as { __pwnedStory?: string }).__pwnedStory).toBeUndefined();
  },
};
