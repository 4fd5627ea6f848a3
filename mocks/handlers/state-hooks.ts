import { http, HttpResponse } from 'msw';
import type { Kit } from './kit';

/** Where a snapshot of the mock's whole data is read and written (a tester hook, decision 057). */
export const STATE_HOOK_PATH = '/__mock/state';
/** The standalone server's body limit for an imported snapshot: the big catalogue's (10,000 products) is ≈ 14 MB. */
export const SNAPSHOT_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Mock-only tester hooks on the whole data (left out with `testHooks: false`, like the outbox):
 * - `GET {api}/__mock/state` exports it: the JSON the browser keeps in localStorage and the server in
 *   `MOCK_STATE_FILE`;
 * - `PUT {api}/__mock/state` imports such a snapshot, through the same check as a stored state
 *   (`checkSavedState`): a snapshot that fails it answers 422 with the problems under `errors.state`, and the data
 *   stays as it was;
 * - `POST {api}/__mock/reset` throws the data away for a fresh seed.
 */
export function stateHooks(kit: Kit) {
  return [
    http.get(`*${STATE_HOOK_PATH}`, async ({ request }) => {
      await kit.prelude(request, { latency: false });
      return HttpResponse.json(kit.db.state, { headers: { 'Cache-Control': 'no-store' } });
    }),
    http.put(`*${STATE_HOOK_PATH}`, async ({ request }) => {
      await kit.prelude(request, { latency: false });
      // Loaded on the first import only: the browser mock's start does not download the state's schema.
      const { checkSavedState } = await import('../saved-state');
      const checked = checkSavedState(await request.text());
      if (!checked.state) {
        return HttpResponse.json(
          { success: false, message: `The snapshot cannot be imported: ${checked.problems.join('; ')}. The mock's data is unchanged.`, errors: { state: checked.problems } },
          { status: 422 },
        );
      }
      kit.db.state = checked.state;
      kit.db.changed();
      return HttpResponse.json({ success: true, message: 'Snapshot imported.', data: null });
    }),
    http.post('*/__mock/reset', async ({ request }) => {
      await kit.prelude(request, { latency: false });
      kit.db.reset();
      return HttpResponse.json({ success: true, message: 'The mock data is reseeded.', data: null });
    }),
  ];
}
