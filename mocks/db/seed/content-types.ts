import type { CategoryArt } from '../../media/svg-art';

/** The illustration a category's products are drawn with (mocks/media). */
export type { CategoryArt };

export interface Translated {
  en: string;
  ar: string;
}

export interface SeedCategory {
  slug: string;
  kind: 'electronics' | 'supplements';
  art: CategoryArt;
  title: Translated;
  description: Translated;
}

export interface SeedBrand {
  slug: string;
  kind: 'electronics' | 'supplements';
  title: Translated;
  featured: boolean;
  /** Brand hex colour like '#1428a0' for logo art. */
  color: string;
}

export interface SeedTag {
  slug: string;
  title: Translated;
}

export interface SeedSpec {
  key: string;
  label: Translated;
  value: Translated;
}

export interface SeedProduct {
  slug: string;
  /** Category slug. */
  category: string;
  /** Brand slug. */
  brand: string;
  title: Translated;
  description: Translated;
  /** Regular price in EGP, integer. */
  price: number;
  /** Tag slugs, 1-4. */
  tags: string[];
  /** 3-5 specs. */
  specs: SeedSpec[];
  /** Comma list, English. */
  keywords: string;
}

export interface SeedFaqCategory {
  slug: string;
  title: Translated;
  questions: { question: Translated; answer: Translated }[];
}

export interface SeedLegalSection {
  slug: string;
  title: Translated;
  /** Small safe HTML: <p>, <ul><li>, <strong>, <a href="/en/contact-us">. */
  html: Translated;
}

export interface SeedPage {
  slug: 'returns-and-refunds' | 'shipping-and-delivery' | 'trade-in-program';
  title: Translated;
  html: Translated;
}

export interface SeedContactSubject {
  id: number;
  title: Translated;
}
