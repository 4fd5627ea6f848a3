import { expect, waitFor, within } from 'storybook/test';
import { inLocale } from '../src/i18n/story-messages';
import { mockErrorMessage } from './scenario-plays';
import type { T } from '../mocks/db/types';
import governorates from '../mocks/db/seed/egypt-governorates.json';
import { seedCategories } from '../mocks/db/seed/catalog-content';
import { STORE_NAME, seedPageMetas } from '../mocks/db/seed/seed-store';

export { CREDENTIALS_MISMATCH, CURRENT_PASSWORD_WRONG, EMAIL_TAKEN } from '../mocks/db/rules/session';
export { CODE_INVALID } from '../mocks/db/rules/otp';
export { NOT_A_COURIER_PHONE } from '../mocks/db/rules/addresses';

/**
 * The mock's own words in the story's language, for checks that must hold in English and in Arabic: a rule's
 * refusal (`mockText(EMAIL_TAKEN)`), a governorate or city of the seed (`placeTitle('Nasr City')`).
 */
export const mockText = (text: T): string => inLocale(text);

const places: T[] = governorates.governorates.flatMap((governorate) => [governorate.title, ...governorate.cities.map((city) => city.title)]);

/** A governorate's or city's title in the story's language, named by its English title in the seed. */
export const placeTitle = (english: string): string => {
  const place = places.find((title) => title.en === english);
  if (!place) throw new Error(`No governorate or city ${english} in the mock's seed`);
  return inLocale(place);
};

/** A category's title in the story's language, named by its slug in the seed (`categoryTitle('laptops')`). */
export const categoryTitle = (slug: string): string => {
  const category = seedCategories.find((row) => row.slug === slug);
  if (!category) throw new Error(`No category ${slug} in the mock's seed`);
  return inLocale(category.title);
};

/** The shop's name in the story's language (the settings the mock answers). */
export const storeName = (): string => inLocale(STORE_NAME);

/** The preloaded meta of a page (`pageMeta('/faq').title`) in the story's language. */
export const pageMeta = (pageUrl: string): { title: string; description: string } => {
  const row = seedPageMetas().find((meta) => meta.pageUrl === pageUrl);
  if (!row) throw new Error(`No page meta for ${pageUrl} in the mock's seed`);
  return { title: inLocale(row.title), description: inLocale(row.description) };
};

/** A forced failure's toast: the mock's own message for `status` (a 500 unless said), in the page's language. */
export const expectFailureToast = async (canvasElement: HTMLElement, status = 500) => {
  const doc = canvasElement.ownerDocument;
  const message = await mockErrorMessage(doc, status);
  await waitFor(() => expect(within(doc.body).getByText(message)).toBeVisible());
};
