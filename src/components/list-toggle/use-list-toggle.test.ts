import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/session-store';
import { prepareSessionStart } from '../../session/start-session';
import { toastBus } from '../toast/toast-bus';
import { useListToggle } from './use-list-toggle';

const loginRequired = { id: 'wishlist.loginRequired', defaultMessage: 'Log in to use the wishlist' };

/** A session start the test settles: it signs in a customer (or leaves a guest) when `finish` is called. */
const slowStart = (role: 'customer' | 'guest') => {
  let finish: () => void = () => undefined;
  prepareSessionStart(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          sessionStore.role = role;
          resolve();
        };
      }),
  );
  return () => finish();
};

afterEach(() => {
  sessionStore.role = null;
});

describe('a wishlist or compare toggle', () => {
  it('is busy from the first tap while the session starts, and a double tap sends one change', async () => {
    const finish = slowStart('customer');
    const add = vi.fn(() => Promise.resolve());
    const remove = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useListToggle({ isIn: false, add, remove, loginRequired }));

    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      // Two taps in one frame: the second sees the same, not yet redrawn, toggle.
      first = result.current.toggle();
      second = result.current.toggle();
    });
    expect(result.current.isBusy).toBe(true);
    expect(add).not.toHaveBeenCalled();

    await act(async () => {
      finish();
      await Promise.all([first, second]);
    });
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
    expect(result.current.isBusy).toBe(false);
  });

  it('tells a guest to log in once the session has started, sends nothing and is free again', async () => {
    const finish = slowStart('guest');
    const add = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useListToggle({ isIn: false, add, remove: add, loginRequired }));
    const shown = vi.spyOn(toastBus, 'show');

    let tap: Promise<void> = Promise.resolve();
    act(() => {
      tap = result.current.toggle();
    });
    expect(result.current.isBusy).toBe(true);
    await act(async () => {
      finish();
      await tap;
    });
    expect(add).not.toHaveBeenCalled();
    expect(shown).toHaveBeenCalledWith({ intent: 'warning', message: loginRequired });
    expect(result.current.isBusy).toBe(false);
  });
});
