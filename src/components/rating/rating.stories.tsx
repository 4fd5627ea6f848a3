import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './rating';
import { msg, storyIntl } from '../../i18n/story-messages';

const meta = {
  title: 'Shared/Rating',
  component: Rating,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } }, count: { control: { type: 'number', min: 0 } } },
  args: { rating: 4.5, count: 120 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledWidth = (canvasElement: HTMLElement) => (canvasElement.querySelector('[data-testid="rating"] [style]') as HTMLElement).style.width;

export const Half: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: msg('rating.label', { rating: storyIntl().formatNumber(4.5, { minimumFractionDigits: 1 }), max: storyIntl().formatNumber(5), count: 120 }) })).toBeVisible();
    await expect(filledWidth(canvasElement)).toBe('90%');
  },
};

export const Full: Story = {
  args: { rating: 5, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: msg('rating.label', { rating: storyIntl().formatNumber(5, { minimumFractionDigits: 1 }), max: storyIntl().formatNumber(5), count: 1 }) })).toBeVisible();
    await expect(filledWidth(canvasElement)).toBe('100%');
  },
};

/** No reviews: no star row at all, not five empty stars. */
export const NoReviews: Story = {
  args: { rating: 0, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('rating')).toBeNull();
  },
};

export const ArabicHalf: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'التقييم 4.5 من 5، 120 مراجعة' })).toBeVisible();
  },
};

export const ArabicFull: Story = {
  globals: { locale: 'ar' },
  args: { rating: 5, count: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'التقييم 5.0 من 5، مراجعتان' })).toBeVisible();
  },
};

export const ArabicNoReviews: Story = {
  globals: { locale: 'ar' },
  args: { rating: 0, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('rating')).toBeNull();
  },
};

/** Do: the server's average and count as they are; the stars fill to the exact fraction and one sentence is read. */
export const DoAsServed: Story = { args: { rating: 4.3, count: 87 } };

/** Don't: a "5.0" made up for a product nobody reviewed. The component draws nothing then: leave the space empty. */
export const DontInventARating: Story = { args: { rating: 5, count: 0 } };
