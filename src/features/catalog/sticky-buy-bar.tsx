import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { ProductPrice } from '../../components/price/product-price';
import { box, media, offlineNoticeHeight } from '../../lib/layout-tokens';
import { ProductCartControl } from '../cart/product-cart-control';

const useStyles = makeStyles({
  // Sticky, not fixed: it stays in the page's flow, so at the end of the page it takes its own room (nothing is
  // covered) and it never rides over the footer. It sits above the bottom bar and above the offline notice
  // (which publishes its height as --offline-notice-height while it shows).
  root: {
    display: 'none',
    [media.mobileDown]: {
      display: 'flex',
      position: 'sticky',
      bottom: `calc(${box.bottomBar} + env(safe-area-inset-bottom) + ${offlineNoticeHeight})`,
      zIndex: 20,
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: tokens.spacingHorizontalM,
      marginInline: `calc(-1 * ${tokens.spacingHorizontalL})`,
      paddingBlock: tokens.spacingVerticalS,
      paddingInline: tokens.spacingHorizontalL,
      backgroundColor: tokens.colorNeutralBackground1,
      boxShadow: tokens.shadow8,
      borderBlockStartWidth: tokens.strokeWidthThin,
      borderBlockStartStyle: 'solid',
      borderBlockStartColor: tokens.colorNeutralStroke2,
      transitionProperty: 'opacity, visibility',
      transitionDuration: tokens.durationFast,
      '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
  // While the page's own Add to cart is on screen the bar steps aside (it keeps its room: no jump).
  hidden: { opacity: 0, visibility: 'hidden' },
  price: { minWidth: 0 },
  cart: { flexShrink: 0, whiteSpace: 'nowrap' },
});

/** Whether an element is at least partly in the viewport (false until known). */
function useOnScreen(target: RefObject<HTMLElement | null>) {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/**
 * Phones only: the product's price and Add to cart (or its quantity in the cart) in a bar above the bottom
 * bar, so buying never needs a scroll back up (issue 12, point 8). Hidden while the buy box itself shows.
 */
export function StickyBuyBar({ product, buyBox }: { product: Product; buyBox: RefObject<HTMLElement | null> }) {
  const styles = useStyles();
  const intl = useIntl();
  const buyBoxShown = useOnScreen(buyBox);
  return (
    <section
      className={mergeClasses(styles.root, buyBoxShown && styles.hidden)}
      aria-label={intl.formatMessage({ id: 'product.stickyBuy', defaultMessage: 'Buy {title}' }, { title: product.title })}
      aria-hidden={buyBoxShown || undefined}
      data-testid="sticky-buy-bar"
    >
      <ProductPrice product={product} className={styles.price} />
      <span className={styles.cart}>
        <ProductCartControl product={product} />
      </span>
    </section>
  );
}
