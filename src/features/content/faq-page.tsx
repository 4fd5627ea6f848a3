import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  SearchBox,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useListFaqs } from '../../api/generated/endpoints/content/content';
import { PageHeader } from '../../components/breadcrumbs/page-header';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { SanitizedHtml } from '../../components/sanitized-html/sanitized-html';
import { filterFaqs } from './filter-faqs';
import { box, contentWidth, stickyOffset } from '../../lib/layout-tokens';
import type { FaqCategory, FaqCategoryQuestionsItem } from '../../api/generated/model';
import { objectsIn, recordsOf } from '../../api/response-guards';

const useStyles = makeStyles({
  page: { paddingInline: tokens.spacingHorizontalL, paddingBlockEnd: tokens.spacingVerticalXXXL, maxWidth: contentWidth.reading, boxSizing: 'content-box' },
  search: { width: '100%', maxWidth: contentWidth.searchField, marginBlockEnd: tokens.spacingVerticalM },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', padding: 0, margin: 0, marginBlockEnd: tokens.spacingVerticalL },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: box.controlSmall,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  category: { scrollMarginTop: stickyOffset.anchor, marginBlockEnd: tokens.spacingVerticalXL },
  categoryTitle: { fontSize: tokens.fontSizeBase500, marginBlock: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground2, paddingBlock: tokens.spacingVerticalXL },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM },
});

/** /{locale}/faq: questions by category in accordions, with a search box that filters them. */
export default function FaqPage() {
  const styles = useStyles();
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const faqs = useListFaqs({
    query: {
      // A malformed answer is ignored silently (spec section 8): no questions, the page says so.
      select: (body) =>
        recordsOf<FaqCategory>(body, 'slug', 'title').map((category) => ({ ...category, questions: objectsIn<FaqCategoryQuestionsItem>(category.questions, 'question', 'answer') })),
    },
  });
  const visible = useMemo(() => filterFaqs(faqs.data ?? [], search), [faqs.data, search]);
  const title = intl.formatMessage({ id: 'faq.title', defaultMessage: 'Frequently asked questions' });
  const searchLabel = intl.formatMessage({ id: 'faq.search', defaultMessage: 'Search the questions' });

  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <SearchBox
        className={styles.search}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
        placeholder={searchLabel}
        aria-label={searchLabel}
        // Fluent's clear button is labelled "clear" in English whatever the page's language.
        dismiss={{ 'aria-label': intl.formatMessage({ id: 'faq.clearSearch', defaultMessage: 'Clear the search' }) }}
      />
      {faqs.isPending ? (
        <Skeleton className={styles.skeleton} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonItem key={index} size={40} />
          ))}
        </Skeleton>
      ) : faqs.isError ? (
        <QueryErrorScreen error={faqs.error} onRetry={faqs.refetch} />
      ) : faqs.data.length === 0 ? (
        <p className={styles.empty} role="status">
          {intl.formatMessage({ id: 'faq.empty', defaultMessage: 'There are no questions here yet.' })}
        </p>
      ) : visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {intl.formatMessage({ id: 'faq.noResults', defaultMessage: 'No questions match “{search}”.' }, { search: search.trim() })}
        </p>
      ) : (
        <>
          <nav aria-label={intl.formatMessage({ id: 'faq.categories', defaultMessage: 'Question categories' })}>
            <ul className={styles.chips}>
              {visible.map((category) => (
                <li key={category.id}>
                  <a className={styles.chip} href={`#faq-${category.slug}`}>
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {visible.map((category) => (
            <section key={category.id} id={`faq-${category.slug}`} className={styles.category} aria-labelledby={`faq-${category.slug}-title`}>
              <h2 id={`faq-${category.slug}-title`} className={styles.categoryTitle}>
                {category.title}
              </h2>
              <Accordion multiple collapsible defaultOpenItems={search.trim() ? category.questions.map((question) => question.id) : []} key={search.trim() ? 'searching' : 'all'}>
                {category.questions.map((question) => (
                  <AccordionItem key={question.id} value={question.id}>
                    <AccordionHeader as="h3">{question.question}</AccordionHeader>
                    <AccordionPanel>
                      <SanitizedHtml html={question.answer} />
                    </AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
