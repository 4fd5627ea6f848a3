import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

const useStyles = makeStyles({
  root: { position: 'sticky', bottom: 0, zIndex: 10, borderRadius: 0, boxShadow: tokens.shadow8 },
});

/** 'You are offline' while the browser has no connection. */
export function OfflineNotice() {
  const styles = useStyles();
  const online = useOnline();
  if (online) return null;
  return (
    <MessageBar intent="warning" className={styles.root} role="status" aria-live="polite">
      <MessageBarBody>
        <FormattedMessage id="offline.notice" defaultMessage="You are offline" />
      </MessageBarBody>
    </MessageBar>
  );
}
