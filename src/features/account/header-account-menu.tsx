import { Button, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../session/session-store';

/** The header's account entry. Issue 5 makes it the account dropdown (customers) or login/register (guests). */
export function HeaderAccountMenu() {
  const intl = useIntl();
  const session = useSnapshot(sessionStore);
  if (!session.loaded) {
    return (
      <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
        <SkeletonItem style={{ width: 96 }} />
      </Skeleton>
    );
  }
  return (
    <Button appearance="subtle" icon={<PersonRegular />}>
      {session.role === 'customer' && session.user?.name
        ? session.user.name
        : intl.formatMessage({ id: 'header.guest', defaultMessage: 'Welcome, guest' })}
    </Button>
  );
}
