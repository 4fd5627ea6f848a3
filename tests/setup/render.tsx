import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../src/api/query-client';
import { connectHttpToApp } from '../../src/app/connect-http-to-app';
import { AppProviders } from '../../src/app/providers';
import type { Locale } from '../../src/i18n/locales';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

export interface RenderWithAppOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  /** The address the memory router starts at (full, with the locale). */
  path?: string;
}

/** Renders inside the app's providers (query client, intl, Fluent, toasts) and a memory router under /{locale}. */
export const renderWithApp = (ui: ReactElement, { locale = 'en', path, ...options }: RenderWithAppOptions = {}) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  connectHttpToApp(queryClient);
  const location = memoryLocation({ path: path ?? `/${locale}/`, record: true });
  const result = render(
    <AppProviders queryClient={queryClient} locale={locale} messages={locale === 'ar' ? ar : en}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
    options,
  );
  return { ...result, queryClient, location };
};
