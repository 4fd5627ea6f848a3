import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { glyph } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  icon: { fontSize: glyph.large, color: tokens.colorBrandForeground2, display: 'flex' },
  title: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

/** An empty list: an icon, a message ('No addresses found', 'No orders found'…) and an optional action. */
export function EmptyBlock({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <Text className={styles.title}>{title}</Text>
      {children}
    </div>
  );
}
