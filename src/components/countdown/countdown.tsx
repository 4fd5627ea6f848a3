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

/** Short units (an offer's, two a row on a phone): short enough for the four boxes to keep one row. */
const shortMessages = defineMessages({
  days: { id: 'countdown.short.days', defaultMessage: 'Days' },
  hours: { id: 'countdown.short.hours', defaultMessage: 'Hrs' },
  minutes: { id: 'countdown.short.minutes', defaultMessage: 'Min' },
  seconds: { id: 'countdown.short.seconds', defaultMessage: 'Sec' },
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
  // around it again, ≈ 10 ms of a desktop CPU, a long task on a phone's, once a second (decision 039).
  clock: { display: 'block', contain: 'strict', inlineSize: '2ch', blockSize: tokens.lineHeightBase400 },
  unit: { fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
  compact: { minWidth: '2em' },
  shortRoot: { flexWrap: 'nowrap', gap: tokens.spacingHorizontalXXS },
  shortPart: { paddingInline: tokens.spacingHorizontalXXS },
  shortUnit: { whiteSpace: 'nowrap' },
});

const parseEnd = (endTime: string | number) => (typeof endTime === 'number' ? endTime : Date.parse(endTime));

/**
 * Days, hours, minutes and seconds to `endTime`, ticking every COUNTDOWN_REFRESH_MS while it is on screen (and
 * right when it comes back): home's eight offers below the fold and the announcement bar scrolled away drew
 * themselves every second for nobody, ≈ 100–150 ms of a phone's CPU every 3 s at rest (decision 047). Zeros after
 * the end.
 */
export function Countdown({
  endTime,
  className,
  compact = false,
  shortUnits = false,
}: {
  endTime: string | number;
  className?: string;
  compact?: boolean;
  /** Short unit names and tighter boxes, on one row where two fit across a phone (home's offers). */
  shortUnits?: boolean;
}) {
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
  const labels = shortUnits ? shortMessages : messages;
  const units = [
    { key: 'days', value: parts.days, label: labels.days },
    { key: 'hours', value: parts.hours, label: labels.hours },
    { key: 'minutes', value: parts.minutes, label: labels.minutes },
    { key: 'seconds', value: parts.seconds, label: labels.seconds },
  ] as const;
  return (
    <span
      ref={watch}
      role="timer"
      className={mergeClasses(styles.root, shortUnits && styles.shortRoot, className)}
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
        <span key={unit.key} className={mergeClasses(styles.part, compact && styles.compact, shortUnits && styles.shortPart)} data-part={unit.key}>
          <span className={mergeClasses(styles.value, unit.key !== 'days' && styles.clock)}>{padPart(unit.value)}</span>
          <span className={mergeClasses(styles.unit, shortUnits && styles.shortUnit)}>{intl.formatMessage(unit.label)}</span>
        </span>
      ))}
    </span>
  );
}
