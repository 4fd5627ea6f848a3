import type { QueryClient } from '@tanstack/react-query';
import { env } from '../config/env';
import { loadAppMessages, type Messages } from '../i18n/load-messages';
import { localeStore, setLocale } from '../i18n/locale-store';
import { isLocale, type Locale } from '../i18n/locales';
import { getGetPreloadedDataQueryKey, getGetPreloadedDataQueryOptions } from '../api/generated/endpoints/preloaded/preloaded';
import type { PreloadedDataResponse } from '../api/generated/model';
import { createQueryClient, notifyInTheSameTask } from '../api/query-client';
import { connectHttpToApp } from './connect-http-to-app';
import { loadLatinFont } from './latin-font';
import { mockServiceWorkerUrl, registerMockServiceWorker } from './mock-service-worker';
import { preloadPageAtStart, prefetchAtStart } from './router/start-preload';
import { shellLead, type ShellLead } from './shell/shell-lead';

/** How long the first render waits for the shop's settings before drawing the shell without them. */
const FIRST_RENDER_SETTINGS_WAIT_MS = 3000;

/** How long the first render waits for the opened page's chunk and data before drawing its skeleton. */
const FIRST_RENDER_PAGE_WAIT_MS = 1000;

/**
 * Longest wait of the app's large chunk for the shell to paint the lead pictures (decisions 034, 035): a
 * slow API or picture must not hold the shop's scripts back for long.
 */
const SHELL_LEAD_WAIT_MS = 500;

/**
 * The first Intl call of a page loads the engine's locale data (ICU): ≈ 17 ms on a desktop CPU, four times that
 * on a phone. React's first render made it (react-intl's provider checks the locale is supported), lengthening
 * one of its tasks; made here, in a task of its own while the requests are on the network, it costs the render
 * nothing.
 */
const warmIntl = (locale: Locale) => {
  setTimeout(() => Intl.NumberFormat.supportedLocalesOf(locale), 0);
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(locale), 0);
};

/** The demo's mock API (a mock-mode build only), its service worker's registration already under way. */
const startMockApi = (registered: Promise<void>) =>
  import('../../mocks/browser').then(({ startMockApi: start }) => start({ apiBaseUrl: env.apiBaseUrl, latencyMs: env.mockLatencyMs, serviceWorker: { registered } }));

const within = (work: Promise<unknown>, ms: number) => Promise.race([work, new Promise((done) => setTimeout(done, ms))]);

