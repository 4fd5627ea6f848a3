import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { fieldLabelFor, readableFieldKey } from './field-labels';

describe('field names in the field-errors toast (spec section 5)', () => {
  it('names every field the contract lets a shopper send, in English and Arabic', () => {
    const keys = ['address', 'amount', 'city_id', 'code', 'current_password', 'email', 'first_name', 'gender', 'government_id', 'is_default',
      'last_name', 'message', 'name', 'notes', 'order_number', 'password', 'password_confirmation', 'payment_method_id', 'phone', 'quantity',
      'receipt', 'subject_id', 'terms', 'title'];
    for (const key of keys) {
      const label = fieldLabelFor(key);
      if (typeof label === 'string') throw new Error(`${key} has no catalogue label`);
      expect(en[label.id as keyof typeof en], key).toBe(label.defaultMessage);
      expect(ar[label.id as keyof typeof ar], key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('names a nested key by its last named segment', () => {
    expect(fieldLabelFor('address.phone')).toMatchObject({ id: 'field.phone' });
    expect(fieldLabelFor('items.2.quantity')).toMatchObject({ id: 'field.quantity' });
  });

  it('makes a key nobody labelled readable', () => {
    expect(readableFieldKey('delivery_slot_id')).toBe('Delivery slot');
    expect(readableFieldKey('items.0.unitPrice')).toBe('Items unit price');
    expect(readableFieldKey('body')).toBe('Body');
    expect(fieldLabelFor('gift_wrap')).toBe('Gift wrap');
  });
});
