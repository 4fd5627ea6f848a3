import { Button, Field, Input } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_GAP_PX, TOAST_TIMEOUT_MS, TOAST_VISIBLE_MAX, TOAST_WIDTH_PX } from '../../lib/constants';
import { ApiError } from '../../api/http/api-error';
import { noticeFor } from '../../api/http/error-notice';
import { toastBus } from './toast-bus';
import { msg } from '../../i18n/story-messages';

/** What the HTTP layer raises (src/app/connect-http-to-app.ts) for a failure no caller handled. */
const raise = (error: ApiError) => {
  const notice = noticeFor(error, { isRead: false });
  if (notice) toastBus.show({ intent: 'error', ...notice });
};
/** A 422 whose field errors no form showed (spec section 5): the server message, then each field's name and message. */
const fieldErrors = () =>
  raise(
    new ApiError({
      kind: 'http',
      status: 422,
      serverMessage: 'The given data was invalid.',
      fieldErrors: { email: 'The email has already been taken.', payment_method_id: 'The selected payment method is invalid.', gift_wrap: 'Not available.' },
    }),
  );

/** The app's providers already mount the toaster (AppToaster); these buttons raise notices on the bus. */
function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toastBus.show({ intent: 'error', message: { id: 'error.network', defaultMessage: 'Network error occurred' } })}>
        Network error
      </Button>
      <Button onClick={() => toastBus.show({ intent: 'error', text: 'Only 3 left in stock' })}>Server message</Button>
      <Button onClick={fieldErrors}>Field errors</Button>
      <Button onClick={() => [1, 2, 3, 4].forEach((n) => toastBus.show({ intent: 'info', text: `Notice ${n}` }))}>Four notices</Button>
      <Button onClick={() => raise(new ApiError({ kind: 'timeout' }))}>Time-out</Button>
      <Button onClick={() => void toastBus.promise(new Promise((resolve) => setTimeout(resolve, 600)))}>Promise: success</Button>
      <Button onClick={() => void toastBus.promise(new Promise((_, reject) => setTimeout(() => reject(new Error('x')), 600))).catch(() => {})}>
        Promise: failure
      </Button>
    </div>
  );
}

const meta = {
  title: 'Shared/Toasts',
  component: ToastDemo,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The visible toast showing `text` (Fluent's live region repeats the text for screen readers). */
const toastWith = async (canvasElement: HTMLElement, text: string) =>
  waitFor(() => {
    const found = body(canvasElement)
      .getAllByText(text)
      .find((element) => element.closest('[data-swipe-toast]'));
    if (!found) throw new Error(`no toast says ${text}`);
    expect(found).toBeVisible();
    return found;
  });
/** A field's line under a 422 toast: the field's name in the page's language, then the server's message. */
const fieldLine = (field: string, message: string) => msg('toast.fieldLine', { field: msg(field), message });
const noToastWith = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(body(canvasElement).queryAllByText(text).filter((element) => element.closest('[data-swipe-toast]'))).toHaveLength(0));

export const ErrorToasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Network error' }));
    await expect(await toastWith(canvasElement, msg('error.network'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Server message' }));
    await expect(await toastWith(canvasElement, 'Only 3 left in stock')).toBeVisible();
  },
};

/** Spec section 5's optional toast: field name plus message, one per line (a key nobody labelled made readable). */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Field errors' }));
    const title = await toastWith(canvasElement, 'The given data was invalid.');
    const toast = within(title.closest('[data-swipe-toast]') as HTMLElement);
    await expect(toast.getByText(fieldLine('field.email', 'The email has already been taken.'))).toBeVisible();
    await expect(toast.getByText(fieldLine('field.paymentMethod', 'The selected payment method is invalid.'))).toBeVisible();
    // A key the catalogue does not name: the API's own name made readable, in either language.
    await expect(toast.getByText(msg('toast.fieldLine', { field: 'Gift wrap', message: 'Not available.' }))).toBeVisible();
  },
};

