import { useEffect } from 'react';
import type { IntlShape } from 'react-intl';
import type { ProductFilters } from '../../api/generated/model';
import { whenIdle } from '../../lib/when-idle';

export interface AppliedFilters {
  categories: readonly string[];
  brands: readonly string[];
  tags: readonly string[];
  page: number;
}

/** The titles of the selected options (by slug), in the order the server lists them; unknown slugs are skipped. */
const selectedTitles = (selected: readonly string[], options: ProductFilters['categories'] | undefined) =>
  (options ?? []).filter((option) => selected.includes(option.slug)).map((option) => option.title);

/**
 * The listing's page title with the filters a shopper applied, so tabs, history and shared links say what
 * they show: "Mobile Phones, Samsung – Shop", "Shop, page 2". The heading stays the plain title.
 */
export const listingMetaTitle = (intl: IntlShape, title: string, applied: AppliedFilters, options: ProductFilters | undefined) => {
  const names = [
    ...selectedTitles(applied.categories, options?.categories),
    ...selectedTitles(applied.brands, options?.brands),
    ...selectedTitles(applied.tags, options?.tags),
  ];
  const filtered = names.length > 0 ? intl.formatMessage({ id: 'shop.metaTitle.filtered', defaultMessage: '{filters} – {title}' }, { filters: intl.formatList(names, { type: 'unit' }), title }) : title;
  return applied.page > 1 ? intl.formatMessage({ id: 'shop.metaTitle.page', defaultMessage: '{title}, page {page}' }, { title: filtered, page: applied.page }) : filtered;
};

/**
 * The first list a page formats loads the language's list patterns: ≈ 10 ms of a phone's CPU (4×), in the render
 * that answers the shopper's first filter click (its tab title names the filter). Done once in the listing's first
 * idle moment instead; react-intl keeps the formatter (decision 046).
 */
export function useListFormatReady(intl: IntlShape) {
  useEffect(() => whenIdle(() => void intl.formatList(['', ''], { type: 'unit' })), [intl]);
}
