import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '../../api/generated/model';
import { filterFaqs } from './filter-faqs';

const faqs: FaqCategory[] = [
  {
    id: 1,
    slug: 'orders',
    title: 'Orders',
    questions: [
      { id: 1, question: 'How do I place an order?', answer: '<p>Add products to your <strong>cart</strong>.</p>' },
      { id: 2, question: 'How do I track my order?', answer: '<p>Open My orders.</p>' },
    ],
  },
  { id: 2, slug: 'payment', title: 'الدفع', questions: [{ id: 3, question: 'هل يمكنني الدفع عند الاستلام؟', answer: '<p>نعم، في كل المحافظات.</p>' }] },
];

describe('filterFaqs', () => {
  it('keeps everything for an empty search', () => {
    expect(filterFaqs(faqs, '  ')).toHaveLength(2);
  });

  it('keeps only matching questions and drops empty categories', () => {
    const result = filterFaqs(faqs, 'TRACK');
    expect(result).toHaveLength(1);
    expect(result[0]?.questions.map((question) => question.id)).toEqual([2]);
  });

  it('searches answers as text, not their markup', () => {
    expect(filterFaqs(faqs, 'cart')[0]?.questions.map((question) => question.id)).toEqual([1]);
    expect(filterFaqs(faqs, 'strong')).toEqual([]);
  });

  it('matches Arabic regardless of alef forms', () => {
    expect(filterFaqs(faqs, 'الاستلام')[0]?.slug).toBe('payment');
    expect(filterFaqs(faqs, 'المحافظات الدفع')[0]?.slug).toBe('payment');
  });
});
