import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('firstInteraction', () => {
  beforeEach(() => vi.resetModules());

  it('waits for the visitor: a pointer move resolves it, the page loading alone does not', async () => {
    const { firstInteraction } = await import('./first-interaction');
    const interacted = vi.fn();
    void firstInteraction().then(interacted);
    window.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(interacted).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    await Promise.resolve();
    expect(interacted).toHaveBeenCalledTimes(1);
  });

  it('a key press counts too', async () => {
    const { firstInteraction } = await import('./first-interaction');
    const interacted = vi.fn();
    void firstInteraction().then(interacted);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await Promise.resolve();
    expect(interacted).toHaveBeenCalledTimes(1);
  });
});
