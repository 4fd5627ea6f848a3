import type { FaqCategory } from '../../api/generated/model';

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Folds case and Arabic letter variants (alef forms, taa marbuta, alef maqsura) and drops diacritics. */
export const normalizeForSearch = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0300-\u036f]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();

/** The categories whose questions (or answers) contain every word searched for; empty categories drop out. */
export const filterFaqs = (categories: readonly FaqCategory[], search: string): FaqCategory[] => {
  const words = normalizeForSearch(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((question) => {
        const haystack = normalizeForSearch(`${question.question} ${plain(question.answer)}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.questions.length > 0);
};
