import { Button, makeStyles } from '@fluentui/react-components';
import { ScalesRegular } from '@fluentui/react-icons/svg/scales';
import { useIntl, defineMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { toastBus } from '../../components/toast/toast-bus';
import { sessionStore } from '../../session/session-store';
import { CountBadge } from '../../components/pill/count-badge';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
});

/** The header's compare button with its count; a guest hears 'You must be logged in to compare products'. */
export function HeaderCompareButton() {
  const styles = useStyles();
  const intl = useIntl();
  const { user, role } = useSnapshot(sessionStore);
  const [, navigate] = useLocation();
  const count = role === 'customer' ? (user?.totals.compareItems ?? 0) : 0;
  const label = intl.formatMessage({ id: 'header.compare', defaultMessage: 'Compare list, {count, plural, =0 {empty} one {# product} other {# products}}' }, { count });
  const onClick = () => {
    if (role !== 'customer') {
      toastBus.show({ intent: 'warning', message: defineMessage({ id: 'compare.loginRequired', defaultMessage: 'You must be logged in to compare products' }) });
    }
    navigate('/compare-list');
  };
  return (
    <span className={styles.root}>
      <Button appearance="subtle" size="large" icon={<ScalesRegular />} aria-label={label} onClick={onClick} />
      <CountBadge count={count} />
    </span>
  );
}
