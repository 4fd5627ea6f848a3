import { Button, makeStyles, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { useGetOrder } from '../../api/generated/endpoints/orders/orders';
import { OrderTrackingCard } from './order-tracking-card';
import { ProfileLayout } from './profile-layout';
import { flipInRtl, placeholderHeight } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  // The arrow points back along the reading direction: to the right in Arabic.
  back: flipInRtl,
  placeholder: { height: placeholderHeight.orderCard },
});

/** /{locale}/profile/orders/{id}/track: the order's timeline of states. */
export default function OrderTrackingPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const orderId = Number(id);
  const { data: order } = useGetOrder(orderId, { query: { enabled: Number.isInteger(orderId) && orderId > 0, select: (body) => body.data.record } });
  return (
    <ProfileLayout
      title={intl.formatMessage({ id: 'order.trackTitle', defaultMessage: 'Track your order' })}
      actions={
        <Button icon={<ArrowLeftRegular className={styles.back} />} onClick={() => navigate(`/profile/orders/${orderId}`)}>
          {intl.formatMessage({ id: 'order.backToOrder', defaultMessage: 'Order details' })}
        </Button>
      }
    >
      {order ? (
        <OrderTrackingCard order={order} />
      ) : (
        <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          <SkeletonItem shape="rectangle" className={styles.placeholder} />
        </Skeleton>
      )}
    </ProfileLayout>
  );
}
