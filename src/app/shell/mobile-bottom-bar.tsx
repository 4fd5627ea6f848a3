import { makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { GridRegular } from '@fluentui/react-icons/svg/grid';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { StoreMicrosoftRegular } from '@fluentui/react-icons/svg/store-microsoft';
import { memo, useState, type ReactNode } from 'react';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { openUserMenu } from '../../features/account/user-menu-store';
import { openCartPanel } from '../../features/cart/cart-panel-store';
import { openSearch } from '../../features/search/search-store';
import { sessionStore } from '../../session/session-store';
import { box, media } from '../../lib/layout-tokens';
import { LazyPanelBoundary } from '../../components/routing/lazy-panel-boundary';
import { lazyPart } from '../../components/routing/lazy-part';
import { categoriesPanelStore, closeCategoriesPanel, openCategoriesPanel } from './categories-panel-store';
import { CountBadge } from '../../components/pill/count-badge';

const CategoriesPanel = lazyPart(() => import('./categories-panel'));

export const MOBILE_BOTTOM_BAR_HEIGHT = box.bottomBar;
const mobileOnly = media.mobileUp;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: 30,
    height: MOBILE_BOTTOM_BAR_HEIGHT,
    display: 'grid',
    gridTemplateColumns: 'repeat(5, 1fr)',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderTopWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
    paddingBlockEnd: 'env(safe-area-inset-bottom)',
    [mobileOnly]: { display: 'none' },
  },
  item: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: 0,
    borderTopWidth: 0,
    borderBottomWidth: 0,
    borderLeftWidth: 0,
    borderRightWidth: 0,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase100,
    // One line height for the link (Shop) and the buttons: the link inherited the page's and sat higher.
    lineHeight: tokens.lineHeightBase100,
    textDecorationLine: 'none',
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2, outlineOffset: `calc(-1 * ${tokens.spacingHorizontalXS})` },
  },
  icon: { display: 'flex', fontSize: tokens.fontSizeBase600, height: tokens.fontSizeBase600 },
  badge: { top: tokens.spacingVerticalSNudge, insetInlineStart: `calc(50% + ${tokens.spacingHorizontalXS})`, insetInlineEnd: 'auto' },
  /** Room at the end of the page so the fixed bar never covers the footer. */
  spacer: { height: MOBILE_BOTTOM_BAR_HEIGHT, [mobileOnly]: { display: 'none' } },
});

interface ItemProps {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  href?: string;
  badge?: ReactNode;
  /** A fuller name than the visible label (the cart's count). */
  ariaLabel?: string;
}

function Item({ icon, label, onClick, href, badge, ariaLabel }: ItemProps) {
  const styles = useStyles();
  const content = (
    <>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span>{label}</span>
      {badge}
    </>
  );
  return href ? (
    <PrefetchLink href={href} className={styles.item}>
      {content}
    </PrefetchLink>
  ) : (
    <button type="button" className={styles.item} onClick={onClick} aria-haspopup="dialog" aria-label={ariaLabel}>
      {content}
    </button>
  );
}

/**
 * Mobile bottom bar (under 768 px): shop, categories, search, cart with its count, user menu.
 * Memoised: the layout draws again at every address change; the bar subscribes to what it shows itself.
 */
export const MobileBottomBar = memo(function MobileBottomBar() {
  const styles = useStyles();
  const intl = useIntl();
  const { user } = useSnapshot(sessionStore);
  const { open: categoriesOpen } = useSnapshot(categoriesPanelStore);
  // The panel's chunk loads on first use and then stays mounted, so it can animate closed.
  const [panelWanted, setPanelWanted] = useState(false);
  if (categoriesOpen && !panelWanted) setPanelWanted(true);
  const cartCount = user?.totals.cartItems ?? 0;
  const cartLabel = intl.formatMessage({ id: 'bottomBar.cart', defaultMessage: 'Cart' });
  return (
    <>
      <div className={styles.spacer} />
      <nav className={styles.root} aria-label={intl.formatMessage({ id: 'bottomBar.label', defaultMessage: 'Quick navigation' })}>
        <Item href="/shop" icon={<StoreMicrosoftRegular />} label={intl.formatMessage({ id: 'bottomBar.shop', defaultMessage: 'Shop' })} />
        <Item onClick={openCategoriesPanel} icon={<GridRegular />} label={intl.formatMessage({ id: 'bottomBar.categories', defaultMessage: 'Categories' })} />
        <Item onClick={openSearch} icon={<SearchRegular />} label={intl.formatMessage({ id: 'bottomBar.search', defaultMessage: 'Search' })} />
        <Item
          onClick={openCartPanel}
          icon={<CartRegular />}
          label={cartLabel}
          ariaLabel={intl.formatMessage(
            { id: 'bottomBar.cartWithCount', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' },
            { count: cartCount },
          )}
          badge={<CountBadge count={cartCount} className={styles.badge} />}
        />
        <Item onClick={openUserMenu} icon={<PersonRegular />} label={intl.formatMessage({ id: 'bottomBar.account', defaultMessage: 'Account' })} />
      </nav>
      {panelWanted && (
        <LazyPanelBoundary
          part={CategoriesPanel}
          onFailed={() => {
            closeCategoriesPanel();
            setPanelWanted(false);
          }}
        >
          <CategoriesPanel />
        </LazyPanelBoundary>
      )}
    </>
  );
});
