import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePageMeta } from '../page-meta/page-meta';
import type { PageMetaInput } from '../page-meta/resolve-page-meta';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

export interface PageHeaderProps {
  /** The page's heading (h1), its last breadcrumb and its title when no meta gives one. */
  title: string;
  /** Crumbs between Home and this page (`[{ label: 'Orders', href: '/profile/orders' }]`). */
  breadcrumbs?: readonly Crumb[];
  /** A record's meta (`recordMeta(product)`); otherwise the preloaded page meta of the URL applies. */
  meta?: Omit<PageMetaInput, 'heading'>;
  /** Extra content beside the heading (actions, counts). */
  children?: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalL,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightBold },
});

/** Every page's title and breadcrumb bar, and its page meta (title, description, keywords, icon, alternates). */
export function PageHeader({ title, breadcrumbs = [], meta, children }: PageHeaderProps) {
  const styles = useStyles();
  usePageMeta({ ...meta, heading: title });
  return (
    <header className={styles.root}>
      <Breadcrumbs items={[...breadcrumbs, { label: title }]} />
      <div className={styles.row}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
