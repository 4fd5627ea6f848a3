import { createIntl, type IntlShape } from 'react-intl';
import en from '../../locales/en.json';
import ar from '../../locales/ar.json';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { localeStore } from './locale-store';

/**
 * Storybook only. Stories run as tests in English and again in Arabic (vitest.config.ts), so a play function checks
 * what the shopper reads through the message's id, never its English words: `msg('quantity.remove', { name })`.
 * The story's locale is the locale store's: the preview sets it from the toolbar before each story's loaders run.
 */
const catalogues: Record<Locale, Record<string, string>> = { en, ar };
const intls = new Map<Locale, IntlShape>();

/** The app's messages in the story's locale, formatted as the app formats them (plurals, numbers, dates). */
export function storyIntl(): IntlShape {
  const { locale } = localeStore;
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: catalogues[locale] });
    intls.set(locale, intl);
  }
  return intl;
}

/** Values of a message: text, numbers, or a tag's text (`{ link: (chunks) => chunks.join('') }`). */
type MessageValues = Record<string, string | number | ((chunks: string[]) => string)>;

/** A message's text in the story's locale. An unknown id fails the story (the check would compare with the id). */
export function msg(id: string, values?: MessageValues): string {
  if (!(id in catalogues[localeStore.locale])) throw new Error(`No message ${id} in the ${localeStore.locale} catalogue`);
  // eslint-disable-next-line formatjs/enforce-default-message -- a check names a message the catalogue has (above)
  return storyIntl().formatMessage({ id }, values);
}

/** An address of the app in the story's locale: `localePath('/cart')` is `/en/cart` or `/ar/cart`. */
export const localePath = (path: string): string => `/${localeStore.locale}${path}`;

/** Picks the text for the story's locale: for data the mock holds in both languages (a product's title). */
export const inLocale = <T>(texts: Record<Locale, T>): T => texts[localeStore.locale];

/** A text as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message at the start of a name or text: a field's label is its message and, when required, the kit's mark after
 * it (`getByLabelText(msgStart('auth.password'))` finds "Password *", not "Confirm password").
 */
export const msgStart = (id: string, values?: MessageValues): RegExp => new RegExp(`^${escapeRegExp(msg(id, values))}`);

/** The text a message puts inside one of its tags: the words of `<link>terms and conditions</link>`. */
export const msgTagText = (id: string, tag = 'link'): string => {
  let text = '';
  msg(id, {
    [tag]: (chunks) => {
      text = chunks.join('');
      return text;
    },
  });
  return text;
};
