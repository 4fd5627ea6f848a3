import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('draws a part whose chunk was preloaded in the same render, without the fallback', async () => {
    const Filters = lazyPart(async () => ({ default: ({ title }: { title: string }) => <h2>{title}</h2> }));
    await Filters.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Filters title="Brands" />
      </Suspense>,
    );
    // No await: through React.lazy it suspended for a microtask, and React revealed it 300 ms later.
    expect(screen.getByRole('heading', { name: 'Brands' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a part not loaded yet shows the fallback, then itself', async () => {
    const Filters = lazyPart(async () => ({ default: () => <h2>Categories</h2> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Filters />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
  });
});
