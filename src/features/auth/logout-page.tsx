import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { endSession } from '../../session/start-session';

// The spinner in the middle of the page, well below the header.
const useStyles = makeStyles({ spinner: { marginBlock: `calc(2 * ${tokens.spacingVerticalXXXL})`, marginInline: 'auto' } });

/** /{locale}/logout: a guest login, then home (spec section 4). */
export default function LogoutPage() {
  const intl = useIntl();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    let active = true;
    void endSession(queryClient)
      .catch(() => undefined)
      .then(() => {
        if (active) navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [queryClient, navigate]);
  return <Spinner className={styles.spinner} label={intl.formatMessage({ id: 'auth.loggingOut', defaultMessage: 'Logging out…' })} />;
}
