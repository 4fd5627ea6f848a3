import { serializeCategory } from './catalog';
import type { View } from './view';
import type { FaqCategory, LegalSection, PreloadedData } from '../../../src/api/generated/model';
import type { FaqCategoryRow, LegalSectionRow } from '../types';

export function serializeLegalSection(view: View, row: LegalSectionRow): LegalSection {
  return { id: row.id, slug: row.slug, title: view.text(row.title), content: view.text(row.content) };
}

export function serializeFaqCategory(view: View, row: FaqCategoryRow): FaqCategory {
  return {
    id: row.id,
    slug: row.slug,
    title: view.text(row.title),
    questions: row.questions.map((question) => ({ id: question.id, question: view.text(question.question), answer: view.text(question.answer) })),
  };
}

/** Settings and page metas carry both languages (a page can render either); categories follow locale-code. */
export function serializePreloaded(view: View): PreloadedData {
  const { state, media } = view.db;
  const settings = state.settings;
  return {
    settings: {
      general: { name: settings.name, description: settings.description, logo: media.logo(), favicon: media.favicon() },
      contact: { address: settings.contactAddress, googleMapUrl: settings.googleMapUrl, phoneNumbers: [...settings.phoneNumbers], email: settings.email },
      social: { ...settings.social },
      top_header: {
        is_active: settings.topHeader.isActive,
        end_time: view.iso(settings.topHeader.endTime),
        image: media.topHeader(view.locale),
        body: settings.topHeader.body,
        link: settings.topHeader.link,
      },
    },
    pageMetas: state.pageMetas.map((meta) => ({
      page_url: meta.pageUrl,
      title: meta.title,
      description: meta.description,
      keywords: meta.keywords,
      image: media.logo(),
    })),
    categories: state.categories.map((row) => serializeCategory(view, row)),
  };
}
