import { Button, DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, makeStyles, OverlayDrawer, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons/svg/heart';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useGetWishlist } from '../../api/generated/endpoints/wishlist/wishlist';
import { EmptyBlock } from '../../components/empty-block/empty-block';
import { WishlistItem } from './wishlist-item';
import { closeWishlistPanel, wishlistPanelStore } from './wishlist-panel-store';
import { CloseButton } from '../../components/close-button/close-button';
import type { ListItem } from '../../api/generated/model';
import { listItemsOf } from '../../api/response-guards';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalXS },
  footer: { display: 'flex' },
  placeholder: { marginBlockEnd: tokens.spacingVerticalS },
  full: { flexGrow: 1 },
});

/** The desktop wishlist side panel: the items with their row actions, a link to the full page, or the empty state. */
export default function WishlistPanel() {
  const styles = useStyles();
  const intl = useIntl();
  const { open } = useSnapshot(wishlistPanelStore);
  const [, navigate] = useLocation();
  const { data: items, isPending } = useGetWishlist({ query: { select: (body) => listItemsOf<ListItem>(body, 'wishlist') } });
  const title = intl.formatMessage({ id: 'wishlist.title', defaultMessage: 'Wishlist' });
  return (
    <OverlayDrawer open={open} position="end" size="medium" onOpenChange={(_, data) => !data.open && closeWishlistPanel()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<CloseButton onClick={closeWishlistPanel} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {isPending ? (
          <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
            {[0, 1, 2].map((key) => (
              <SkeletonItem key={key} size={72} className={styles.placeholder} />
            ))}
          </Skeleton>
        ) : !items || items.length === 0 ? (
          <EmptyBlock icon={<HeartRegular />} title={intl.formatMessage({ id: 'wishlist.empty', defaultMessage: 'Your wishlist is empty' })} />
        ) : (
          <div className={styles.list}>
            {items.map((item) => (
              <WishlistItem key={item.id} item={item} onNavigate={closeWishlistPanel} />
            ))}
          </div>
        )}
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button
          className={styles.full}
          appearance="primary"
          onClick={() => {
            closeWishlistPanel();
            navigate('/profile/wishlist');
          }}
        >
          {intl.formatMessage({ id: 'wishlist.viewAll', defaultMessage: 'View full wishlist' })}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
