import { Button } from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconTooltip } from './icon-tooltip';

const meta = {
  title: 'Shared/IconTooltip',
  component: IconTooltip,
  args: { label: 'Wishlist', children: <Button appearance="subtle" icon={<HeartRegular />} /> },
} satisfies Meta<typeof IconTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tooltip machinery is a lazy chunk: the button is swapped once it arrives, so hover until it shows.
    await waitFor(
      async () => {
        const button = canvas.getByRole('button', { name: 'Wishlist' });
        await userEvent.unhover(button);
        await userEvent.hover(button);
        await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 1500 })).toHaveTextContent('Wishlist');
      },
      { timeout: 6000 },
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'قائمة الأمنيات' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'قائمة الأمنيات' })).toBeVisible();
  },
};
