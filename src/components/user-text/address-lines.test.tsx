import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import { AddressLines, type ShownAddress } from './address-lines';
import { UserText } from './user-text';

/** A Latin street in an Arabic page, and a last name that starts with a right-to-left override. */
const mixedAddress: ShownAddress = {
  first_name: 'Hassan',
  last_name: '\u202EAli',
  address: '22 Nasr St, Building 3, Floor 5',
  phone: '01223456789',
  city: { title: 'سموحة' },
  government: { title: 'الإسكندرية' },
};

/** The isolating element (`<bdi>`) that holds exactly this text, if any. */
const isolated = (text: string) => screen.getAllByText(text).find((node) => node.tagName === 'BDI');

describe.each(['lines', 'inline'] as const)('AddressLines (%s)', (layout) => {
  it('isolates every field on its own, never the joined line', () => {
    renderWithApp(<AddressLines address={mixedAddress} layout={layout} />, { locale: 'ar' });
    for (const field of ['Hassan', '\u202EAli', '22 Nasr St, Building 3, Floor 5', 'سموحة', 'الإسكندرية']) {
      const element = isolated(field);
      expect(element, field).toBeDefined();
      // `auto`: each field takes the direction of its own first letter.
      expect(element!.hasAttribute('dir'), field).toBe(false);
    }
    expect(isolated('01223456789')).toHaveAttribute('dir', 'ltr');
    // The override ends with its own field: the city and the phone are not inside the last name's isolate.
    const lastName = isolated('\u202EAli')!;
    expect(lastName.contains(isolated('سموحة')!)).toBe(false);
    expect(lastName.contains(isolated('01223456789')!)).toBe(false);
    // The two names read in their own script's order ("Hassan Ali", not "Ali Hassan" in an Arabic line).
    expect(isolated('Hassan')!.parentElement).toHaveAttribute('dir', 'ltr');
  });

  it('keeps an Arabic name right to left', () => {
    renderWithApp(<AddressLines address={{ ...mixedAddress, first_name: 'حسن', last_name: 'علي' }} layout={layout} />, { locale: 'ar' });
    expect(isolated('حسن')!.parentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('UserText', () => {
  it('breaks a long unbroken run inside its box', () => {
    renderWithApp(<UserText>{'x'.repeat(500)}</UserText>);
    expect(getComputedStyle(isolated('x'.repeat(500))!).overflowWrap).toBe('anywhere');
  });
});
