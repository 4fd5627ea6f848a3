import { Skeleton, SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { HeaderAccountMenu } from '../../features/account/header-account-menu';
import { HeaderCartButton } from '../../features/cart/header-cart-button';
import { HeaderCompareButton } from '../../features/compare/header-compare-button';
import { HeaderSearch } from '../../features/search/header-search';
import { sessionStore } from '../../session/session-store';
import { HeaderWishlistButton } from '../../features/wishlist/header-wishlist-button';
import { BANNER_HEIGHT_ALTERNATE_PX, BANNER_HEIGHT_PX } from '../../lib/constants';
import { box, contentWidth, headerHeight, media } from '../../lib/layout-tokens';
import { pickTranslated } from '../../i18n/translated';
import { CategoryStrip } from './category-strip';
import { activeTopBanner, hasCategoryStrip } from './header-parts';
import { LanguageSwitch } from './language-switch';
import { TopBanner } from './top-banner';
import { usePreloadedData } from '../../api/use-preloaded-data';
import { useScrolledPast } from './use-scrolled-past';

const mobile = media.mobileDown;

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 20,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  // With a banner the header sticks by its main bar: the banner scrolls out over the top edge with the page.
  // Folding it (height 0) once scrolled moved everything below by its height, and scroll anchoring then pulled
  // a scroll shorter than the banner back to the top, which unfolded it again (decision 033).
  withBanner: { top: `-${BANNER_HEIGHT_PX}px` },
  withAlternateBanner: { top: `-${BANNER_HEIGHT_ALTERNATE_PX}px` },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: headerHeight.bar,
    maxWidth: contentWidth.page,
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    [mobile]: { gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS },
  },
  // The logo keeps its own aspect (the 400×200 wordmark was squeezed into a 36 px square): 48 px tall, width to match.
  logo: { display: 'block', height: box.logoHeight, width: 'auto', maxWidth: box.logoMaxWidth, objectFit: 'contain', flexShrink: 0 },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
    [mobile]: { fontSize: tokens.fontSizeBase400, flexGrow: 1 },
  },
  // On a phone the logo alone: it carries the shop's name, which the link's label gives screen readers, and the
  // name beside it was cut to "Nile Tech & Nu…" by the language switch and the account button.
  brandName: { overflow: 'hidden', textOverflow: 'ellipsis', [mobile]: { display: 'none' } },
  search: { flexGrow: 1, display: 'flex', justifyContent: 'center', [mobile]: { display: 'none' } },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  /** Wishlist, compare and cart: the bottom bar carries the cart on mobile. */
  lists: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, [mobile]: { display: 'none' } },
  stripBar: { backgroundColor: tokens.colorBrandBackground, [mobile]: { display: 'none' } },
  skeleton: { display: 'flex', gap: tokens.spacingHorizontalS },
  skeletonItem: { width: box.control, height: box.control },
});

export interface SiteHeaderProps {
  /** The alternate layout: a taller banner and no secondary bar. */
  alternate?: boolean;
}

/**
 * The sticky header (spec section 2): the optional top banner, scrolling away with the page; the main bar
 * with logo and shop name, search, wishlist, compare and cart with counts, language switch and account
 * menu (a skeleton until the user is loaded); the secondary bar with every category.
 * Memoised: the layout draws again at every address change; the header subscribes to what it shows itself.
 */
export const SiteHeader = memo(function SiteHeader({ alternate = false }: SiteHeaderProps) {
  const styles = useStyles();
  const intl = useIntl();
  const { data: preloaded } = usePreloadedData();
  const { loaded } = useSnapshot(sessionStore);
  const banner = activeTopBanner(preloaded);
  const scrolledPastBanner = useScrolledPast(alternate ? BANNER_HEIGHT_ALTERNATE_PX : BANNER_HEIGHT_PX);
  const shopName =
    pickTranslated(preloaded?.settings.general.name, intl.locale) || intl.formatMessage({ id: 'app.name', defaultMessage: 'Nile Tech & Nutrition' });

  return (
    <header className={mergeClasses(styles.root, banner && (alternate ? styles.withAlternateBanner : styles.withBanner))}>
      {banner && <TopBanner topHeader={banner} hidden={scrolledPastBanner} alternate={alternate} />}
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'header.home', defaultMessage: '{shop}, home' }, { shop: shopName })}>
          <img className={styles.logo} src={preloaded?.settings.general.logo ?? '/favicon.svg'} alt="" width={96} height={48} />
          <span className={styles.brandName}>{shopName}</span>
        </Link>
        <span className={styles.search}>
          <HeaderSearch />
        </span>
        <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'header.actions', defaultMessage: 'Shop actions' })}>
          <LanguageSwitch />
          {loaded ? (
            <span className={styles.lists}>
              <HeaderWishlistButton />
              <HeaderCompareButton />
              <HeaderCartButton />
            </span>
          ) : (
            <Skeleton className={mergeClasses(styles.skeleton, styles.lists)} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
              <SkeletonItem shape="circle" className={styles.skeletonItem} />
              <SkeletonItem shape="circle" className={styles.skeletonItem} />
              <SkeletonItem shape="circle" className={styles.skeletonItem} />
            </Skeleton>
          )}
          <HeaderAccountMenu />
        </nav>
      </div>
      {!alternate && preloaded && hasCategoryStrip(preloaded) && (
        <div className={styles.stripBar}>
          <CategoryStrip categories={preloaded.categories} />
        </div>
      )}
    </header>
  );
});