export const FieldErrorsArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Field errors' }));
    const title = await toastWith(canvasElement, 'The given data was invalid.');
    const toast = within(title.closest('[data-swipe-toast]') as HTMLElement);
    await expect(toast.getByText(fieldLine('field.email', 'The email has already been taken.'))).toBeVisible();
    await expect(toast.getByText(fieldLine('field.paymentMethod', 'The selected payment method is invalid.'))).toBeVisible();
  },
};

/** A request that got no answer within 10 s is a case of no response (spec section 8): the network message, and why. */
export const TimeOut: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Time-out' }));
    const title = await toastWith(canvasElement, msg('error.network'));
    const toast = within(title.closest('[data-swipe-toast]') as HTMLElement);
    await expect(toast.getByText(msg('error.timeoutDetail', { seconds: 10 }))).toBeVisible();
  },
};

export const TimeOutArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Time-out' }));
    const title = await toastWith(canvasElement, msg('error.network'));
    const toast = within(title.closest('[data-swipe-toast]') as HTMLElement);
    await expect(toast.getByText(msg('error.timeoutDetail', { seconds: 10 }))).toBeVisible();
  },
};

export const PromiseHelper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Promise: success' }));
    await waitFor(() => expect(body(canvasElement).getByText(msg('toast.promise.loading'))).toBeVisible());
    await waitFor(() => expect(body(canvasElement).getByText(msg('toast.promise.success'))).toBeVisible(), { timeout: 3000 });
  },
};

export const PromiseFailureArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Promise: failure' }));
    await waitFor(() => expect(body(canvasElement).getByText(msg('toast.promise.loading'))).toBeVisible());
    await waitFor(() => expect(body(canvasElement).getByText(msg('toast.promise.error'))).toBeVisible(), { timeout: 3000 });
  },
};

/** Every toast has a close button, and a sideways swipe past 45 px dismisses it (a shorter one does not). */
export const DismissAndSwipe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Server message' }));
    await toastWith(canvasElement, 'Only 3 left in stock');
    await userEvent.click(page.getByRole('button', { name: msg('common.dismiss') }));
    await noToastWith(canvasElement, 'Only 3 left in stock');

    await userEvent.click(canvas.getByRole('button', { name: 'Network error' }));
    const text = await toastWith(canvasElement, msg('error.network'));
    const swipe = (distance: number) => {
      const target = text.closest('[data-swipe-toast]');
      if (!target) throw new Error('no swipeable toast');
      const { left, top } = target.getBoundingClientRect();
      const at = (x: number) => ({ pointerId: 7, clientX: left + x, clientY: top + 10, bubbles: true });
      target.dispatchEvent(new PointerEvent('pointerdown', at(100)));
      target.dispatchEvent(new PointerEvent('pointermove', at(100 + distance)));
      target.dispatchEvent(new PointerEvent('pointerup', at(100 + distance)));
    };
    swipe(30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await toastWith(canvasElement, msg('error.network'))).toBeVisible();
    swipe(-46);
    await noToastWith(canvasElement, msg('error.network'));
  },
};


const visibleToasts = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-swipe-toast]')].filter((element) => element.getBoundingClientRect().height > 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The box Fluent draws (the toast's own element inside the swipe wrapper). */
const card = (toast: HTMLElement) => (toast.querySelector('.fui-Toast') ?? toast).getBoundingClientRect();

/**
 * Spec section 9 and 4.10: at most 3 toasts at once (the 4th waits), 356 px wide, 14 px apart, at the top-end
 * corner (right in English), and Alt+T moves the focus into them.
 */
