import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { committedPrice, PriceRangeFilter } from './price-range-filter';

const bounds = { min: 100, max: 5000 };

describe('a typed price (committedPrice)', () => {
  const range = { min: 500, max: 3000 };
  it('takes a number within the bounds for its end', () => {
    expect(committedPrice('800', 'min', range, bounds)).toEqual({ min: 800, max: 3000 });
    expect(committedPrice(' 4000 ', 'max', range, bounds)).toEqual({ min: 500, max: 4000 });
  });
  it("brings a number out of the server's bounds to the nearest bound", () => {
    expect(committedPrice('5', 'min', range, bounds)).toEqual({ min: 100, max: 3000 });
    expect(committedPrice('999999', 'max', range, bounds)).toEqual({ min: 500, max: 5000 });
  });
  it('never lets an end pass the other', () => {
    expect(committedPrice('4500', 'min', range, bounds)).toEqual({ min: 3000, max: 3000 });
    expect(committedPrice('200', 'max', range, bounds)).toEqual({ min: 500, max: 500 });
  });
  it('refuses what is not a number', () => {
    expect(committedPrice('', 'min', range, bounds)).toBeNull();
    expect(committedPrice('abc', 'max', range, bounds)).toBeNull();
  });
});

const filterOn = (address: string, onChange: (range: { min: number; max: number }) => void, range = { min: -1, max: -1 }) => (
  <IntlProvider locale="en" defaultLocale="en">
    <PriceRangeFilter range={range} bounds={bounds} address={address} onChange={onChange} />
  </IntlProvider>
);

const renderFilter = (onChange = vi.fn()) => {
  render(filterOn('', onChange));
  return onChange;
};

describe('the price filter: one track, two number fields', () => {
  it('draws both ends on one track and as number fields within the bounds', () => {
    renderFilter();
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    expect(min).toHaveValue(100);
    expect(max).toHaveValue(5000);
    expect(min).toHaveAttribute('min', '100');
    expect(max).toHaveAttribute('max', '5000');
  });

  it('applies a typed minimum on Enter, and a typed maximum on leaving the field, not while typing', () => {
    const onChange = renderFilter();
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    fireEvent.change(min, { target: { value: '1200' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 1200, max: 5000 });
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    fireEvent.change(max, { target: { value: '3000' } });
    fireEvent.blur(max);
    expect(onChange).toHaveBeenLastCalledWith({ min: 100, max: 3000 });
    // Typed past the server's bound: brought back to it, which is what the field already showed — nothing to apply.
    fireEvent.change(max, { target: { value: '99999' } });
    fireEvent.blur(max);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(max).toHaveValue(5000);
  });

  it('puts back what was typed on Escape, or when it is not a number, and applies nothing', () => {
    const onChange = renderFilter();
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    fireEvent.change(min, { target: { value: '700' } });
    fireEvent.keyDown(min, { key: 'Escape' });
    expect(min).toHaveValue(100);
    fireEvent.change(min, { target: { value: '' } });
    fireEvent.blur(min);
    expect(min).toHaveValue(100);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('a typed price applied, before the address follows (decision 069)', () => {
  it('stays in its field, brought within the bounds, then gives way to the address', () => {
    const onChange = vi.fn();
    const { rerender } = render(filterOn('', onChange));
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    fireEvent.change(min, { target: { value: '50' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    // Not the old price for a frame: the field shows what Enter applied (50 brought up to the bound, 100 — the same
    // as before, so nothing applied), then a real change.
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(min, { target: { value: '1200' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: 1200, max: 5000 });
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(1200);
    // The address follows with its own minimum (another tab, a rounding server): the address wins.
    rerender(filterOn('price_min=1300', onChange, { min: 1300, max: 5000 }));
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(1300);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('1300');
  });

  it('shows the bound when what was typed lies past it', () => {
    const onChange = vi.fn();
    render(filterOn('', onChange, { min: 500, max: 3000 }));
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    fireEvent.change(max, { target: { value: '99999' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: 500, max: 5000 });
    expect(max).toHaveValue(5000);
  });
});

describe('the range being dragged: the only filter state besides the address', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is applied once the shopper pauses', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(filterOn('brands=apple', onChange));
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '2000' } });
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(2000);
    act(() => vi.advanceTimersByTime(400));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: 100, max: 2000 });
  });

  it('is dropped, unapplied, when the address changes before the pause (Back, a link, another filter)', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { rerender } = render(filterOn('brands=apple', onChange));
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '2000' } });
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('2000');
    rerender(filterOn('', onChange));
    // The new address's range at once, and nothing applied onto it later.
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('5000');
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(5000);
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });
});
