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
