import type { IntlShape } from 'react-intl';
import type { Crumb } from '../../components/breadcrumbs/breadcrumbs';
import { recordMeta, type PageMetaInput } from '../../components/page-meta/resolve-page-meta';
import type { ShopScope } from './shop-filters';
import type { ListingAnswer } from './use-shop-filters';

/** The scoping record (category, brand or tag) the list came with: title, image and meta fields. */
export const scopeRecord = (list: ListingAnswer | undefined, scope: ShopScope): { title: string; image?: string; meta: PageMetaInput } | null => {
  if (!list || scope.kind === 'shop' || scope.kind === 'search') return null;
  if (scope.kind === 'tag') return list.tag ? { title: list.tag.title, meta: {} } : null;
  const record = scope.kind === 'category' ? list.category : list.brand;
  return record ? { title: record.title, image: record.image, meta: recordMeta(record) } : null;
};

/** Home › Shop; Home › Categories › Phones; Home › Brands › Samsung; Home › Shop › a tag; Home › Search. */
export const listingCrumbs = (intl: IntlShape, scope: ShopScope, title: string): Crumb[] => {
  if (scope.kind === 'search') return [{ label: intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' }) }];
  if (scope.kind === 'category') return [{ label: intl.formatMessage({ id: 'catalog.categories', defaultMessage: 'Categories' }), href: '/categories' }, { label: title }];
  if (scope.kind === 'brand') return [{ label: intl.formatMessage({ id: 'catalog.brands', defaultMessage: 'Brands' }), href: '/brands' }, { label: title }];
  if (scope.kind === 'tag') return [{ label: intl.formatMessage({ id: 'shop.title', defaultMessage: 'Shop' }), href: '/shop' }, { label: title }];
  return [{ label: title }];
};

/** The listing's own title: the record's, the shop's, or on the search page the words searched. */
export const listingTitle = (intl: IntlShape, scope: ShopScope, recordTitle: string | undefined, term: string) => {
  if (scope.kind === 'shop') return intl.formatMessage({ id: 'shop.title', defaultMessage: 'Shop' });
  if (scope.kind === 'search') {
    return term
      ? intl.formatMessage({ id: 'searchPage.title', defaultMessage: 'Results for “{term}”' }, { term })
      : intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' });
  }
  return recordTitle ?? '';
};
