import { proxy } from 'valtio';
import { z } from 'zod/mini';
import { storedValue } from '../lib/stored-value';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

/**
 * The chosen locale, remembered in local storage in an obfuscated form (spec section 3): the value is
 * salted, reversed and base64-encoded so it is not a plain "en"/"ar" that other scripts key on.
 */
const STORAGE_KEY = 'sf.lc';
const SALT = 'nile:';

export const encodeLocale = (locale: Locale) => btoa(`${SALT}${locale}`.split('').reverse().join(''));

/** The stored text back to its plain value; throws when it is not ours (not base64, no salt). */
const unwrap = (stored: string) => {
  const plain = atob(stored).split('').reverse().join('');
  if (!plain.startsWith(SALT)) throw new Error('not a remembered locale');
  return plain.slice(SALT.length);
};

// zod/mini: read before the first render, so classic zod stays off the first page load (decision 018-s11).
export const localeSchema = z.enum(SUPPORTED_LOCALES);

const rememberedLocale = storedValue({ key: STORAGE_KEY, schema: localeSchema, decode: unwrap, encode: encodeLocale });

export const decodeLocale = (stored: string | undefined): Locale | undefined => {
  if (!stored) return undefined;
  try {
    const parsed = localeSchema.safeParse(unwrap(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

export const localeStore = proxy<{ locale: Locale }>({
  locale: rememberedLocale.read(DEFAULT_LOCALE),
});

export const setLocale = (locale: Locale) => {
  localeStore.locale = locale;
  rememberedLocale.write(locale);
};
