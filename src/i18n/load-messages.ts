import type { Locale } from './locales';

import type { MessageFormatElement } from 'react-intl';

/** Source strings in dev and tests; parsed ICU trees in production builds (see vite-plugin-precompiled-messages). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Each catalogue is its own chunk, loaded for the active locale only. */
export const loadMessages = async (locale: Locale): Promise<Messages> =>
  locale === 'ar'
    ? (await import('../../locales/ar.json')).default
    : (await import('../../locales/en.json')).default;

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
