import { Button, CounterBadge, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular, PersonRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { HEADER_HEIGHT_PX } from '../../lib/constants';
import { pickTranslated } from '../../i18n/translated';
import { sessionStore } from '../session/session-store';
import { LanguageSwitch } from './language-switch';
import { usePreloadedData } from './use-preloaded-data';

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 20,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: `${HEADER_HEIGHT_PX}px`,
    maxWidth: '1280px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
  },
  spacer: { flexGrow: 1 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  cart: { position: 'relative' },
  badge: { position: 'absolute', top: '2px', insetInlineEnd: '2px' },
  strip: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    overflowX: 'auto',
    maxWidth: '1280px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    scrollbarWidth: 'none',
  },
  stripBar: { backgroundColor: tokens.colorBrandBackground, '@media (max-width: 767px)': { display: 'none' } },
  stripLink: {
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { textDecorationLine: 'underline' },
  },
  userSkeleton: { width: '96px' },
});

/** The sticky header: logo and shop name from settings, account, cart count, language switch, categories. */
export function SiteHeader() {
  const styles = useStyles();
  const intl = useIntl();
  const session = useSnapshot(sessionStore);
  const { data: preloaded } = usePreloadedData();
  const shopName = pickTranslated(preloaded?.settings.general.name, intl.locale) || intl.formatMessage({ id: 'app.name', defaultMessage: 'Nile Tech & Nutrition' });
  const cartCount = session.user?.totals.cartItems ?? 0;
  const cartLabel = intl.formatMessage({ id: 'header.cart', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' }, { count: cartCount });

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          <img src={preloaded?.settings.general.logo ?? '/favicon.svg'} alt="" width={36} height={36} />
          <span>{shopName}</span>
        </Link>
        <span className={styles.spacer} />
        <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'header.actions', defaultMessage: 'Shop actions' })}>
          <LanguageSwitch />
          {!session.loaded ? (
            <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
              <SkeletonItem className={styles.userSkeleton} />
            </Skeleton>
          ) : (
            <Button appearance="subtle" icon={<PersonRegular />}>
              {session.role === 'customer' && session.user?.name
                ? session.user.name
                : intl.formatMessage({ id: 'header.guest', defaultMessage: 'Welcome, guest' })}
            </Button>
          )}
          <span className={styles.cart}>
            <Button appearance="subtle" icon={<CartRegular />} aria-label={cartLabel} size="large" />
            {cartCount > 0 && <CounterBadge className={styles.badge} count={cartCount} size="small" aria-hidden />}
          </span>
        </nav>
      </div>
      {preloaded && preloaded.categories.length > 0 && (
        <div className={styles.stripBar}>
          <nav className={styles.strip} aria-label={intl.formatMessage({ id: 'header.categories', defaultMessage: 'Categories' })}>
            {preloaded.categories.map((category) => (
              <Link key={category.id} href={`/categories/${category.slug}`} className={styles.stripLink}>
                {category.title}
              </Link>
            ))}
          </nav>
        </div>
      )}
    </header>
  );
}
