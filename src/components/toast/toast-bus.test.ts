import { describe, expect, it, vi } from 'vitest';
import { toastBus, type ToastNotice } from './toast-bus';

// The toaster chunk is fetched only when a notice needs it: nothing raised before it mounts may be lost.
describe('toastBus', () => {
  it('asks for the toaster on the first notice and hands it every notice and promise raised meanwhile', async () => {
    const loader = vi.fn();
    const stopDemand = toastBus.onDemand(loader);
    expect(loader).not.toHaveBeenCalled();

    toastBus.show({ intent: 'error', text: 'Network error occurred' });
    const work = Promise.resolve('saved');
    await expect(toastBus.promise(work)).resolves.toBe('saved');
    expect(loader).toHaveBeenCalled();

    const shown: ToastNotice[] = [];
    const reported: Promise<unknown>[] = [];
    const unsubscribe = toastBus.subscribe(
      (notice) => shown.push(notice),
      (promise) => {
        reported.push(promise);
        return promise;
      },
    );
    expect(shown).toEqual([{ intent: 'error', text: 'Network error occurred' }]);
    expect(reported).toEqual([work]);

    // Once mounted, notices go straight to the toaster.
    toastBus.show({ intent: 'success', text: 'Done' });
    expect(shown).toHaveLength(2);
    unsubscribe();
    stopDemand();
  });

  it('tells a loader that subscribes later that the toaster is already needed', () => {
    toastBus.show({ intent: 'info', text: 'Saved' });
    const late = vi.fn();
    toastBus.onDemand(late)();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
