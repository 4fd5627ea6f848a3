import { Button } from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons/svg/heart';
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The tooltip machinery is a lazy chunk: the button is swapped once it arrives, so hover until it shows.
    await waitFor(
      async () => {
        const button = canvas.getByRole('button', { name: args.label });
        await userEvent.unhover(button);
        await userEvent.hover(button);
        await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 1500 })).toHaveTextContent(args.label);
      },
      { timeout: 6000 },
    );
  },
};

/** Drawn plain, with its name, until pointed at or focused: nothing of the tooltip is mounted before. */
export const PlainUntilAsked: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await expect(button).toHaveAttribute('aria-label', args.label);
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};

/** Reaching the button with the keyboard asks for its tooltip; the swapped button keeps the focus and shows it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(args.label);
    await expect(canvas.getByRole('button', { name: args.label })).toHaveFocus();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'قائمة الأمنيات' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: args.label })).toBeVisible();
  },
};
