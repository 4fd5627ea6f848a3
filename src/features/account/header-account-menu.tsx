import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { sessionStore } from '../../session/session-store';
import { UserText } from '../../components/user-text/user-text';
import { accountMessages } from './account-messages';
import { LazyPanelBoundary } from '../../components/routing/lazy-panel-boundary';
import { lazyPart } from '../../components/routing/lazy-part';
import { closeUserMenu, userMenuStore } from './user-menu-store';
import { contentWidth, media } from '../../lib/layout-tokens';

const UserMenuPanel = lazyPart(() => import('./user-menu-panel'));
const AccountDropdown = lazyPart(() => import('./account-dropdown'));

/** The mobile user-menu panel, loaded only once something opened it. */
function UserMenuHost() {
  const { open } = useSnapshot(userMenuStore);
  if (!open) return null;
  return (
    <LazyPanelBoundary part={UserMenuPanel} onFailed={closeUserMenu}>
      <UserMenuPanel />
    </LazyPanelBoundary>
  );
}

const useStyles = makeStyles({
  guest: { display: 'flex', gap: tokens.spacingHorizontalXS, [media.mobileDown]: { display: 'none' } },
  // Stands in for the buttons above, so it has their visibility: on a phone, a 96 px skeleton that then
  // vanished moved the language switch (a layout shift on every page, decision 014).
  pending: { [media.mobileDown]: { display: 'none' } },
  trigger: { maxWidth: contentWidth.headerName, [media.mobileDown]: { display: 'none' } },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The width of a short name on the button, while the session loads.
  placeholder: { width: '96px' }, // px-intrinsic: about one first name at the button's type size
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
      <Skeleton className={styles.pending} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
        <SkeletonItem className={styles.placeholder} />
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
  const name = session.user?.name ?? '';
  const label = intl.formatMessage({ id: 'account.menu.label', defaultMessage: 'My account: {name}' }, { name });
  const trigger = (onClick?: () => void) => (
    <Button className={styles.trigger} appearance="subtle" icon={<PersonRegular />} aria-label={label} onClick={onClick}>
      <UserText className={styles.name}>{name}</UserText>
    </Button>
  );
  // The dropdown (Fluent Menu and its positioning) is a lazy chunk, kept out of the entry bundle. Should it fail
  // to load, the same button leads to the profile, whose side menu has every entry of the dropdown.
  return (
    <LazyPanelBoundary part={AccountDropdown} fallback={trigger()} failed={trigger(() => navigate('/profile'))}>
      <AccountDropdown trigger={trigger()} />
    </LazyPanelBoundary>
  );
}
