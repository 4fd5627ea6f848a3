import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellPartBoundary } from './shell-part-boundary';

let broken = true;
function Header() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'cartItems')");
  return <header>Full header</header>;
}

const shell = (key: string) => (
  <>
    <ShellPartBoundary part="header" resetKey={key} fallback={<header>Shop name</header>}>
      <Header />
    </ShellPartBoundary>
    <main>The page</main>
  </>
);

describe('ShellPartBoundary', () => {
  it('replaces only the failed part, keeps the page, and tries the part again on the next address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    broken = true;
    const { rerender } = render(shell('/en/'));
    expect(screen.getByText('Shop name')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('header'), expect.any(TypeError), expect.anything());

    broken = false;
    rerender(shell('/en/shop'));
    expect(screen.getByText('Full header')).toBeInTheDocument();
  });
});
