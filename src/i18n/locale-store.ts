import { proxy } from 'valtio';
import { readText, writeText } from '../lib/storage';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The chosen locale, remembered in local storage in an obfuscated form (spec section 3): the value is
 * salted, reversed and base64-encoded so it is not a plain "en"/"ar" that other scripts key on.
 */
const STORAGE_KEY = 'sf.lc';
const SALT = 'nile:';

export const encodeLocale = (locale: Locale) => btoa(`${SALT}${locale}`.split('').reverse().join(''));

export const decodeLocale = (stored: string | undefined): Locale | undefined => {
  if (!stored) return undefined;
  try {
    const plain = atob(stored).split('').reverse().join('');
    const value = plain.startsWith(SALT) ? plain.slice(SALT.length) : undefined;
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

export const localeStore = proxy<{ locale: Locale }>({
  locale: decodeLocale(readText(STORAGE_KEY)) ?? DEFAULT_LOCALE,
});

export const setLocale = (locale: Locale) => {
  localeStore.locale = locale;
  writeText(STORAGE_KEY, encodeLocale(locale));
};
