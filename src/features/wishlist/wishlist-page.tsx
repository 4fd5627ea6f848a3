import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { HeartRegular } from '@fluentui/react-icons/svg/heart';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { clearWishlist, useGetWishlist } from '../../api/generated/endpoints/wishlist/wishlist';
import { SKELETON_COUNTS } from '../../lib/constants';
import { EmptyBlock } from '../../components/empty-block/empty-block';
import { ProfileLayout } from '../account/profile-layout';
import { WishlistItem } from './wishlist-item';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { autoGrid, gridTrack, placeholderHeight } from '../../lib/layout-tokens';
import type { ListItem } from '../../api/generated/model';
import { listItemsOf } from '../../api/response-guards';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: autoGrid(gridTrack.product), gap: tokens.spacingHorizontalL },
  skeleton: { height: placeholderHeight.productCard },
});

/** /{locale}/profile/wishlist: the wished products as cards (8 skeletons while loading), clear all. */
export default function WishlistPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [clearing, setClearing] = useState(false);
  const { data: items, isPending, error, refetch } = useGetWishlist({ query: { select: (body) => listItemsOf<ListItem>(body, 'wishlist') } });
  const clear = async () => {
    setClearing(true);
    try {
      await clearWishlist();
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setClearing(false);
    }
  };
  return (
    <ProfileLayout
      title={intl.formatMessage({ id: 'wishlist.title', defaultMessage: 'Wishlist' })}
      actions={
        items && items.length > 0 ? (
          <Button icon={clearing ? <ButtonSpinner /> : <DeleteRegular />} disabled={clearing} onClick={() => void clear()}>
            {intl.formatMessage({ id: 'wishlist.clear', defaultMessage: 'Clear all' })}
          </Button>
        ) : undefined
      }
    >
      {!items && error ? (
        <QueryErrorScreen error={error} onRetry={refetch} />
      ) : isPending ? (
        <Skeleton className={styles.grid} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          {Array.from({ length: SKELETON_COUNTS.wishlistProducts }, (_, index) => (
            <SkeletonItem key={index} shape="rectangle" className={styles.skeleton} data-testid="wishlist-skeleton" />
          ))}
        </Skeleton>
      ) : !items || items.length === 0 ? (
        <EmptyBlock icon={<HeartRegular />} title={intl.formatMessage({ id: 'wishlist.empty', defaultMessage: 'Your wishlist is empty' })} />
      ) : (
        <div className={styles.grid}>
          {items.map((item) => (
            <WishlistItem key={item.id} item={item} layout="card" />
          ))}
        </div>
      )}
    </ProfileLayout>
  );
}
