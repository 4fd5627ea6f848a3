import { Button, makeStyles, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { sessionStore } from '../session/session-store';
import { accountLinks, accountMessages } from './account-links';
import { userMenuStore } from './user-menu-store';

const UserMenuPanel = lazy(() => import('./user-menu-panel'));

/** The mobile user-menu panel, loaded only once something opened it. */
function UserMenuHost() {
  const { open } = useSnapshot(userMenuStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <UserMenuPanel />
    </Suspense>
  );
}

const useStyles = makeStyles({
  guest: { display: 'flex', gap: tokens.spacingHorizontalXS, '@media (max-width: 767px)': { display: 'none' } },
  trigger: { maxWidth: '180px', '@media (max-width: 767px)': { display: 'none' } },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * The header's account entry (desktop): for a customer a dropdown with profile, change password, orders,
 * addresses and my wallet (wishlist and compare are left out) plus logout; a guest sees Login and Register.
 */
export function HeaderAccountMenu() {
  return (
    <>
      <AccountMenu />
      <UserMenuHost />
    </>
  );
}

function AccountMenu() {
  const styles = useStyles();
  const intl = useIntl();
  const session = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  if (!session.loaded && !session.role) {
    return (
      <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
        <SkeletonItem style={{ width: 96 }} />
      </Skeleton>
    );
  }
  if (session.role !== 'customer') {
    return (
      <span className={styles.guest}>
        <Button appearance="subtle" onClick={() => navigate('/login')}>
          {intl.formatMessage(accountMessages.login)}
        </Button>
        <Button appearance="primary" onClick={() => navigate('/register')}>
          {intl.formatMessage(accountMessages.register)}
        </Button>
      </span>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={styles.trigger}
          appearance="subtle"
          icon={<PersonRegular />}
          aria-label={intl.formatMessage({ id: 'account.menu.label', defaultMessage: 'My account: {name}' }, { name: session.user?.name ?? '' })}
        >
          <span className={styles.name}>{session.user?.name}</span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {accountLinks
            .filter((link) => link.inDropdown)
            .map((link) => (
              <MenuItem key={link.key} icon={<link.icon />} onClick={() => navigate(link.path)}>
                {intl.formatMessage(link.label)}
              </MenuItem>
            ))}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => navigate('/logout')}>
            {intl.formatMessage(accountMessages.logout)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
