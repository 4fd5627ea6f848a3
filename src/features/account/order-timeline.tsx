import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { OrderEvent } from '../../api/generated/model';
import { statusLabel } from './order-badges';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  item: { position: 'relative', paddingInlineStart: '32px', paddingBlockEnd: tokens.spacingVerticalL },
  rail: {
    position: 'absolute',
    insetInlineStart: '9px',
    top: '20px',
    bottom: 0,
    width: '2px',
    backgroundColor: tokens.colorBrandStroke2,
  },
  dot: {
    position: 'absolute',
    insetInlineStart: 0,
    top: '2px',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: `0 0 0 4px ${tokens.colorBrandBackground2}`,
  },
  latest: { backgroundColor: tokens.colorPaletteGreenBackground3, boxShadow: `0 0 0 4px ${tokens.colorPaletteGreenBackground2}` },
  title: { fontWeight: tokens.fontWeightSemibold, display: 'block' },
  meta: { color: tokens.colorNeutralForeground3, display: 'block' },
});

/** The states an order went through, oldest first, the latest highlighted. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className={styles.list} aria-label={intl.formatMessage({ id: 'order.timeline', defaultMessage: 'Order timeline' })}>
      {sorted.map((event, index) => {
        const isLatest = index === sorted.length - 1;
        return (
          <li key={`${event.status}-${event.at}`} className={styles.item} aria-current={isLatest ? 'step' : undefined}>
            {!isLatest && <span className={styles.rail} aria-hidden />}
            <span className={mergeClasses(styles.dot, isLatest && styles.latest)} aria-hidden />
            <Text className={styles.title}>{statusLabel(intl, event.status)}</Text>
            <Text size={200} className={styles.meta}>
              {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
            {event.note && <Text size={200}>{event.note}</Text>}
          </li>
        );
      })}
    </ol>
  );
}
