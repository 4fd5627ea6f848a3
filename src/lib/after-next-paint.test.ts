import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves at the second animation frame: the first one was drawn', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    let done = false;
    const painted = afterNextPaint(10_000).then(() => (done = true));
    frames.shift()?.(0);
    await Promise.resolve();
    expect(done).toBe(false);
    frames.shift()?.(16);
    await painted;
    expect(done).toBe(true);
  });

  it('resolves after at most maxWaitMs when no frame comes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterNextPaint(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves at once on a hidden page, which draws nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    await afterNextPaint(10_000);
    expect(frame).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
