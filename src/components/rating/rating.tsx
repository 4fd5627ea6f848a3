import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { RATING_MAX } from '../../lib/constants';
import { box } from '../../lib/layout-tokens';

// One star (Fluent's star outline on its 20-unit grid as a filled path), used as a mask repeated along the row:
// the row and its filled part are two elements, not ten SVGs (a grid of cards draws many ratings). No request.
const STAR = 'M9.1 2.9a1 1 0 0 1 1.8 0l1.93 3.91 4.31.63a1 1 0 0 1 .56 1.7l-3.12 3.05.73 4.3a1 1 0 0 1-1.45 1.05L10 15.51l-3.86 2.03a1 1 0 0 1-1.45-1.05l.74-4.3-3.12-3.05a1 1 0 0 1 .55-1.7l4.32-.63L9.1 2.9Z';
const STAR_MASK = `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='${STAR}'/></svg>`)}")`;

const useStyles = makeStyles({
  // Fixed height: the row takes the same space before and after fonts load, so nothing moves.
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, height: box.line, lineHeight: box.line, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  // The empty stars: the row's colour through the star mask, which also cuts the filled part inside it.
  stars: {
    position: 'relative',
    display: 'inline-block',
    width: `calc(${RATING_MAX} * ${box.inlineIcon})`,
    height: box.inlineIcon,
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralStroke1,
    maskImage: STAR_MASK,
    maskSize: `${box.inlineIcon} ${box.inlineIcon}`,
    maskRepeat: 'repeat-x',
    '@media (forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'GrayText' },
  },
  // The filled stars, cut at the rating from the inline start (the right in Arabic).
  filled: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    backgroundColor: tokens.colorPaletteMarigoldForeground1,
    '@media (forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
  value: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

/** Stars drawn to the nearest half, so 4.3 shows four and a half stars beside its exact value. */
export const starFill = (rating: number) => Math.min(RATING_MAX, Math.max(0, Math.round(rating * 2) / 2)) / RATING_MAX;

/**
 * A product's average rating as stars, its value and the number of reviews; nothing at all for a
 * product nobody has reviewed. Screen readers hear one sentence: "Rated 4.5 out of 5, 120 reviews".
 */
export function Rating({ rating, count }: { rating: number | undefined; count: number | undefined }) {
  const styles = useStyles();
  const intl = useIntl();
  if (rating === undefined || !count) return null;
  const value = intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = intl.formatMessage(
    { id: 'rating.label', defaultMessage: 'Rated {rating} out of {max}, {count, plural, one {# review} other {# reviews}}' },
    { rating: value, max: intl.formatNumber(RATING_MAX), count },
  );
  return (
    <span className={styles.root} role="img" aria-label={label} data-testid="rating">
      <span className={styles.stars}>
        <span
          className={styles.filled}
          // eslint-disable-next-line no-restricted-syntax -- per render: the filled part is the rating's fraction
          style={{ width: `${starFill(rating) * 100}%` }}
        />
      </span>
      <span className={styles.value} aria-hidden>
        {value}
      </span>
      <span aria-hidden>{intl.formatMessage({ id: 'rating.count', defaultMessage: '({count, number})' }, { count })}</span>
    </span>
  );
}
