import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';
import { formatPrice } from '../../i18n/format-price';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Shared/Price',
  component: Price,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  argTypes: { size: { control: 'radio', options: ['medium', 'large', 'inherit'] }, signDisplay: { control: 'radio', options: ['auto', 'always', 'exceptZero'] } },
  args: { amount: 1299.5 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not a whole amount: always two decimals ("1,299.50", never "1,299.5"). */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^EGP\s1,299\.50$/)).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvas.getByText(/^EGP\s1,299\.50$/)).toHaveAttribute('dir', 'ltr');
  },
};

export const Discounted: Story = {
  args: { amount: 7199, regular: 8999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^EGP\s7,199$/)).toBeVisible();
    // Testing Library reads labels with runs of white space as one space (the price's no-break space too).
    const struck = canvas.getByLabelText(msg('price.regular', { price: formatPrice(8999) }).replace(/\s+/g, ' '));
    await expect(struck.tagName).toBe('DEL');
    await expect(struck).toHaveTextContent(/EGP\s8,999/);
  },
};

/** A regular price not above the amount is not a discount: nothing is struck through. */
export const RegularNotHigher: Story = {
  args: { amount: 500, regular: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^EGP\s500$/)).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const Large: Story = {
  args: { amount: 40949.35, regular: 62999, size: 'large' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(/^EGP\s40,949\.35$/);
    await expect(current).toBeVisible();
    // Large is bigger than the medium default (16px).
    await expect(parseFloat(getComputedStyle(current).fontSize)).toBeGreaterThan(16);
  },
};

/** Prices stay en-EG formatted in Arabic; the struck-through price is labelled in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { amount: 7199, regular: 8999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^EGP\s7,199$/)).toBeVisible();
    await expect(canvas.getByLabelText(/^السعر الأصلي \u2066EGP\s8,999\u2069$/).tagName).toBe('DEL');
  },
};

/** A credit: Intl puts the plus sign in front of the currency, in Arabic too, inside the left-to-right island. */
export const CreditArabic: Story = {
  globals: { locale: 'ar' },
  args: { amount: 250, signDisplay: 'always' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText(/^\+EGP\s250$/);
    await expect(amount).toBeVisible();
    await expect(amount).toHaveAttribute('dir', 'ltr');
  },
};

/** A debit is a negative amount: "-EGP 3,379.70", the minus first and two decimals, in Arabic too. */
export const DebitArabic: Story = {
  globals: { locale: 'ar' },
  args: { amount: -3379.7 },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText(/^-EGP\s3,379\.70$/);
    await expect(amount).toBeVisible();
    // Laid out left to right: the minus sits at the amount's left edge even on a right-to-left page.
    const range = document.createRange();
    range.setStart(amount.firstChild as Text, 0);
    range.setEnd(amount.firstChild as Text, 1);
    await expect(range.getBoundingClientRect().left).toBeLessThanOrEqual(amount.getBoundingClientRect().left + 1);
  },
};

/** Do: every amount through Price (or `formatPrice`), here a discount inside an Arabic sentence. */
export const DoInsideArabicText: Story = {
  globals: { locale: 'ar' },
  args: { amount: 7199, regular: 8999, size: 'inherit' },
  render: (args) => (
    <p>
      وفّر الآن: <Price {...args} /> بدلًا من السعر الأصلي.
    </p>
  ),
};

/**
 * Don't: an amount typed by hand into Arabic text. Without the left-to-right island the bidi algorithm moves the
 * minus and the currency: "-EGP 3,379.70" reads out of order, and the decimals differ from every other price.
 */
export const DontTypedByHand: Story = {
  globals: { locale: 'ar' },
  render: () => <p>المبلغ المخصوم: -EGP 3379.7 من رصيدك.</p>,
};
