import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    top: tokens.spacingVerticalXXS,
    insetInlineEnd: tokens.spacingHorizontalXXS,
    minWidth: box.badge,
    height: box.badge,
    paddingInline: box.badgePadding,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightBold,
    lineHeight: box.badge,
    textAlign: 'center',
    pointerEvents: 'none',
  },
});

/** The count on a header button (cart, wishlist, compare). Decorative: the button's name carries the count. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const styles = useStyles();
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span className={mergeClasses(styles.root, className)} aria-hidden>
      {count > 99 ? intl.formatMessage({ id: 'countBadge.overflow', defaultMessage: '{max}+' }, { max: 99 }) : intl.formatNumber(count)}
    </span>
  );
}
