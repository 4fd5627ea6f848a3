import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: {
    display: 'inline-block',
    width: box.inlineIcon,
    height: box.inlineIcon,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    borderTopWidth: tokens.strokeWidthThick,
    borderRightWidth: tokens.strokeWidthThick,
    borderBottomWidth: tokens.strokeWidthThick,
    borderLeftWidth: tokens.strokeWidthThick,
    borderTopStyle: 'solid',
    borderRightStyle: 'solid',
    borderBottomStyle: 'solid',
    borderLeftStyle: 'solid',
    borderTopColor: 'currentColor',
    borderRightColor: 'transparent',
    borderBottomColor: 'currentColor',
    borderLeftColor: 'currentColor',
    opacity: 0.8,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
  small: { width: box.inlineIconSmall, height: box.inlineIconSmall },
});

/**
 * The busy mark inside a button while its action runs (add to cart, quantity change, submit). Page-level
 * waiting uses Fluent's Spinner with a label; this one is decorative (the button says it is busy by being
 * disabled or `aria-busy`) and tiny, because it sits on the first page every shopper loads.
 */
export function ButtonSpinner({ size = 'medium', label }: { size?: 'small' | 'medium'; label?: string }) {
  const styles = useStyles();
  return label ? (
    <span role="progressbar" aria-label={label} className={mergeClasses(styles.root, size === 'small' && styles.small)} />
  ) : (
    <span aria-hidden className={mergeClasses(styles.root, size === 'small' && styles.small)} />
  );
}
