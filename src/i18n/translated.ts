import type { Translated } from '../api/generated/model';
import type { Locale } from './locales';

/** The text of a `{ en, ar }` pair (preloaded settings and page metas) for the current locale. */
export const pickTranslated = (value: Translated | undefined, locale: string): string =>
  value ? (value[locale as Locale] ?? value.en) : '';
