import { FluentProvider, InlineDrawer, webLightTheme } from '@fluentui/react-components';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawerBody } from './drawer-body';

const drawer = (content: string) => (
  <FluentProvider theme={webLightTheme}>
    <InlineDrawer open>
      <DrawerBody>{content}</DrawerBody>
    </InlineDrawer>
  </FluentProvider>
);

describe('DrawerBody', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads its scroll state after the frame, never inside the render that changed its content (a forced layout there)', async () => {
    const reads = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(0);
    const { rerender } = render(drawer('One brand ticked'));
    await waitFor(() => expect(reads, 'read once the opened drawer is drawn').toHaveBeenCalled());
    reads.mockClear();
    act(() => rerender(drawer('Two brands ticked')));
    expect(reads, 'not in the render, its effects or its commit').not.toHaveBeenCalled();
    await waitFor(() => expect(reads, 'read after the next frame').toHaveBeenCalled());
  });
});
