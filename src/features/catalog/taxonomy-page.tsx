import { makeStyles, tokens } from '@fluentui/react-components';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { PageHeader } from '../../components/breadcrumbs/page-header';
import { TaxonomyList, type TaxonomyItem } from './taxonomy-list';
import { contentWidth } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, maxWidth: contentWidth.page, width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
});

export interface TaxonomyPageProps {
  title: string;
  basePath: '/categories' | '/brands';
  skeletons: number;
  /** The page's read, already narrowed to its records. */
  query: { data: readonly TaxonomyItem[] | undefined; error: unknown; refetch: () => unknown };
}

/** The categories and brands pages: a heading and every record as a tile; skeletons, then tiles or the error screen. */
export function TaxonomyPage({ title, basePath, skeletons, query }: TaxonomyPageProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <PageHeader title={title} />
      {!query.data && query.error ? (
        <QueryErrorScreen error={query.error} onRetry={query.refetch} />
      ) : (
        <TaxonomyList items={query.data} basePath={basePath} skeletons={skeletons} label={title} />
      )}
    </div>
  );
}
