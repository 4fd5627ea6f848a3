import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useListCategories } from '../../api/generated/endpoints/catalog/catalog';
import { recordsOf } from '../../api/response-guards';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { SKELETON_COUNTS } from '../../lib/constants';
import { TaxonomyList, type TaxonomyItem } from './taxonomy-list';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, maxWidth: '1280px', width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
});

/** /{locale}/categories: every categorie with its image and localized title. */
export default function CategoriesPage() {
  const styles = useStyles();
  const intl = useIntl();
  const { data } = useListCategories({ query: { select: (body) => recordsOf<TaxonomyItem>(body) } });
  const title = intl.formatMessage({ id: 'catalog.categories', defaultMessage: 'Categories' });
  usePageMeta({ heading: title });
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <TaxonomyList items={data} basePath="/categories" skeletons={SKELETON_COUNTS.homeCategories} label={title} />
    </div>
  );
}
