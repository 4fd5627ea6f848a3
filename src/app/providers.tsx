import { FluentProvider, RendererProvider } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { AppToaster } from '../components/toast/app-toaster';
import type { Messages } from '../i18n/load-messages';
import { directionOf, DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { styleRenderer } from './style-renderer';
import { storefrontTheme } from './theme/brand-theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** Server state, i18n, direction, theme and toasts: shared by the app, Storybook and tests. */
export function AppProviders({ queryClient, locale, messages, children }: AppProvidersProps) {
  const dir = directionOf(locale);
  const theme = useMemo(() => storefrontTheme(dir), [dir]);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);

  return (
    // The style renderer drops Fluent's non-standard slider rule (style-renderer.ts).
    <RendererProvider renderer={styleRenderer()}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
          {/* data-app-root: the page's column, styled in global.css (a makeStyles class made out here, outside the
              provider's text direction, would clash with the right-to-left classes the provider merges). */}
          <FluentProvider dir={dir} theme={theme} data-app-root="">
            {children}
            <AppToaster />
          </FluentProvider>
        </IntlProvider>
      </QueryClientProvider>
    </RendererProvider>
  );
}
