import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import { lazyPart } from './lazy-part';
import { LazyPartBoundary } from './lazy-part-boundary';

describe('lazyPart in a LazyPartBoundary', () => {
  it('says in place that the chunk failed, keeps the rest of the page, and loads it on Try again', async () => {
    // React reports the error the boundary caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: (props: { title: string }) => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: ({ title }) => <h2>{title}</h2> });
    const Filters = lazyPart(load);

    renderWithApp(
      <>
        <LazyPartBoundary parts={[Filters]} message="The filters could not be loaded." fallback={<p>loading</p>}>
          <Filters title="Brands" />
        </LazyPartBoundary>
        <h1>Shop</h1>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('in Arabic says it in Arabic', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart<object>(() => Promise.reject(new Error('offline')));
    renderWithApp(
      <LazyPartBoundary parts={[Part]} message="تعذّر تحميل خيارات التصفية." fallback={null}>
        <Part />
      </LazyPartBoundary>,
      { locale: 'ar' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل خيارات التصفية.');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
