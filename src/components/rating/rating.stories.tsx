import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './rating';

const meta = {
  title: 'Shared/Rating',
  component: Rating,
  args: { rating: 4.5, count: 120 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledWidth = (canvasElement: HTMLElement) => (canvasElement.querySelector('[data-testid="rating"] [style]') as HTMLElement).style.width;

export const Half: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5, 120 reviews' })).toBeVisible();
    await expect(filledWidth(canvasElement)).toBe('90%');
  },
};

export const Full: Story = {
  args: { rating: 5, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' })).toBeVisible();
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
