import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import { useGetPrivacyPolicies, useGetTermsAndConditions, useGetInfoPage } from '../../api/generated/endpoints/content/content';
import type { LegalSection } from '../../api/generated/model';
import { PageHeader } from '../../components/breadcrumbs/page-header';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { SanitizedHtml } from '../../components/sanitized-html/sanitized-html';
import { stickyOffset } from '../../lib/layout-tokens';

const titles = defineMessages({
  terms: { id: 'legal.terms.title', defaultMessage: 'Terms and conditions' },
  privacy: { id: 'legal.privacy.title', defaultMessage: 'Privacy policy' },
  'returns-and-refunds': { id: 'legal.returns.title', defaultMessage: 'Returns and refunds' },
  'shipping-and-delivery': { id: 'legal.shipping.title', defaultMessage: 'Shipping and delivery' },
  'trade-in-program': { id: 'legal.tradeIn.title', defaultMessage: 'Trade-in program' },
});

type InfoSlug = 'returns-and-refunds' | 'shipping-and-delivery' | 'trade-in-program';
type Source = 'terms' | 'privacy' | InfoSlug;

/** The address of each legal or information page under /{locale}. */
export const legalPaths: Record<Source, string> = {
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  'returns-and-refunds': '/returns-and-refunds',
  'shipping-and-delivery': '/shipping-and-delivery',
  'trade-in-program': '/trade-in-program',
};

const sourceOf = (location: string): Source =>
  (Object.entries(legalPaths).find(([, path]) => location.replace(/\/$/, '').endsWith(path))?.[0] as Source | undefined) ?? 'terms';

const useStyles = makeStyles({
  page: { paddingInline: tokens.spacingHorizontalL, paddingBlockEnd: tokens.spacingVerticalXXXL, maxWidth: '72ch', boxSizing: 'content-box' },
  toc: { marginBlockEnd: tokens.spacingVerticalL, paddingInlineStart: tokens.spacingHorizontalXL, lineHeight: tokens.lineHeightBase400 },
  section: { scrollMarginTop: stickyOffset.anchor, marginBlockEnd: tokens.spacingVerticalXL },
  sectionTitle: { fontSize: tokens.fontSizeBase500, marginBlockEnd: tokens.spacingVerticalS },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM },
});

function Sections({ sections }: { sections: readonly LegalSection[] }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <>
      {sections.length > 1 && (
        <nav aria-label={intl.formatMessage({ id: 'legal.toc', defaultMessage: 'On this page' })}>
          <ol className={styles.toc}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.slug}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section key={section.id} id={section.slug} className={styles.section} aria-labelledby={`${section.slug}-title`}>
          {sections.length > 1 && (
            <h2 id={`${section.slug}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
          )}
          <SanitizedHtml html={section.content} />
        </section>
      ))}
    </>
  );
}

function Body({ query }: { query: { isPending: boolean; error: unknown; data?: readonly LegalSection[]; refetch: () => unknown } }) {
  const styles = useStyles();
  const intl = useIntl();
  if (query.isPending) {
    return (
      <Skeleton className={styles.skeleton} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonItem key={index} size={16} />
        ))}
      </Skeleton>
    );
  }
  if (!query.data) return <QueryErrorScreen error={query.error} onRetry={query.refetch} />;
  return <Sections sections={query.data} />;
}

function TermsBody() {
  return <Body query={useGetTermsAndConditions({ query: { select: (body) => body.data.records } })} />;
}

function PrivacyBody() {
  return <Body query={useGetPrivacyPolicies({ query: { select: (body) => body.data.records } })} />;
}

function InfoBody({ slug }: { slug: InfoSlug }) {
  return <Body query={useGetInfoPage(slug, { query: { select: (body) => [body.data.record] } })} />;
}

/**
 * One page for every legal and information section: terms and conditions, privacy policy, returns and
 * refunds, shipping and delivery, trade-in program. The CMS HTML is sanitized before it renders.
 */
export default function LegalPage() {
  const styles = useStyles();
  const intl = useIntl();
  const [location] = useLocation();
  const source = sourceOf(location);
  const title = intl.formatMessage(titles[source] as MessageDescriptor);
  return (
    <article className={styles.page}>
      <PageHeader title={title} />
      {source === 'terms' ? <TermsBody /> : source === 'privacy' ? <PrivacyBody /> : <InfoBody key={source} slug={source} />}
    </article>
  );
}
