/** Arabic-Indic (U+0660…) and Extended Arabic-Indic (U+06F0…, Persian/Urdu keyboards) digits as Latin ones. */
export const toLatinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
