import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstItemsFirst } from './use-first-items-first';

/** Every render's items, in order: what the list drew in the render that brought it, then after. */
function List({ items, drawnLog }: { items: readonly string[]; drawnLog: string[][] }) {
  const drawn = useFirstItemsFirst(items, 2);
  drawnLog.push([...drawn]);
  return (
    <ul>
      {drawn.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useFirstItemsFirst', () => {
  it('draws the first items with the list, and the whole list in the render after', async () => {
    const log: string[][] = [];
    const items = ['a', 'b', 'c', 'd'];
    await act(async () => {
      render(<List items={items} drawnLog={log} />);
    });
    expect(log[0]).toEqual(['a', 'b']);
    expect(shown()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts again from the first items for a new list, and not for the same list drawn again', async () => {
    const log: string[][] = [];
    const first = ['a', 'b', 'c'];
    const view = render(<List items={first} drawnLog={log} />);
    await act(async () => {});
    log.length = 0;
    await act(async () => view.rerender(<List items={first} drawnLog={log} />));
    expect(log).toEqual([['a', 'b', 'c']]);
    log.length = 0;
    await act(async () => view.rerender(<List items={['x', 'y', 'z']} drawnLog={log} />));
    expect(log[0]).toEqual(['x', 'y']);
    expect(shown()).toEqual(['x', 'y', 'z']);
  });

  it('draws a short list whole at once', async () => {
    const log: string[][] = [];
    await act(async () => {
      render(<List items={['a', 'b']} drawnLog={log} />);
    });
    expect(log[0]).toEqual(['a', 'b']);
  });
});
