import { toLatinDigits } from '../../lib/latin-digits';

/** The contract's longest order search (GET /profile/orders `id`, maxLength 50). */
export const ORDER_SEARCH_MAX = 50;

export type ParsedOrderSearch = { kind: 'empty' } | { kind: 'ok'; id: string } | { kind: 'invalid' };

/**
 * What a shopper typed in "Order number" as the `id` GET /profile/orders is sent: the number as printed
 * (NT-240006), without its letters (240006), in Arabic-Indic digits (٢٤٠٠٠٦), lower case, with spaces or a
 * leading "#". Anything else — letters after the digits, other signs, no digits — is 'invalid' and is not sent.
 */
export function parseOrderSearch(text: string): ParsedOrderSearch {
  const compact = toLatinDigits(text.trim())
    .toUpperCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    // "NT 240006": the space stands where the printed number has its hyphen; other spaces go.
    .replace(/^#?\s*([A-Z]+)\s+(?=\d)/, '$1-')
    .replace(/\s+/g, '')
    .replace(/^#/, '');
  if (!compact) return { kind: 'empty' };
  if (compact.length > ORDER_SEARCH_MAX || !/^(?:[A-Z]{1,10}-?)?\d{1,20}$/.test(compact)) return { kind: 'invalid' };
  return { kind: 'ok', id: compact };
}
