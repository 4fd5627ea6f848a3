import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { HeaderAccountMenu } from '../account/header-account-menu';
import { HeaderCartButton } from '../cart/header-cart-button';
import { HeaderSearch } from '../search/header-search';
import { HEADER_HEIGHT_PX } from '../../lib/constants';
import { pickTranslated } from '../../i18n/translated';
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
  search: { flexGrow: 1, display: 'flex', justifyContent: 'center', '@media (max-width: 767px)': { display: 'none' } },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
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
});

/** The sticky header: logo and shop name from settings, account, cart count, language switch, categories. */
export function SiteHeader() {
  const styles = useStyles();
  const intl = useIntl();
  const { data: preloaded } = usePreloadedData();
  const shopName = pickTranslated(preloaded?.settings.general.name, intl.locale) || intl.formatMessage({ id: 'app.name', defaultMessage: 'Nile Tech & Nutrition' });

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          <img src={preloaded?.settings.general.logo ?? '/favicon.svg'} alt="" width={36} height={36} />
          <span>{shopName}</span>
        </Link>
        <span className={styles.search}>
          <HeaderSearch />
        </span>
        <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'header.actions', defaultMessage: 'Shop actions' })}>
          <LanguageSwitch />
          <HeaderAccountMenu />
          <HeaderCartButton />
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
