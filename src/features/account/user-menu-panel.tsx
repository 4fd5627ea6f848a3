import {
  Avatar,
  Button,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ScalesRegular } from '@fluentui/react-icons/svg/scales';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { DrawerBody } from '../../components/drawer-body/drawer-body';
import { sessionStore } from '../../session/session-store';
import { accountLinks, trackOrderLink } from './account-links';
import { accountMessages } from './account-messages';
import { closeUserMenu, userMenuStore } from './user-menu-store';
import { CloseButton } from '../../components/close-button/close-button';
import { UserText } from '../../components/user-text/user-text';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingBlockEnd: tokens.spacingVerticalL },
  whoText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  email: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingBlockEnd: tokens.spacingVerticalL },
  grow: { flexGrow: 1 },
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: box.touchTarget,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  icon: { fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1 },
});

/** The mobile user menu: the customer's initial, name, e-mail and logout, or login/register, plus nav links. */
export default function UserMenuPanel() {
  const styles = useStyles();
  const intl = useIntl();
  const { open } = useSnapshot(userMenuStore);
  const { role, user } = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const isCustomer = role === 'customer';
  const go = (path: string) => {
    closeUserMenu();
    navigate(path);
  };
  const links = isCustomer
    ? [...accountLinks, { key: 'compare', path: '/compare-list', label: accountMessages.compare, icon: ScalesRegular, inDropdown: false }]
    : [];

  return (
    <OverlayDrawer open={open} position="end" onOpenChange={(_, data) => !data.open && closeUserMenu()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <CloseButton onClick={closeUserMenu} />
          }
        >
          {intl.formatMessage(accountMessages.account)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {isCustomer && user ? (
          <>
            <div className={styles.who}>
              <Avatar name={user.name ?? ''} initials={(user.name ?? '?').trim().charAt(0).toUpperCase()} color="brand" size={48} />
              <div className={styles.whoText}>
                <Text weight="semibold">
                  <UserText>{user.name ?? ''}</UserText>
                </Text>
                <Text size={200} className={styles.email}>
                  <UserText dir="ltr">{user.email ?? ''}</UserText>
                </Text>
              </div>
            </div>
            <div className={styles.buttons}>
              <Button className={styles.grow} icon={<SignOutRegular />} onClick={() => go('/logout')}>
                {intl.formatMessage(accountMessages.logout)}
              </Button>
            </div>
          </>
        ) : (
          <div className={styles.buttons}>
            <Button className={styles.grow} appearance="primary" onClick={() => go('/login')}>
              {intl.formatMessage(accountMessages.login)}
            </Button>
            <Button className={styles.grow} onClick={() => go('/register')}>
              {intl.formatMessage(accountMessages.register)}
            </Button>
          </div>
        )}
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'account.nav.label', defaultMessage: 'Account navigation' })}>
          {links.map((link) => (
            <Link key={link.key} href={link.path} className={styles.link} onClick={closeUserMenu}>
              <link.icon className={styles.icon} aria-hidden />
              {intl.formatMessage(link.label)}
            </Link>
          ))}
          <Link href={trackOrderLink.path} className={styles.link} onClick={closeUserMenu}>
            <trackOrderLink.icon className={styles.icon} aria-hidden />
            {intl.formatMessage(trackOrderLink.label)}
          </Link>
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