export const ToasterLayout: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Four notices' }));
    await toastWith(canvasElement, 'Notice 3');
    await waitFor(() => expect(visibleToasts(canvasElement)).toHaveLength(TOAST_VISIBLE_MAX));
    await expect(body(canvasElement).queryByText('Notice 4')).toBeNull();
    const [first, second] = visibleToasts(canvasElement).map(card);
    if (!first || !second) throw new Error('two toasts expected');
    await expect(Math.round(first.width)).toBe(TOAST_WIDTH_PX);
    const gap = Math.abs(second.top - first.bottom) < Math.abs(first.top - second.bottom) ? second.top - first.bottom : first.top - second.bottom;
    await expect(Math.round(gap)).toBe(TOAST_GAP_PX);
    const page = canvasElement.ownerDocument.documentElement;
    // Top-end: against the right edge in English, the left in Arabic (Fluent's 16 px offset), near the top.
    await expect(page.dir === 'rtl' ? first.left : page.clientWidth - first.right).toBeLessThan(40);
    await expect(Math.min(first.top, second.top)).toBeLessThan(60);

    await userEvent.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.closest('[data-swipe-toast], .fui-Toaster, [data-toaster-id]')).not.toBeNull());
  },
};

/** In Arabic the toasts sit at the top-left (the end of a right-to-left line). */
export const ToasterLayoutArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Four notices' }));
    const toast = (await toastWith(canvasElement, 'Notice 1')).closest<HTMLElement>('[data-swipe-toast]');
    if (!toast) throw new Error('no toast');
    const box = card(toast);
    await expect(box.left).toBeLessThan(40);
    await expect(Math.round(box.width)).toBe(TOAST_WIDTH_PX);
  },
};

/** A toast closes by itself after 4 s, but not while the pointer rests on it. */
export const AutoCloseAndPauseOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Server message' }));
    const started = Date.now();
    await toastWith(canvasElement, 'Only 3 left in stock');
    await sleep(TOAST_TIMEOUT_MS - 1500 - (Date.now() - started));
    await expect(await toastWith(canvasElement, 'Only 3 left in stock')).toBeVisible();
    await noToastWith(canvasElement, 'Only 3 left in stock');
    await expect(Date.now() - started).toBeGreaterThanOrEqual(TOAST_TIMEOUT_MS - 500);

    await userEvent.click(canvas.getByRole('button', { name: 'Network error' }));
    const text = await toastWith(canvasElement, msg('error.network'));
    // Fluent starts the clock once the toast has finished appearing (and that start would undo an earlier pause):
    // the pointer comes to rest on a toast that is fully there, as a shopper's does.
    const timer = () => text.closest('.fui-ToastContainer')?.querySelector('[data-timer-status]')?.getAttribute('data-timer-status');
    await waitFor(() => expect(timer()).toBe('running'), { timeout: 2000 });
    await userEvent.hover(text);
    await waitFor(() => expect(timer()).toBe('paused'));
    await sleep(TOAST_TIMEOUT_MS + 1000);
    await expect(await toastWith(canvasElement, msg('error.network'))).toBeVisible();
    await userEvent.unhover(text);
    await waitFor(() => expect(body(canvasElement).queryAllByText(msg('error.network')).filter((element) => element.closest('[data-swipe-toast]'))).toHaveLength(0), {
      timeout: TOAST_TIMEOUT_MS + 2000,
    });
  },
};

/** Do: a toast for what happened away from where the shopper looks (a request failed, the network dropped). */
export const DoForABackgroundFailure: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Network error' }));
    await toastWith(canvasElement, msg('error.network'));
  },
};

/**
 * Don't: a toast repeating what a field already says. The form puts a refused value's message on the field (the
 * kit's `showFailureOnField`, `applyServerErrors`); a second copy in a corner that fades away only distracts.
 */
export const DontRepeatAFieldError: Story = {
  render: () => {
    const text = msg('coupon.required');
    return (
      <Field label={msg('coupon.label')} validationMessage={text} validationState="error">
        <Input />
      </Field>
    );
  },
  play: async ({ canvasElement }) => {
    toastBus.show({ intent: 'error', text: msg('coupon.required') });
    await toastWith(canvasElement, msg('coupon.required'));
  },
};
