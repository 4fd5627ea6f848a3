import { expect, userEvent, waitFor, within } from 'storybook/test';
import en from '../locales/en.json';
import ar from '../locales/ar.json';
import { forcedAnswer } from '../mocks/scenarios/forced-answer';
import { leaveScenario } from './storybook-mock';

/** The messages of the language the story is drawn in. */
const messagesOnPage = (doc: Document) => (doc.documentElement.lang === 'ar' ? ar : en);

/** What the mock answers with a forced `status` (the contract's error body), in the page's language. */
export const mockErrorMessage = async (doc: Document, status: number) => {
  const answer = forcedAnswer(status, new Request('http://mock.invalid/', { headers: { 'locale-code': doc.documentElement.lang } }));
  return ((await answer.json()) as { message: string }).message;
};

/**
 * The failure path of spec section 8 on a page's main read, in the `server-down` scenario: the server's message in
 * a toast and the server error screen in place of skeletons that would never resolve; once the scenario is left
 * (the server is back), Reload asks again and `recovered` sees the data.
 */
export const expectServerErrorThenRecovery = async (canvasElement: HTMLElement, recovered: () => Promise<unknown>) => {
  const doc = canvasElement.ownerDocument;
  const canvas = within(canvasElement);
  const text = messagesOnPage(doc);
  const message = await mockErrorMessage(doc, 503);
  await waitFor(() => expect(within(doc.body).getAllByText(message)[0]).toBeVisible());
  const heading = { name: text['errorScreen.serverError.title'] };
  await expect(await canvas.findByRole('heading', heading)).toBeVisible();
  await expect(canvas.queryByLabelText(text['common.loading'])).toBeNull();
  leaveScenario();
  await userEvent.click(canvas.getByRole('button', { name: text['errorScreen.action.reload'] }));
  await recovered();
  await expect(canvas.queryByRole('heading', heading)).toBeNull();
};
