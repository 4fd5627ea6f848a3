import { makeStyles, tokens } from '@fluentui/react-components';
import { WifiOffRegular } from '@fluentui/react-icons/svg/wifi-off';
import { memo, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { media } from '../../lib/layout-tokens';
import { MOBILE_BOTTOM_BAR_HEIGHT } from './mobile-bottom-bar';

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
  // A plain bar, not Fluent's MessageBar: it must work with no network, so nothing in it is loaded lazily,
  // and it sits on every first page, so it stays small.
  root: {
    position: 'sticky',
    bottom: 0,
    zIndex: 10,
    // Phones: above the fixed bottom bar, not under it (it was drawn behind the bar, invisible).
    [media.mobileDown]: { bottom: `calc(${MOBILE_BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`, zIndex: 31 },
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: tokens.fontSizeBase500, color: tokens.colorPaletteYellowForeground2, flexShrink: 0 },
});

/**
 * 'You are offline' while the browser has no connection.
 * Memoised: the layout draws again at every address change; the notice follows the connection, not the address.
 */
export const OfflineNotice = memo(function OfflineNotice() {
  const styles = useStyles();
  const online = useOnline();
  const root = useRef<HTMLDivElement>(null);
  // Its height, for what sits above it on a phone (the product page's buy bar).
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const publish = () => document.documentElement.style.setProperty('--offline-notice-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.documentElement.style.removeProperty('--offline-notice-height');
    };
  }, [online]);
  if (online) return null;
  return (
    <div ref={root} className={styles.root} role="status" aria-live="polite">
      <WifiOffRegular className={styles.icon} aria-hidden />
      <FormattedMessage id="offline.notice" defaultMessage="You are offline" />
    </div>
  );
});
