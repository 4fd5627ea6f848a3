/**
 * Bidirectional-text helpers for strings that end up inside Arabic (right-to-left) text.
 * Elements isolate themselves with `dir`/`unicode-bidi`; these are for plain strings (messages, SVG text,
 * aria-labels) where no element is at hand.
 */

/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
export const LRI = '\u2066';
/** U+2068 FIRST STRONG ISOLATE: the run takes the direction of its first strong character. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/** A left-to-right run (an amount, an order number, a code) that stays whole inside Arabic text. */
export const ltrIsolate = (text: string): string => `${LRI}${text}${PDI}`;

/**
 * A run whose direction is its own (a localized date inside a left-to-right chart): Arabic dates carry
 * right-to-left marks and read garbled ("222026/09/") when laid out left to right without isolation.
 */
export const isolate = (text: string): string => `${FSI}${text}${PDI}`;

/** U+2060 WORD JOINER: no line break here, and nothing visible. */
const WORD_JOINER = '\u2060';

/**
 * A product title that never breaks a hyphenated model name across lines ("USB-C", "Wi-Fi",
 * "WH-1000XM5"): a word joiner follows a hyphen that sits between two letters or digits. The visible
 * text and its hyphen are unchanged.
 */
export const keepHyphenatedWords = (title: string): string => title.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, `-${WORD_JOINER}`);

/**
 * The embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). Typed into a name or an address
 * they would turn the text after them around ("oriaC ,ytiC rsaN"); what a user types is kept without them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Text typed by a user, without bidirectional controls (its own letters still decide its direction). */
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** A Latin run inside right-to-left text: from a Latin letter or digit to one, with spaces, digits and `-./+` inside. */
const LATIN_RUN = /[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}\s\-./+\u2060]*[\p{Script=Latin}\p{Nd}]|\p{Script=Latin}/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;
const FIRST_STRONG = /[\p{Script=Latin}\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** Whether a text reads right to left by its first strong letter (what `dir="auto"` decides). */
export const startsRightToLeft = (text: string): boolean => {
  const first = FIRST_STRONG.exec(text)?.[0];
  return first !== undefined && !LATIN_LETTER.test(first);
};

/**
 * A right-to-left text cut into its Latin runs ("S24 Ultra 5G", "Ryzen 7 8840HS": `latin`, at least one Latin
 * letter each) and the text between them. Concatenated, the parts are the text.
 */
export const latinRuns = (text: string): { text: string; latin: boolean }[] => {
  const parts: { text: string; latin: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (!LATIN_LETTER.test(match[0])) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), latin: false });
    parts.push({ text: match[0], latin: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), latin: false });
  return parts;
};
