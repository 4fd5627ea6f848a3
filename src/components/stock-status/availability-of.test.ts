import { describe, expect, it } from 'vitest';
import { availability } from '../../../mocks/db/rules/pricing';
import { availabilityOf } from './availability-of';

describe('availabilityOf (decision 002 stock states)', () => {
  it('maps a stock count to the four states of spec section 4, as the server does', () => {
    expect([0, 1, 5, 6, 10, 11, 500].map(availabilityOf)).toEqual([
      'out_of_stock', 'low_stock', 'low_stock', 'limited_stock', 'limited_stock', 'in_stock', 'in_stock',
    ]);
    for (let stock = 0; stock <= 20; stock += 1) expect(availabilityOf(stock)).toBe(availability(stock));
  });
});
