import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, rightAfterNextPaint } from './after-next-paint';

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

  it.each([afterNextPaint, rightAfterNextPaint])('%o resolves after at most maxWaitMs when no frame comes', async (whenPainted) => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void whenPainted(500).then(() => (done = true));
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

describe('rightAfterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in the task after the next frame: not before the frame, not inside it', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    let done = false;
    void rightAfterNextPaint(10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done, 'before the frame').toBe(false);
    frames.shift()?.(16);
    await Promise.resolve();
    expect(done, 'inside the frame').toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(frames, 'one frame, not two').toHaveLength(0);
  });

  it('resolves at once on a hidden page', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await rightAfterNextPaint(10_000);
    vi.restoreAllMocks();
  });
});
