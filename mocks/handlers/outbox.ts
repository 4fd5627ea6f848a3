import { http, HttpResponse } from 'msw';
import type { Kit } from './kit';

/**
 * Mock-only: `GET {api}/__mock/outbox?email=x` lists the e-mails the mock "sent" (one-time codes),
 * oldest first: `{ email, code, sentAt }[]`. Without `email`, every message.
 */
export function outboxHandlers(kit: Kit) {
  return [
    http.get('*/__mock/outbox', async ({ request }) => {
      await kit.prelude(request);
      const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase();
      return HttpResponse.json(kit.db.state.outbox.filter((message) => !email || message.email === email));
    }),
  ];
}
