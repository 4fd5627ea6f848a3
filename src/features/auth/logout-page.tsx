import { Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { endSession } from '../../session/start-session';

/** /{locale}/logout: a guest login, then home (spec section 4). */
export default function LogoutPage() {
  const intl = useIntl();
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
  return <Spinner style={{ margin: '4rem auto' }} label={intl.formatMessage({ id: 'auth.loggingOut', defaultMessage: 'Logging out…' })} />;
}
