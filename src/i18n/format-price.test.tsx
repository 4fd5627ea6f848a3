import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../components/price/price';
import { renderWithApp } from '../../tests/setup/render';
import { LRI, PDI } from './bidi';
import { formatPrice, formatPriceText } from './format-price';

/** The visible text: the isolate marks are invisible, and NBSP/narrow spaces read as spaces. */
const visible = (text: string) => text.replaceAll(LRI, '').replaceAll(PDI, '').replace(/\s/g, ' ');

describe('formatPrice: one rule for money everywhere', () => {
  it('prints whole amounts with no decimals', () => {
    expect(visible(formatPrice(250))).toBe('EGP 250');
    expect(visible(formatPrice(62999))).toBe('EGP 62,999');
    expect(visible(formatPrice(0))).toBe('EGP 0');
  });

  it('prints any other amount with exactly two decimals, never one', () => {
    expect(visible(formatPrice(30417.3))).toBe('EGP 30,417.30');
    expect(visible(formatPrice(1299.5))).toBe('EGP 1,299.50');
    expect(visible(formatPrice(40949.35))).toBe('EGP 40,949.35');
    expect(visible(formatPrice(0.05))).toBe('EGP 0.05');
  });

  it('rounds to the piastre first, so 9.999 is whole and 0.001 is zero without a sign', () => {
    expect(visible(formatPrice(9.999))).toBe('EGP 10');
    expect(visible(formatPrice(-0.001))).toBe('EGP 0');
  });

  it('lets Intl place the sign in front of the currency', () => {
    expect(visible(formatPrice(-3379.7))).toBe('-EGP 3,379.70');
    expect(visible(formatPrice(250, { signDisplay: 'always' }))).toBe('+EGP 250');
    expect(visible(formatPrice(-250, { signDisplay: 'always' }))).toBe('-EGP 250');
    expect(visible(formatPrice(0, { signDisplay: 'exceptZero' }))).toBe('EGP 0');
  });

  it('wraps the whole amount, sign included, in a left-to-right isolate', () => {
    const text = formatPrice(-3379.7);
    expect(text.startsWith(LRI)).toBe(true);
    expect(text.endsWith(PDI)).toBe(true);
    expect(text.slice(1, -1)).toBe(formatPriceText(-3379.7));
  });
});

describe('Price', () => {
  it.each(['en', 'ar'] as const)('%s: the same en-EG amount in an LTR island', (locale) => {
    renderWithApp(<Price amount={30417.3} regular={36000} />, { locale });
    const current = screen.getByText(/^EGP\s30,417\.30$/);
    expect(current.tagName).toBe('BDI');
    expect(current).toHaveAttribute('dir', 'ltr');
    const regular = screen.getByText(/^EGP\s36,000$/);
    expect(regular.closest('del')).not.toBeNull();
    expect(regular).toHaveAttribute('dir', 'ltr');
  });

  it.each(['en', 'ar'] as const)('%s: a credit shows its plus sign before the currency', (locale) => {
    renderWithApp(<Price amount={250} signDisplay="always" />, { locale });
    expect(screen.getByText(/^\+EGP\s250$/)).toHaveAttribute('dir', 'ltr');
  });

  it('labels the struck-through price in Arabic with the amount isolated', () => {
    renderWithApp(<Price amount={7199} regular={8999} />, { locale: 'ar' });
    const label = screen.getByText(/^EGP\s8,999$/).closest('del')?.getAttribute('aria-label') ?? '';
    expect(visible(label)).toBe('السعر الأصلي EGP 8,999');
    expect(label).toContain(`${LRI}`);
  });
});
