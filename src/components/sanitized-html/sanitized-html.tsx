import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

const useStyles = makeStyles({
  root: {
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    '& h2, & h3, & h4': { marginBlockStart: tokens.spacingVerticalL, marginBlockEnd: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase500 },
    '& p, & ul, & ol': { marginBlock: tokens.spacingVerticalS },
    '& ul, & ol': { paddingInlineStart: tokens.spacingHorizontalXXL },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { borderCollapse: 'collapse', width: '100%' },
    '& th, & td': {
      borderTopWidth: tokens.strokeWidthThin,
      borderTopStyle: 'solid',
      borderTopColor: tokens.colorNeutralStroke2,
      paddingBlock: tokens.spacingVerticalXS,
      paddingInline: tokens.spacingHorizontalS,
      textAlign: 'start',
    },
  },
});

/** Renders CMS HTML after sanitizing it (a script, event handler or `javascript:` link never runs). */
export function SanitizedHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'article' }) {
  const styles = useStyles();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={mergeClasses(styles.root, className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
