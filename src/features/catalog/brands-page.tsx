import { useIntl } from 'react-intl';
import { useListBrands } from '../../api/generated/endpoints/catalog/catalog';
import { recordsOf } from '../../api/response-guards';
import { SKELETON_COUNTS } from '../../lib/constants';
import type { TaxonomyItem } from './taxonomy-list';
import { TaxonomyPage } from './taxonomy-page';

/** /{locale}/brands: every brand with its image and localized title. */
export default function BrandsPage() {
  const intl = useIntl();
  const query = useListBrands({ query: { select: (body) => recordsOf<TaxonomyItem>(body) } });
  return <TaxonomyPage title={intl.formatMessage({ id: 'catalog.brands', defaultMessage: 'Brands' })} basePath="/brands" skeletons={SKELETON_COUNTS.homeBrands} query={query} />;
}
