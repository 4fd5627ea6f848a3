import { FluentProvider, type PartialTheme } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { AppToaster } from '../components/toast/app-toaster';
import type { Messages } from '../i18n/load-messages';
import { directionOf, DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { StyleRendererProvider } from './style-renderer';

export interface AppProvidersProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
  /**
   * Theme values this provider's subtree overrides: none in the app (the page root's CSS has them all). Storybook's
   * English-and-Arabic canvas gives each half its own font family, since the root's direction can only be one.
   */
  theme?: PartialTheme;
  /**
   * Whether the page's `<html>` takes this provider's language and direction (yes in the app and on a story's own
   * canvas). A Storybook docs page's inline stories say no: the page's prose keeps its own language, each story its own.
   */
  ownsDocument?: boolean;
  children: ReactNode;
}

/**
 * The theme's values are CSS custom properties on the page's root, written at build time into the page's
 * stylesheet (`virtual:storefront-theme.css`, imported by main.ts and Storybook's preview; decision 025): the
 * provider writes none of its own.
 */
const THEME_IN_CSS: PartialTheme = {};

/** Server state, i18n, direction, theme and toasts: shared by the app, Storybook and tests. */
export function AppProviders({ queryClient, locale, messages, theme = THEME_IN_CSS, ownsDocument = true, children }: AppProvidersProps) {
  const dir = directionOf(locale);

  useLayoutEffect(() => {
    if (!ownsDocument) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir, ownsDocument]);

  return (
    <StyleRendererProvider>
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
    </StyleRendererProvider>
  );
}
