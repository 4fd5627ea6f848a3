import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs/breadcrumbs';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { contentWidth } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  crumbs: { width: '100%', maxWidth: contentWidth.authCard },
  card: { width: '100%', maxWidth: contentWidth.authCard, padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightBold },
  intro: { color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'center', color: tokens.colorNeutralForeground2 },
});

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  /** Crumbs between Home and this page (reset password: Log in › Forgot your password?). */
  breadcrumbs?: readonly Crumb[];
  children: ReactNode;
}

/** The frame of the sign-in pages: breadcrumbs, a centred card with a title (also the page's), the form and links. */
export function AuthCard({ title, intro, footer, breadcrumbs = [], children }: AuthCardProps) {
  const styles = useStyles();
  usePageMeta({ heading: title });
  return (
    <div className={styles.page}>
      <div className={styles.crumbs}>
        <Breadcrumbs items={[...breadcrumbs, { label: title }]} />
      </div>
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
