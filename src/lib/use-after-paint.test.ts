import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTrueAfterPaint } from './use-after-paint';

describe('useTrueAfterPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the first true only after the frame after it was painted, then follows the value at once', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const { result, rerender } = renderHook(({ value }) => useTrueAfterPaint(value), { initialProps: { value: false } });
    expect(result.current).toBe(false);
    rerender({ value: true });
    // The tap's render: the panel is not mounted in it.
    expect(result.current).toBe(false);
    await act(async () => frames.shift()?.(0));
    expect(result.current).toBe(false);
    await act(async () => frames.shift()?.(16));
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
