import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePressedValue } from './use-pressed-value';

describe('usePressedValue', () => {
  it('shows the pressed value at once, while the owner’s state is the one it was pressed on', () => {
    const address = 'sort=newest';
    const { result, rerender } = renderHook(({ value, on }) => usePressedValue(value, on), { initialProps: { value: 'newest', on: address } });
    act(() => result.current[1]('price_asc'));
    expect(result.current[0]).toBe('price_asc');
    rerender({ value: 'newest', on: address });
    expect(result.current[0], 'the owner has not followed yet').toBe('price_asc');
  });

  it('drops it once the owner’s state changes: the owner’s value shows, whatever it is', () => {
    const { result, rerender } = renderHook(({ value, on }) => usePressedValue(value, on), { initialProps: { value: false, on: 'brands=' } });
    act(() => result.current[1](true));
    rerender({ value: true, on: 'brands=samsung' });
    expect(result.current[0], 'the owner followed').toBe(true);
    act(() => result.current[1](false));
    // Back pressed before the owner followed: the address changed, the box's own value did not.
    rerender({ value: true, on: 'brands=apple,samsung' });
    expect(result.current[0], 'not left unticked by a press on an address that is gone').toBe(true);
  });

  it('stays dropped when the owner’s state comes back to the one it was pressed on (Back)', () => {
    const { result, rerender } = renderHook(({ value, on }) => usePressedValue(value, on), { initialProps: { value: null as string | null, on: '' } });
    act(() => result.current[1]('price_asc'));
    rerender({ value: 'price_asc', on: 'sort=price_asc' });
    rerender({ value: null, on: '' });
    expect(result.current[0]).toBeNull();
  });

  it('compares the state pressed on by identity: a new list of the same items is a new state', () => {
    const selected = ['samsung'];
    const { result, rerender } = renderHook(({ value, on }) => usePressedValue(value, on), { initialProps: { value: selected, on: selected as unknown } });
    act(() => result.current[1](['samsung', 'apple']));
    rerender({ value: selected, on: selected });
    expect(result.current[0]).toEqual(['samsung', 'apple']);
    const again = ['samsung'];
    rerender({ value: again, on: again });
    expect(result.current[0]).toBe(again);
  });
});
