import { proxy } from 'valtio';
import { oneOf } from '../lib/shape';
import { storedValue } from '../lib/stored-value';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from './locales';

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

// A lib/shape schema, not zod: read before the first render (decision 025).
const rememberedLocale = storedValue({ key: STORAGE_KEY, schema: oneOf(SUPPORTED_LOCALES), decode: unwrap, encode: encodeLocale });

export const decodeLocale = (stored: string | undefined): Locale | undefined => {
  if (!stored) return undefined;
  try {
    const plain = unwrap(stored);
    return isLocale(plain) ? plain : undefined;
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
