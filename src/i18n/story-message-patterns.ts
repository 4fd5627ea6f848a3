import { formatPrice } from './format-price';
import { escapeRegExp, msg, storyIntl } from './story-messages';

/** Stands for a number the story cannot know (a catalogue's total): large, so a plural takes its "many" form. */
const ANY_NUMBER = 987_654_321;
/** Stands for a text the story cannot know (a product's title). */
const ANY_TEXT = '\u0001any\u0001';
const DIGITS = '[\\d\\u0660-\\u0669,.\\u066b\\u066c]+';

/**
 * Storybook only. A message whose numbers or texts the story cannot know ("1 to 24 of 96 products", "Remove … from
 * the compare list"), as a pattern of the whole text in the story's locale: the values given are placed as the app
 * places them; each name in `anyNumbers` matches any number (Latin or Arabic digits), each in `anyTexts` any text.
 * `msgPattern('shop.summary', { from: 1 }, ['to', 'total'])`.
 */
export function msgPattern(id: string, values: Record<string, string | number>, anyNumbers: string[], anyTexts: string[] = []): RegExp {
  const unknown = [...anyNumbers.map((name) => [name, ANY_NUMBER]), ...anyTexts.map((name) => [name, ANY_TEXT])];
  const text = escapeRegExp(msg(id, { ...values, ...Object.fromEntries(unknown) }));
  const numbers = [storyIntl().formatNumber(ANY_NUMBER), String(ANY_NUMBER)].map(escapeRegExp);
  const pattern = numbers.reduce((soFar, mark) => soFar.split(mark).join(DIGITS), text).split(escapeRegExp(ANY_TEXT)).join('.+');
  return new RegExp(`^${pattern}$`);
}

/** The last number in a text as the app wrote it ("1 to 12 of 96 products": 96), in Latin or Arabic digits. */
export function lastNumberIn(text: string | null): number {
  const latin = (text ?? '').replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660)).replace(/[,\u066c]/g, '');
  return Number(latin.match(/\d+/g)?.at(-1) ?? NaN);
}

/** A price as a text query finds it: the app's EGP format, its no-break space read as a space (Testing Library's normalising). */
export const shownPrice = (amount: number): string => formatPrice(amount).replace(/\s/g, ' ');

/** The words of the link inside a message (`<link>Log in</link>` of `checkout.contact.login`), in the story's language. */
export const linkWords = (id: string): string => {
  const words: string[] = [];
  msg(id, { link: ((chunks: string[]) => words.push(chunks.join('')) && '') as unknown as string });
  return words[0] ?? '';
};
