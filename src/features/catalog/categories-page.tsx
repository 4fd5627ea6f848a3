import { useIntl } from 'react-intl';
import { useListCategories } from '../../api/generated/endpoints/catalog/catalog';
import { recordsOf } from '../../api/response-guards';
import { SKELETON_COUNTS } from '../../lib/constants';
import type { TaxonomyItem } from './taxonomy-list';
import { TaxonomyPage } from './taxonomy-page';

/** /{locale}/categories: every category with its image and localized title. */
export default function CategoriesPage() {
  const intl = useIntl();
  const query = useListCategories({ query: { select: (body) => recordsOf<TaxonomyItem>(body) } });
  return (
    <TaxonomyPage
      title={intl.formatMessage({ id: 'catalog.categories', defaultMessage: 'Categories' })}
      basePath="/categories"
      skeletons={SKELETON_COUNTS.homeCategories}
      query={query}
    />
  );
}
