import { rightAfterNextPaint } from '../lib/after-next-paint';
import { PRESS_FRAME_WAIT_MS } from '../lib/constants';
import type { Locale } from './locales';

import type { MessageFormatElement } from 'react-intl';

/** Source strings in dev and tests; parsed ICU trees in production builds (see vite-plugin-precompiled-messages). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Each catalogue is its own chunk, loaded for the active locale only. In a build it is the catalogue's first part:
 * what the pages a shopper lands on say before anything is done (decision 037); `loadRestMessages` has the rest.
 */
export const loadMessages = async (locale: Locale): Promise<Messages> =>
  locale === 'ar'
    ? (await import('../../locales/ar.json')).default
    : (await import('../../locales/en.json')).default;

/** The catalogue's second part in a build (in dev and tests, where nothing asks for it, the whole catalogue). */
export const loadRestMessages = async (locale: Locale): Promise<Messages> =>
  locale === 'ar'
    ? (await import('../../locales/ar.json?rest')).default
    : (await import('../../locales/en.json?rest')).default;

/** The locale's catalogue; when it cannot be loaded, the English one (a warning says so). */
export const loadMessagesOrEnglish = async (locale: Locale, load: (locale: Locale) => Promise<Messages> = loadMessages): Promise<Messages> => {
  try {
    return await load(locale);
  } catch (error) {
    if (locale === 'en') throw error;
    console.warn(`[i18n] The ${locale} messages could not be loaded; showing English.`, error);
    return load('en');
  }
};

/** Between two tries at the second part, when it could not be loaded (offline). */
export const REST_MESSAGES_RETRY_MS = 2000;

declare global {
  // Awaited first by every built chunk that says a message of the second part (vite-plugin-precompiled-messages.ts).
  var __storefrontRestMessages: (() => Promise<void>) | undefined;
}

/**
 * The app's catalogue for this page load (the locale only changes with a reload): the first part, and the function
 * a built chunk awaits before it runs when it says a message of the second part. That function loads the second
 * part once and adds it to this same catalogue (react-intl reads the catalogue when a message is formatted, and
 * nothing drawn before says any of it); it never fails — offline, it tries again every REST_MESSAGES_RETRY_MS,
 * and the part that waits stays loading. The shopper's first press or key starts it, a moment before the chunk
 * that needs it.
 */
export async function loadAppMessages(
  locale: Locale,
  { load = loadMessages, loadRest = loadRestMessages }: { load?: (locale: Locale) => Promise<Messages>; loadRest?: (locale: Locale) => Promise<Messages> } = {},
): Promise<Messages> {
  const messages: Messages = { ...(await loadMessagesOrEnglish(locale, load)) };
  let added: Promise<void> | undefined;
  const attempt = (): Promise<void> =>
    loadMessagesOrEnglish(locale, loadRest).then(
      (rest) => void Object.assign(messages, rest),
      () => new Promise<void>((retry) => setTimeout(retry, REST_MESSAGES_RETRY_MS)).then(attempt),
    );
  const addRest = () => (added ??= attempt());
  globalThis.__storefrontRestMessages = addRest;
  if (import.meta.env.PROD) {
    // In the task after the press's frame: the request is not part of what the press waits for (decision 069).
    const addRestAfterPress = () => void rightAfterNextPaint(PRESS_FRAME_WAIT_MS).then(addRest);
    for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, addRestAfterPress, { once: true, passive: true, capture: true });
  }
  return messages;
}
