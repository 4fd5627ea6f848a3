import { Skeleton, SkeletonItem, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useProductLayoutStyles } from './product-layout-styles';

const useStyles = makeStyles({
  skeletonImage: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  skeletonLine40: { width: '40%' },
  skeletonLine30: { width: '30%' },
  skeletonLine60: { width: '60%' },
});

/** The product page while its product loads: the picture's square and four lines in the page's two columns. */
export function ProductSkeleton() {
  const layout = useProductLayoutStyles();
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Skeleton className={layout.main} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
      <SkeletonItem shape="rectangle" className={styles.skeletonImage} />
      <div className={layout.info}>
        <SkeletonItem size={40} />
        <SkeletonItem size={24} className={styles.skeletonLine40} />
        <SkeletonItem size={32} className={styles.skeletonLine30} />
        <SkeletonItem size={40} className={styles.skeletonLine60} />
      </div>
    </Skeleton>
  );
}
