import { http, HttpResponse } from 'msw';
import {
  getGetInfoPageMockHandler,
  getGetPrivacyPoliciesMockHandler,
  getGetTermsAndConditionsMockHandler,
  getListContactSubjectsMockHandler,
  getListFaqsMockHandler,
  getSendContactMessageMockHandler,
} from '../../src/api/generated/endpoints/content/content.msw';
import { sendContactMessageBody } from '../../src/api/generated/zod-requests/content/content.zod';
import { notFound, t } from '../db/rules/api-error';
import { sendContactMessage } from '../db/rules/contact';
import { serializeFaqCategory, serializeLegalSection } from '../db/serializers/content';
import type { Kit } from './kit';

type CmsTarget = 'terms' | 'privacy' | 'returns-and-refunds' | 'shipping-and-delivery' | 'trade-in-program';

/**
 * Mock-only tester hook: `POST {api}/__mock/cms-html` with `{ target, html }` replaces the content of the first
 * section of a legal or information page (both languages) with `html`, so a test can serve hostile CMS HTML
 * through the real page and prove it is sanitized. Answers the replaced section's slug.
 */
function cmsHtmlHandler(kit: Kit) {
  return http.post('*/__mock/cms-html', async ({ request }) => {
    await kit.prelude(request);
    const body = (await request.json().catch(() => null)) as { target?: CmsTarget; html?: string } | null;
    if (!body || typeof body.html !== 'string' || !body.target) return HttpResponse.json({ message: 'target and html are required' }, { status: 422 });
    const { state } = kit.db;
    const rows = body.target === 'terms' ? state.terms : body.target === 'privacy' ? state.privacy : state.pages.filter((row) => row.slug === body.target);
    const row = rows[0];
    if (!row) return HttpResponse.json({ message: 'no such page' }, { status: 404 });
    row.content = { en: body.html, ar: body.html };
    kit.db.changed();
    return HttpResponse.json({ slug: row.slug });
  });
}

export function contentHandlers(kit: Kit) {
  return [
    ...(kit.options.testHooks === false ? [] : [cmsHtmlHandler(kit)]),
    kit.stateful(getGetTermsAndConditionsMockHandler, 'getTermsAndConditionsResponse', (ctx) =>
      ctx.ok({ records: ctx.db.state.terms.map((row) => serializeLegalSection(ctx.view, row)) }),
    ),
    kit.stateful(getGetPrivacyPoliciesMockHandler, 'getPrivacyPoliciesResponse', (ctx) =>
      ctx.ok({ records: ctx.db.state.privacy.map((row) => serializeLegalSection(ctx.view, row)) }),
    ),
    kit.stateful(getListFaqsMockHandler, 'listFaqsResponse', (ctx) => ctx.ok({ records: ctx.db.state.faq.map((row) => serializeFaqCategory(ctx.view, row)) })),
    kit.stateful(getGetInfoPageMockHandler, 'getInfoPageResponse', (ctx) => {
      const page = ctx.db.state.pages.find((row) => row.slug === ctx.param('pageSlug'));
      if (!page) throw notFound(t('Page not found', 'الصفحة غير موجودة'));
      return ctx.ok({ record: serializeLegalSection(ctx.view, page) });
    }),
    kit.stateful(getListContactSubjectsMockHandler, 'listContactSubjectsResponse', (ctx) =>
      ctx.ok({ records: ctx.db.state.contactSubjects.map((row) => ({ id: row.id, title: ctx.view.text(row.title) })) }),
    ),
    kit.stateful(getSendContactMessageMockHandler, 'sendContactMessageResponse', async (ctx) => {
      const input = await ctx.body(sendContactMessageBody);
      sendContactMessage(ctx.db, ctx.user, input);
      return ctx.ok({}, t('Thank you! Our support team will reply soon.', 'شكرًا لك! سيرد فريق الدعم قريبًا.'));
    }),
  ];
}
