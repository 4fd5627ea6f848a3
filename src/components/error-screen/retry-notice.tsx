import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { useIntl } from 'react-intl';
import { thinBorder } from '../page-layout/thin-border';

// Drawn with the start chunk's parts only (a Fluent Button, one icon the error screens use), not Fluent's MessageBar:
// it stands in for a lazy part whose chunk failed to load (LazyPartBoundary), when nothing more can be fetched.
const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    ...thinBorder(tokens.colorStatusDangerBorder1),
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase500, color: tokens.colorStatusDangerForeground1 },
  message: { flexGrow: 1, flexBasis: 0, minWidth: 'min-content' },
});

/**
 * The small sibling of the error screens: a read that failed inside a panel or a form (the cart drawer, an
 * address form's governments), or a part of a page whose chunk did not load, says so in place, with Try again,
 * and leaves the rest of the screen alone.
 */
export function RetryNotice({ message, onRetry, className }: { message: string; onRetry: () => unknown; className?: string }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div role="alert" className={mergeClasses(styles.root, className)}>
      <ErrorCircleRegular className={styles.icon} aria-hidden />
      <span className={styles.message}>{message}</span>
      <Button size="small" onClick={() => void onRetry()}>
        {intl.formatMessage({ id: 'common.retry', defaultMessage: 'Try again' })}
      </Button>
    </div>
  );
}
