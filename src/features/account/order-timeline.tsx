import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { OrderEvent } from '../../api/generated/model';
import { statusLabel } from './order-badges';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  item: { position: 'relative', paddingInlineStart: tokens.spacingHorizontalXXXL, paddingBlockEnd: tokens.spacingVerticalL },
  rail: {
    position: 'absolute',
    // Down the middle of the dots.
    insetInlineStart: `calc((${box.line} - ${tokens.strokeWidthThick}) / 2)`,
    top: box.line,
    bottom: 0,
    width: tokens.strokeWidthThick,
    backgroundColor: tokens.colorBrandStroke2,
  },
  dot: {
    position: 'absolute',
    insetInlineStart: 0,
    top: tokens.spacingVerticalXXS,
    width: box.line,
    height: box.line,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: `0 0 0 ${tokens.spacingHorizontalXS} ${tokens.colorBrandBackground2}`,
  },
  latest: { backgroundColor: tokens.colorPaletteGreenBackground3, boxShadow: `0 0 0 ${tokens.spacingHorizontalXS} ${tokens.colorPaletteGreenBackground2}` },
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
