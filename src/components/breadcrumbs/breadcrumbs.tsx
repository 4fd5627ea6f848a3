import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CutTitle } from '../cut-title/cut-title';
import { JsonLd } from '../structured-data/json-ld';
import type { JsonLdNode } from '../structured-data/structured-data';
import { flipInRtl } from '../../lib/layout-tokens';

export interface Crumb {
  label: string;
  /** Address under the current locale (`/profile/orders`); omit on the current page. */
  href?: string;
}

const useStyles = makeStyles({
  // As a grid or flex item the bar may shrink below its longest crumb (the current page's title ellipsises), so a
  // long product title never widens the page on a phone.
  nav: { minWidth: 0, maxWidth: '100%' },
  // One line at every width (decision 035): the current page's title gives way, ellipsised, never wrapping
  // to a second line. The bar's height is then known before its text is (the product page's and the shop's static
  // shells draw their pictures below it, src/app/shell/static-shell-css.ts).
  list: {
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0, whiteSpace: 'nowrap' },
  currentItem: { flexShrink: 1, minWidth: 0 },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  current: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  separator: { flexShrink: 0, ...flipInRtl },
});

/**
 * schema.org BreadcrumbList for the crumbs (absolute addresses; the current page's is the address shown).
 * A `<script type="application/ld+json">` is data, not code: a strict CSP allows it.
 */
export const breadcrumbListJsonLd = (crumbs: readonly Crumb[], locale: string, origin: string, currentUrl: string): JsonLdNode => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.label,
    item: crumb.href ? `${origin}/${locale}${crumb.href === '/' ? '/' : crumb.href}` : currentUrl,
  })),
});

/** The breadcrumb bar: Home first, then `items`; the last one is the current page. With BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = intl.locale;
  const all: Crumb[] = [{ label: intl.formatMessage({ id: 'breadcrumbs.home', defaultMessage: 'Home' }), href: '/' }, ...items];
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb' })}>
      <ol className={styles.list}>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={mergeClasses(styles.item, last && styles.currentItem)}>
              {index > 0 && <ChevronRightRegular className={styles.separator} aria-hidden />}
              {last || !crumb.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined} dir="auto">
                  <CutTitle>{crumb.label}</CutTitle>
                </span>
              ) : (
                // Relative to the app's `/:locale` router (src/app/router/app-routes.tsx), like every other Link: wouter
                // puts the locale in front (an absolute `/en/…` here became `/en/en/…`, a Page not found).
                <Link href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbListJsonLd(all, locale, window.location.origin, `${window.location.origin}${window.location.pathname}`)} />
    </nav>
  );
}
