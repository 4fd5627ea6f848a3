import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { msg } from '../../i18n/story-messages';

/** Whether the story's server is down; the story's `beforeEach` sets it, Reload in the play function lifts it. */
const outage = { down: false };

/**
 * Spread into a story: every GET to `path` answers 500 with `message` from the story's start until
 * expectServerErrorThenRecovery presses Reload; then requests reach the stateful mock, as a recovered server.
 */
export const serverOutage = (path: string, message = 'Server down') => ({
  beforeEach: () => {
    outage.down = true;
    return endOutage;
  },
  parameters: {
    msw: [http.get(path, () => (outage.down ? HttpResponse.json({ success: false, message }, { status: 500 }) : undefined))],
  },
});

/** Lifts the outage; for stories that recover through their own retry control rather than the error screen's Reload. */
export const endOutage = () => {
  outage.down = false;
};

/**
 * The failure path of spec section 8 on a page's main read: the server's message in a toast and the server
 * error screen in place of skeletons that would never resolve; Reload asks again and `recovered` sees the data.
 */
export const expectServerErrorThenRecovery = async (canvasElement: HTMLElement, message: string, recovered: () => Promise<unknown>) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(message)).toBeVisible());
  await expect(await canvas.findByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeVisible();
  await expect(canvas.queryByLabelText(msg('common.loading'))).toBeNull();
  endOutage();
  await userEvent.click(canvas.getByRole('button', { name: msg('errorScreen.action.reload') }));
  await recovered();
  await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
};
