import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { COUNTDOWN_REFRESH_MS } from '../../lib/constants';
import { formatCountdown } from './reset-store';
import { LTR_ISLAND } from '../../i18n/ltr-island';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  time: { fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate', direction: LTR_ISLAND },
});

export interface ResendCountdownProps {
  /** When another code may be requested (epoch ms). */
  resendAt: number;
  busy?: boolean;
  onResend: () => void;
}

/** 'Resend code in mm:ss', ticking every second, then a resend button. */
export function ResendCountdown({ resendAt, busy, onResend }: ResendCountdownProps) {
  const styles = useStyles();
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [left, resendAt]);

  return (
    <div className={styles.root} role="status">
      {left > 0 ? (
        <Text>
          {intl.formatMessage(
            { id: 'auth.reset.resendIn', defaultMessage: 'You can request a new code in {time}' },
            { time: <span className={styles.time} key="time">{formatCountdown(left)}</span> },
          )}
        </Text>
      ) : (
        <Button appearance="secondary" disabled={busy} onClick={onResend}>
          {intl.formatMessage({ id: 'auth.reset.resend', defaultMessage: 'Resend code' })}
        </Button>
      )}
    </div>
  );
}
