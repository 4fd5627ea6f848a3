import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../src/api/query-client';
import { AppProviders } from '../src/app/providers';
import { connectHttpToApp } from '../src/app/connect-http-to-app';
import { localeStore } from '../src/i18n/locale-store';
import { toastBus } from '../src/components/toast/toast-bus';
import { sessionActions } from '../src/session/session-store';
import { recentlyViewed } from '../src/session/recently-viewed';
import { localeOrDefault, type Locale } from '../src/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import type { PartialTheme } from '@fluentui/react-components';
import en from '../locales/en.json';
import ar from '../locales/ar.json';
import { scenarios } from '../mocks/scenarios/index';
import { armStoryNetwork, storyMockLoader } from './storybook-mock';
import { screenViewports } from './viewports';
import { BOTH, BothLocales, halfTheme, pathIn } from './both-locales';
import '../src/app/fonts';
import '../src/app/fonts-arabic';
import 'virtual:storefront-theme.css';
import '../src/app/global.css';
// The app fetches the toaster with the first notice (a lazy chunk). Here it is in the graph from the start, so a
// story's first toast never waits on Vite transforming it, or on a reload for dependencies found late.
import '../src/components/toast/toaster-host';

const catalogues = { en, ar } as const;

interface StoryAppProps {
  locale: Locale;
  path: string;
  /** The "Both" canvas: this half's font family, and its query client scoped to its language. */
  theme?: PartialTheme;
  prepareClient?: (client: QueryClient) => void;
  /** False on a docs page: its English prose keeps the page left to right, each inline story has its own direction. */
  ownsDocument?: boolean;
  children: ReactNode;
}

function StoryApp({ locale, path, theme, prepareClient, ownsDocument, children }: StoryAppProps) {
  const [queryClient] = useState(() => {
    // The mock answers in the story's language too (the locale-code header reads this store).
    localeStore.locale = locale;
    // The story's mock scenario and request rules apply from its render on (its loaders signed in, filled a cart).
    armStoryNetwork();
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    connectHttpToApp(client);
    prepareClient?.(client);
    return client;
  });
  const [location] = useState(() => memoryLocation({ path, record: true }));
  return (
    <AppProviders queryClient={queryClient} locale={locale} messages={catalogues[locale]} theme={theme} ownsDocument={ownsDocument}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </AppProviders>
  );
}

/**
 * Each story gets its own query client, the locale and direction of the toolbar, and a router at `path` in that
 * language (a story written at `/en/login` opens `/ar/login` in Arabic); with "Both", two of each, English beside Arabic.
 */
const withApp: Decorator = (Story, context) => {
  const choice = context.globals.locale ?? 'en';
  const path = context.parameters.path as string | undefined;
  if (choice === BOTH) {
    return (
      <BothLocales
        key={`${context.id}-${BOTH}`}
        renderHalf={(locale, prepareClient) => (
          <StoryApp locale={locale} path={pathIn(locale, path ?? `/${locale}/`)} theme={halfTheme(locale)} prepareClient={prepareClient}>
            <Story />
          </StoryApp>
        )}
      />
    );
  }
  const locale = choice as Locale;
  // On a docs page the page's root stays English and left to right (its prose), so the story sets its own font.
  const inDocs = context.viewMode === 'docs';
  // A story's address in the story's language: `/en/cart` opens as `/ar/cart` in the Arabic run.
  return (
    <StoryApp
      key={`${context.id}-${locale}`}
      locale={locale}
      path={pathIn(locale, path ?? `/${locale}/`)}
      ownsDocument={!inDocs}
      theme={inDocs ? halfTheme(locale) : undefined}
    >
      <Story />
    </StoryApp>
  );
};

/**
 * Story files run one after another in one page (no iframe per file: it cost each file ≈ 6 s of module loading
 * in CI). Before the stories' own loaders (a sign-in, a filled cart), which come after this one, each story starts
 * where a freshly opened one would: the toolbar's language for the API, no toast waiting, nobody signed in (an
 * earlier story's request answered after it ended could have signed someone in); `storyMockLoader` beside it gives
 * the story its scenario's freshly seeded mock shop.
 */
const freshStory = ({ globals }: { globals: Record<string, unknown> }) => {
  localeStore.locale = localeOrDefault(globals.locale);
  toastBus.dismissAll();
  sessionActions.clearCredentials();
};

const preview: Preview = {
  // A docs page for every component with stories: its doc comment, props table, controls and stories.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
          { value: BOTH, title: 'Both (English beside Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
    mockScenario: {
      description: "The mock API's world (mocks/scenarios): a story's own scenario unless another than default is chosen",
      toolbar: { title: 'Scenario', icon: 'database', items: scenarios.map(({ name }) => ({ value: name, title: name })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', mockScenario: 'default' },
  // Story files share the origin's storage: no products an earlier story opened, and no session left behind
  // for the next story: it is cleared after each story (clearing before would undo the sign-in of the cart and
  // checkout stories' loaders, which had already run).
  beforeEach: () => {
    recentlyViewed.clear();
    return () => sessionActions.clearCredentials();
  },
  loaders: [storyMockLoader, freshStory],
  decorators: [withApp],
  parameters: {
    layout: 'padded',
    // Tabster's focus-trap sentinels (Fluent UI) are aria-hidden yet focusable by design: not a shopper-facing defect.
    a11y: { test: 'error', context: { include: ['body'], exclude: ['[data-tabster-dummy]'] } },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: screenViewports },
  },
};

export default preview;