/** What the first render needs, once it is there. */
export interface StartedRequests {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

/** Start-up's requests under way: what the first render needs, and when the app's large chunk may be asked for. */
export interface StartRequests {
  started: Promise<StartedRequests>;
  /** At once, except on a lead page (home, the shop, a product; decisions 034, 035): once the shell has painted the lead pictures. Never rejects. */
  appMayLoad: Promise<void>;
}

/**
 * The first half of start-up (decision 028): what the opened page needs from the network. The entry runs
 * it as soon as the static shell is painted, while the app's large chunk (React DOM, Fluent, the shell:
 * start.tsx) is still arriving, so the requests of the opened page no longer wait for that chunk to arrive and run. It has a small chunk of its own
 * (build/vite-plugin-chunk-groups.ts): the HTTP and query clients, the route table with each page's prefetch,
 * the locale; no React DOM, no Fluent. On a lead page (home, the shop, a product) the large chunk is not even asked
 * for until the shell has painted the page's lead pictures (`appMayLoad`, shell/shell-lead.ts).
 */
export function startRequests(): StartRequests {
  const lead = shellLead();
  const appMayLoad = lead ? within(lead.painted, SHELL_LEAD_WAIT_MS).then(() => undefined) : Promise.resolve();
  return { started: requestFirstScreen(lead, appMayLoad), appMayLoad };
}

/**
 * In order: the mock API in a mock build, the locale of the address and its messages, the shop's settings,
 * the opened page's chunk, data and lead images. Resolves once the messages are there, the settings are (or
 * FIRST_RENDER_SETTINGS_WAIT_MS passed) and the page's chunk and data are (or FIRST_RENDER_PAGE_WAIT_MS passed);
 * rejects when start-up cannot go on (the entry then shows the start-up failure).
 */
async function requestFirstScreen(lead: ShellLead | undefined, appMayLoad: Promise<void>): Promise<StartedRequests> {
  // Mock mode is decided at build time: without an API URL this branch, and the mock chunk, exist. The mock
  // API starts beside the app's own chunks (messages, the opened page's chunk); only calls to it wait for it
  // (decision 026). Nothing is awaited before `mockApi` is, so its failure is always handled.
  // Its service worker is registered first, so that it installs while the mock's chunk arrives and seeds (decision 064).
  const workerUrl = import.meta.env.VITE_API_BASE_URL ? null : mockServiceWorkerUrl(env.apiBaseUrl);
  const mockApi = workerUrl === null ? null : startMockApi(registerMockServiceWorker(workerUrl));
  const [, fromAddress = '', ...rest] = window.location.pathname.split('/');
  if (isLocale(fromAddress)) setLocale(fromAddress);
  const { locale } = localeStore;
  // A lead page's first wave carries only what leads to its pictures: the messages (and on Arabic pages the fonts)
  // are asked for with the large chunk, once the pictures are on screen (decision 035); other pages preload
  // them from the HTML.
  const messages = lead ? appMayLoad.then(() => loadAppMessages(locale)) : loadAppMessages(locale);
  // The page's fonts, with the large chunk, so that they are in before the first render's layout (latin-font.ts):
  // Inter; on Arabic pages Cairo's @font-face and its file too (other pages preload the file).
  const fonts = locale === 'ar' ? appMayLoad.then(() => import('./fonts-arabic')).then(({ loadArabicPageFonts }) => loadArabicPageFonts()) : appMayLoad.then(loadLatinFont);
  void fonts.catch(() => undefined);
  if (mockApi) {
    void messages.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
    // Not on a lead page: its chunk imports the large chunk, which waits for the shell's lead picture.
    if (isLocale(fromAddress) && !lead) preloadPageAtStart(`/${rest.join('/')}`);
    await mockApi;
  }
  notifyInTheSameTask();
  const queryClient = createQueryClient();
  connectHttpToApp(queryClient);
  // What the first paint needs starts now, beside the messages (decision 007): the shop's settings and
  // the opened page's chunk and data, instead of one after the other behind the first render.
  const preloaded = queryClient.prefetchQuery(getGetPreloadedDataQueryOptions());
  // A lead page's shell draws its picture once the settings say the header has the boxes the shell drew.
  const onLeadImages =
    lead && ((images: readonly string[]) => void preloaded.then(() => lead.paint(images, queryClient.getQueryData<PreloadedDataResponse>(getGetPreloadedDataQueryKey())?.data)));
  const page = isLocale(fromAddress) ? prefetchAtStart(`/${rest.join('/')}`, window.location.search, queryClient, { chunkAfter: appMayLoad, onLeadImages }) : undefined;
  warmIntl(locale);

  // The first render also waits for the shop's settings (decision 014): the header takes its shape
  // from them (top banner, logo, category strip), and when they came after the first paint everything
  // below moved down (a layout shift whenever /preloaded-data was slower than the messages). And, for a
  // moment, for the opened page's chunk and data (decision 028): the first render then draws the page
  // itself, its lead image in the same frame as the header, instead of a skeleton replaced a moment later
  // (and a second render of the whole page). Both bounded, so a slow or failing API still gets the shop on
  // screen; neither promise rejects.
  const [loadedMessages] = await Promise.all([messages, within(preloaded, FIRST_RENDER_SETTINGS_WAIT_MS), page && within(page, FIRST_RENDER_PAGE_WAIT_MS)]);
  return { queryClient, locale, messages: loadedMessages };
}
