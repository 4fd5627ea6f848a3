import { Button, DrawerBody, makeStyles, mergeClasses, OverlayDrawer, tokens, Tooltip } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { PanelLeftContractRegular } from '@fluentui/react-icons/svg/panel-left-contract';
import { PanelLeftExpandRegular } from '@fluentui/react-icons/svg/panel-left-expand';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_MOBILE, TOOLTIP_DELAY_MS } from '../../lib/constants';
import { useIsMobile } from '../../lib/use-is-mobile';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { pathWithoutLocale } from '../../components/page-meta/resolve-page-meta';
import { accountLinks, activeAccountLink, profileCrumbTrail } from './account-links';
import { isSidebarShortcut, readSidebarOpen, writeSidebarOpen } from './sidebar-state';
import { box, contentWidth, flipInRtl, media, stickyOffset } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalXL,
    maxWidth: contentWidth.page,
    width: '100%',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXL,
    boxSizing: 'border-box',
    alignItems: 'flex-start',
    [media.mobileDown]: { flexDirection: 'column', gap: tokens.spacingVerticalM },
  },
  aside: {
    flexShrink: 0,
    position: 'sticky',
    top: stickyOffset.aside,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalXS,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    overflow: 'hidden',
    boxSizing: 'border-box',
    [media.mobileDown]: { display: 'none' },
  },
  asideOpen: { width: SIDEBAR_WIDTH },
  asideCollapsed: { width: SIDEBAR_WIDTH_COLLAPSED },
  drawer: { width: SIDEBAR_WIDTH_MOBILE },
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: box.control,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: tokens.fontSizeBase500, flexShrink: 0 },
  toggleRow: { display: 'flex', justifyContent: 'flex-end', paddingBlockEnd: tokens.spacingVerticalXS },
  toggleRowCollapsed: { justifyContent: 'center' },
  main: { flexGrow: 1, minWidth: 0, width: '100%' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginBlockEnd: tokens.spacingVerticalL },
  title: { margin: 0, flexGrow: 1, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightBold },
  mobileToggle: { [media.mobileUp]: { display: 'none' } },
  flipped: flipInRtl,
});

function AccountNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const [location] = useLocation();
  const active = activeAccountLink(location);
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'account.nav.label', defaultMessage: 'Account navigation' })}>
      {accountLinks.map((link) => {
        const label = intl.formatMessage(link.label);
        const item = (
          <Link
            key={link.key}
            href={link.path}
            onClick={onNavigate}
            aria-current={active?.key === link.key ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            className={mergeClasses(styles.link, active?.key === link.key && styles.active)}
          >
            <link.icon className={styles.icon} aria-hidden />
            {!collapsed && label}
          </Link>
        );
        return collapsed ? (
          <Tooltip key={link.key} content={label} relationship="description" positioning="after" showDelay={TOOLTIP_DELAY_MS}>
            {item}
          </Tooltip>
        ) : (
          item
        );
      })}
    </nav>
  );
}

export interface ProfileLayoutProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The profile area: a sidebar (open state in a cookie for 7 days, Ctrl/Cmd+B toggles it; 16rem wide,
 * 3rem collapsed, an 18rem drawer on mobile) beside the page.
 */
export function ProfileLayout({ title, actions, children }: ProfileLayoutProps) {
  const styles = useStyles();
  const intl = useIntl();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readSidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [location] = useLocation();
  // Every profile page: its title in <head> and breadcrumbs from its address (My account › Orders › …).
  usePageMeta({ heading: title });
  const crumbs = profileCrumbTrail(pathWithoutLocale(location)).map((crumb) => ({ label: intl.formatMessage(crumb.label, crumb.values), href: crumb.path }));

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((value) => !value);
      return;
    }
    setOpen((value) => {
      writeSidebarOpen(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const toggleLabel = intl.formatMessage({ id: 'account.sidebar.toggle', defaultMessage: 'Toggle account menu (Ctrl+B)' });
  return (
    <div className={styles.root}>
      <aside
        className={mergeClasses(styles.aside, open ? styles.asideOpen : styles.asideCollapsed)}
        data-state={open ? 'expanded' : 'collapsed'}
        aria-label={intl.formatMessage({ id: 'account.sidebar', defaultMessage: 'Account' })}
      >
        <div className={mergeClasses(styles.toggleRow, !open && styles.toggleRowCollapsed)}>
          <Button
            appearance="subtle"
            size="small"
            aria-expanded={open}
            aria-label={toggleLabel}
            onClick={toggle}
            icon={open ? <PanelLeftContractRegular className={styles.flipped} /> : <PanelLeftExpandRegular className={styles.flipped} />}
          />
        </div>
        <AccountNav collapsed={!open} />
      </aside>
      <OverlayDrawer open={isMobile && mobileOpen} position="start" className={styles.drawer} onOpenChange={(_, data) => setMobileOpen(data.open)}>
        <DrawerBody>
          <AccountNav onNavigate={() => setMobileOpen(false)} />
        </DrawerBody>
      </OverlayDrawer>
      <section className={styles.main}>
        <Breadcrumbs items={[...crumbs, { label: title }]} />
        <div className={styles.head}>
          <Button className={styles.mobileToggle} appearance="subtle" icon={<NavigationRegular />} aria-label={toggleLabel} onClick={toggle} />
          <h1 className={styles.title}>{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
