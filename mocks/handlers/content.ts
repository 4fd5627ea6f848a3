import {
  getGetInfoPageMockHandler,
  getGetPrivacyPoliciesMockHandler,
  getGetTermsAndConditionsMockHandler,
  getListContactSubjectsMockHandler,
  getListFaqsMockHandler,
  getSendContactMessageMockHandler,
} from '../../src/api/generated/endpoints/content/content.msw';
import {
  getInfoPageResponse,
  getPrivacyPoliciesResponse,
  getTermsAndConditionsResponse,
  listContactSubjectsResponse,
  listFaqsResponse,
  sendContactMessageBody,
  sendContactMessageResponse,
} from '../../src/api/generated/zod/content/content.zod';
import { notFound, t } from '../db/rules/api-error';
import { sendContactMessage } from '../db/rules/contact';
import { serializeFaqCategory, serializeLegalSection } from '../db/serializers/content';
import type { Kit } from './kit';

export function contentHandlers(kit: Kit) {
  return [
    kit.stateful(getGetTermsAndConditionsMockHandler, getTermsAndConditionsResponse, (ctx) =>
      ctx.ok({ records: ctx.db.state.terms.map((row) => serializeLegalSection(ctx.view, row)) }),
    ),
    kit.stateful(getGetPrivacyPoliciesMockHandler, getPrivacyPoliciesResponse, (ctx) =>
      ctx.ok({ records: ctx.db.state.privacy.map((row) => serializeLegalSection(ctx.view, row)) }),
    ),
    kit.stateful(getListFaqsMockHandler, listFaqsResponse, (ctx) => ctx.ok({ records: ctx.db.state.faq.map((row) => serializeFaqCategory(ctx.view, row)) })),
    kit.stateful(getGetInfoPageMockHandler, getInfoPageResponse, (ctx) => {
      const page = ctx.db.state.pages.find((row) => row.slug === ctx.param('pageSlug'));
      if (!page) throw notFound(t('Page not found', 'الصفحة غير موجودة'));
      return ctx.ok({ record: serializeLegalSection(ctx.view, page) });
    }),
    kit.stateful(getListContactSubjectsMockHandler, listContactSubjectsResponse, (ctx) =>
      ctx.ok({ records: ctx.db.state.contactSubjects.map((row) => ({ id: row.id, title: ctx.view.text(row.title) })) }),
    ),
    kit.stateful(getSendContactMessageMockHandler, sendContactMessageResponse, async (ctx) => {
      const input = await ctx.body(sendContactMessageBody);
      sendContactMessage(ctx.db, ctx.user, input);
      return ctx.ok({}, t('Thank you! Our support team will reply soon.', 'شكرًا لك! سيرد فريق الدعم قريبًا.'));
    }),
  ];
}
