import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { WalletTransaction } from '../../api/generated/model';
import { isolate } from '../../i18n/bidi';
import { formatPrice } from '../../i18n/format-price';
import { LTR_ISLAND } from '../../i18n/ltr-island';

const useStyles = makeStyles({
  root: { display: 'block', width: '100%', height: 'auto', direction: LTR_ISLAND },
  line: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' },
  area: { fill: tokens.colorBrandBackground2 },
  axis: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  dot: { fill: tokens.colorBrandForeground1 },
  label: { fill: tokens.colorNeutralForeground3, fontSize: '11px' }, // px-intrinsic: SVG user units of the chart's viewBox, scaled with the chart
});

const WIDTH = 560;
const HEIGHT = 160;
const PAD = 24;

/**
 * The balance after each transaction, oldest first: plain SVG, no chart library. Time runs left to right in both
 * languages; the date labels are isolated in their own direction, since Arabic dates carry right-to-left marks
 * that read garbled ("222026/09/") inside the chart's left-to-right text.
 */
export function BalanceChart({ transactions }: { transactions: readonly WalletTransaction[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const points = [...transactions].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length < 2 || !first || !last) return null;
  const values = points.map((point) => point.balance_after);
  const max = Math.max(...values, 1);
  const x = (index: number) => PAD + (index * (WIDTH - PAD * 2)) / (points.length - 1);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - PAD * 2);
  const line = points.map((point, index) => `${x(index)},${y(point.balance_after)}`).join(' ');
  const area = `${x(0)},${HEIGHT - PAD} ${line} ${x(points.length - 1)},${HEIGHT - PAD}`;
  const label = intl.formatMessage(
    { id: 'wallet.chart.label', defaultMessage: 'Balance over time, from {first} to {last}' },
    { first: formatPrice(first.balance_after), last: formatPrice(last.balance_after) },
  );
  return (
    <svg className={styles.root} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line className={styles.axis} x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
      <polygon className={styles.area} points={area} opacity={0.6} />
      <polyline className={styles.line} points={line} />
      {points.map((point, index) => (
        <circle key={point.id} className={styles.dot} cx={x(index)} cy={y(point.balance_after)} r={3} />
      ))}
      <text className={styles.label} x={PAD} y={14}>
        {formatPrice(max)}
      </text>
      <text className={styles.label} x={WIDTH - PAD} y={HEIGHT - 6} textAnchor="end">
        {isolate(intl.formatDate(last.created_at, { dateStyle: 'medium' }))}
      </text>
      <text className={styles.label} x={PAD} y={HEIGHT - 6}>
        {isolate(intl.formatDate(first.created_at, { dateStyle: 'medium' }))}
      </text>
    </svg>
  );
}
