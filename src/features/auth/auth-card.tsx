import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXXL, paddingInline: tokens.spacingHorizontalL },
  card: { width: '100%', maxWidth: '460px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightBold },
  intro: { color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'center', color: tokens.colorNeutralForeground2 },
});

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in pages: a centred card with a title, the form and links to the other steps. */
export function AuthCard({ title, intro, footer, children }: AuthCardProps) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <Text className={styles.intro}>{intro}</Text>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </Card>
    </div>
  );
}

export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  submit: { marginBlockStart: tokens.spacingVerticalS },
});
