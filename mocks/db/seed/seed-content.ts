import { seedContactSubjects, seedFaq, seedPages, seedPrivacy, seedTerms } from './info-content';
import type { SeedLegalSection, SeedPage } from './content-types';
import type { ContactSubjectRow, FaqCategoryRow, LegalSectionRow } from '../types';

const legal = (sections: readonly (SeedLegalSection | SeedPage)[]): LegalSectionRow[] =>
  sections.map((section, index) => ({ id: index + 1, slug: section.slug, title: { ...section.title }, content: { ...section.html } }));

/** Legal pages, information pages, FAQ and contact subjects with ids. */
export function seedContent(): {
  terms: LegalSectionRow[];
  privacy: LegalSectionRow[];
  pages: LegalSectionRow[];
  faq: FaqCategoryRow[];
  contactSubjects: ContactSubjectRow[];
} {
  let questionId = 0;
  return {
    terms: legal(seedTerms),
    privacy: legal(seedPrivacy),
    pages: legal(seedPages),
    faq: seedFaq.map((category, index) => ({
      id: index + 1,
      slug: category.slug,
      title: { ...category.title },
      questions: category.questions.map((question) => ({ id: ++questionId, question: { ...question.question }, answer: { ...question.answer } })),
    })),
    contactSubjects: seedContactSubjects.map((subject) => ({ id: subject.id, title: { ...subject.title } })),
  };
}
