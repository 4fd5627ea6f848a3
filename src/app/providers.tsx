import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { AppToaster } from '../components/toast/app-toaster';
import type { Messages } from '../i18n/load-messages';
import { directionOf, DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { storefrontTheme } from './theme/brand-theme';

// The provider's element is the page's column: at least the window's height, so the footer sits at the bottom.
const useStyles = makeStyles({ root: { minHeight: '100%', display: 'flex', flexDirection: 'column' } });

export interface AppProvidersProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** Server state, i18n, direction, theme and toasts: shared by the app, Storybook and tests. */
export function AppProviders({ queryClient, locale, messages, children }: AppProvidersProps) {
  const styles = useStyles();
  const dir = directionOf(locale);
  const theme = useMemo(() => storefrontTheme(dir), [dir]);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);

  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        <FluentProvider dir={dir} theme={theme} className={styles.root}>
          {children}
          <AppToaster />
        </FluentProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
