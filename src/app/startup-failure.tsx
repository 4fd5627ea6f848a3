import { Button, FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { storefrontTheme } from './theme/brand-theme';
import { contentWidth, glyph } from '../lib/layout-tokens';

/**
 * The texts of the start-up failure screen. They cannot come from the message catalogues: this screen is
 * what shows when a catalogue (or another start-up chunk) could not be loaded. Both languages are shown
 * together, since the shopper's language may be the one that failed.
 */
export const STARTUP_FAILURE_TEXT = {
  en: {
    title: 'The shop could not start',
    body: 'Part of the shop did not load. Check your connection and try again.',
    retry: 'Try again',
  },
  ar: {
    title: 'تعذّر تشغيل المتجر',
    body: 'لم يُحمَّل جزء من المتجر. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
  },
} as const;

const SEPARATOR = ' · ';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    boxSizing: 'border-box',
  },
  card: {
    maxWidth: contentWidth.narrowCard,
    width: '100%',
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalXXL,
  },
  icon: { fontSize: glyph.xLarge, color: tokens.colorBrandForeground1 },
  language: { display: 'grid', gap: tokens.spacingVerticalXS },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase500 },
  body: { margin: 0, color: tokens.colorNeutralForeground2 },
  divider: { width: '100%', borderBlockStartWidth: tokens.strokeWidthThin, borderBlockStartStyle: 'solid', borderBlockStartColor: tokens.colorNeutralStroke2, margin: 0 },
});

/**
 * Shown instead of an empty page when start-up fails (the messages chunk, the mock chunk, the first
 * render): English and Arabic together, and a retry that loads the shop again.
 */
export function StartupFailure({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  const { en, ar } = STARTUP_FAILURE_TEXT;
  return (
    <FluentProvider theme={storefrontTheme('ltr')} dir="ltr">
      <main className={styles.root}>
        <div className={styles.card} role="alert">
          <PlugDisconnectedRegular className={styles.icon} aria-hidden />
          <div className={styles.language} lang="en" dir="ltr">
            <h1 className={styles.title}>{en.title}</h1>
            <p className={styles.body}>{en.body}</p>
          </div>
          <hr className={styles.divider} />
          <div className={styles.language} lang="ar" dir="rtl">
            <h2 className={styles.title}>{ar.title}</h2>
            <p className={styles.body}>{ar.body}</p>
          </div>
          <Button appearance="primary" size="large" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            <span lang="en">{en.retry}</span>
            {SEPARATOR}
            <span lang="ar">{ar.retry}</span>
          </Button>
        </div>
      </main>
    </FluentProvider>
  );
}
