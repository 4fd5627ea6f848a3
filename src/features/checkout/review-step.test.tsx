import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import type { Cart, PaymentMethod } from '../../api/generated/model';
import { ReviewStep } from './review-step';

/** A cart shipping to a Latin street in Alexandria, for a last name typed with a right-to-left override. */
const cart = {
  items: [],
  totals: { total: 100 },
  shipping_address: {
    id: 3,
    title: 'Home',
    first_name: 'Hassan',
    last_name: '\u202EAli',
    address: '22 Nasr St, Building 3, Floor 5',
    phone: '01012345678',
    email: null,
    government_id: 3,
    city_id: 9,
    government: { id: 3, title: 'الإسكندرية' },
    city: { id: 9, government_id: 3, title: 'سموحة' },
    is_default: false,
  },
} as unknown as Cart;

const isolated = (text: string) => screen.getAllByText(text).find((node) => node.tagName === 'BDI');

describe('review step: the shipping address', () => {
  it('shows each field in its own isolate, so the override cannot turn the city or the phone around', () => {
    renderWithApp(
      <ReviewStep cart={cart} method={{ id: 1, title: 'InstaPay' } as PaymentMethod} receiptName={null} isPlacing={false} onBack={() => {}} onPlace={() => {}} />,
      { locale: 'ar' },
    );
    const section = screen.getByRole('region', { name: 'عنوان الشحن' });
    for (const field of ['Hassan', '\u202EAli', '22 Nasr St, Building 3, Floor 5', 'سموحة', 'الإسكندرية', '01012345678']) {
      expect(section.contains(isolated(field) ?? null), field).toBe(true);
    }
    expect(isolated('01012345678')).toHaveAttribute('dir', 'ltr');
    // No text outside an isolate but the separators.
    const loose = [...section.querySelectorAll('*')].flatMap((node) =>
      node.closest('bdi') ? [] : [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent!.trim()),
    );
    expect(loose.filter((text) => text && !/^[\s،,·]+$/.test(text))).toEqual(['عنوان الشحن']);
  });
});
