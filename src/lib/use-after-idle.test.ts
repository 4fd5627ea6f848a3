import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from './use-after-idle';
import { whenIdle } from './when-idle';
import { resetLeadImagePaint } from './lead-image-paint';

describe('useAfterIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetLeadImagePaint();
  });

  it('is false on the first render and true once the browser has been idle after the first screen', async () => {
    const pending: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) => pending.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, unmount } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    // The idle moment is asked for once the first screen is painted (lead-image-paint.ts), not before.
    expect(pending).toHaveLength(0);
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(result.current).toBe(false);
    act(() => pending.forEach((work) => work({ didTimeout: false, timeRemaining: () => 10 })));
    expect(result.current).toBe(true);
    unmount();
  });

  it('asks for the idle moment with a time limit, and cancels it when no longer wanted', () => {
    const request = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const stop = whenIdle(() => undefined, 1500);
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 1500 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(work).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
