import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { COUNTDOWN_REFRESH_MS } from '../../lib/constants';
import { useOnScreen } from '../../lib/use-on-screen';
import { countdownParts, padPart } from './format-countdown';
import { LTR_ISLAND } from '../../i18n/ltr-island';

const messages = defineMessages({
  days: { id: 'countdown.days', defaultMessage: 'Days' },
  hours: { id: 'countdown.hours', defaultMessage: 'Hours' },
  minutes: { id: 'countdown.minutes', defaultMessage: 'Minutes' },
  seconds: { id: 'countdown.seconds', defaultMessage: 'Seconds' },
});

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, direction: LTR_ISLAND },
  part: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    minWidth: '2.5em',
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  value: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontVariantNumeric: 'tabular-nums' },
  // Hours, minutes and seconds are always two digits of one width (tabular): a box of that size, contained, so a
  // tick lays out these two digits and nothing around them. Left to the page, every second laid out the flex boxes
  // around it again, ≈ 10 ms of a desktop CPU, a long task on a phone's, once a second (decision 043).
  clock: { display: 'block', contain: 'strict', inlineSize: '2ch', blockSize: tokens.lineHeightBase400 },
  unit: { fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
  compact: { minWidth: '2em' },
});

const parseEnd = (endTime: string | number) => (typeof endTime === 'number' ? endTime : Date.parse(endTime));

/**
 * Days, hours, minutes and seconds to `endTime`, ticking every COUNTDOWN_REFRESH_MS while it is on screen (and
 * right when it comes back): home's eight offers below the fold and the announcement bar scrolled away drew
 * themselves every second for nobody, ≈ 100–150 ms of a phone's CPU every 3 s at rest (decision 051). Zeros after
 * the end.
 */
export function Countdown({ endTime, className, compact = false }: { endTime: string | number; className?: string; compact?: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const end = parseEnd(endTime);
  const [now, setNow] = useState(() => Date.now());
  const [watch, onScreen] = useOnScreen<HTMLSpanElement>();
  const parts = countdownParts(end, now);

  // The next tick one refresh after the last one: at once when the countdown comes back after a while off screen.
  useEffect(() => {
    if (parts.ended || !onScreen) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, COUNTDOWN_REFRESH_MS - (Date.now() - now)));
    return () => window.clearTimeout(timer);
  }, [parts.ended, onScreen, now]);

  // Units run largest first in reading order; the digits stay left-to-right so Arabic reads them naturally.
  const units = [
    { key: 'days', value: parts.days, label: messages.days },
    { key: 'hours', value: parts.hours, label: messages.hours },
    { key: 'minutes', value: parts.minutes, label: messages.minutes },
    { key: 'seconds', value: parts.seconds, label: messages.seconds },
  ] as const;
  return (
    <span
      ref={watch}
      role="timer"
      className={mergeClasses(styles.root, className)}
      aria-label={intl.formatMessage(
        {
          id: 'countdown.label',
          defaultMessage:
            'Time left: {days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}}, {minutes, plural, one {# minute} other {# minutes}}',
        },
        { days: parts.days, hours: parts.hours, minutes: parts.minutes },
      )}
      dir={intl.locale === 'ar' ? 'rtl' : 'ltr'}
      data-ended={parts.ended || undefined}
    >
      {units.map((unit) => (
        <span key={unit.key} className={mergeClasses(styles.part, compact && styles.compact)} data-part={unit.key}>
          <span className={mergeClasses(styles.value, unit.key !== 'days' && styles.clock)}>{padPart(unit.value)}</span>
          <span className={styles.unit}>{intl.formatMessage(unit.label)}</span>
        </span>
      ))}
    </span>
  );
}
