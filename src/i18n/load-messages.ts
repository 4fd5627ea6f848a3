import type { Locale } from './locales';

export type Messages = Record<string, string>;

/** Each catalogue is its own chunk, loaded for the active locale only. */
export const loadMessages = async (locale: Locale): Promise<Messages> =>
  locale === 'ar'
    ? (await import('../../locales/ar.json')).default
    : (await import('../../locales/en.json')).default;
