import { Button } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/http/api-error';
import { noticeFor } from '../../api/http/error-notice';
import { toastBus } from './toast-bus';

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
const noToastWith = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(body(canvasElement).queryAllByText(text).filter((element) => element.closest('[data-swipe-toast]'))).toHaveLength(0));

export const ErrorToasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Network error' }));
    await expect(await toastWith(canvasElement, 'Network error occurred')).toBeVisible();
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
    await expect(toast.getByText('Email: The email has already been taken.')).toBeVisible();
    await expect(toast.getByText('Payment method: The selected payment method is invalid.')).toBeVisible();
    await expect(toast.getByText('Gift wrap: Not available.')).toBeVisible();
  },
};

export const FieldErrorsArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Field errors' }));
    const title = await toastWith(canvasElement, 'The given data was invalid.');
    const toast = within(title.closest('[data-swipe-toast]') as HTMLElement);
    await expect(toast.getByText('البريد الإلكتروني: The email has already been taken.')).toBeVisible();
    await expect(toast.getByText('طريقة الدفع: The selected payment method is invalid.')).toBeVisible();
  },
};

/** A request that got no answer within 10 s is a case of no response (spec section 8): the network message, and why. */
export const TimeOut: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Time-out' }));
    const title = await toastWith(canvasElement, 'Network error occurred');
    const toast = within(title.closest('[data-swipe-toast]') as HTMLElement);
    await expect(toast.getByText('The server did not answer within 10 seconds. Please try again.')).toBeVisible();
  },
};

export const TimeOutArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Time-out' }));
    const title = await toastWith(canvasElement, 'حدث خطأ في الشبكة');
    const toast = within(title.closest('[data-swipe-toast]') as HTMLElement);
    await expect(toast.getByText(/^لم يردّ الخادم خلال/)).toBeVisible();
  },
};

export const PromiseHelper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Promise: success' }));
    await waitFor(() => expect(body(canvasElement).getByText('Please Wait...')).toBeVisible());
    await waitFor(() => expect(body(canvasElement).getByText('Done')).toBeVisible(), { timeout: 3000 });
  },
};

export const PromiseFailureArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Promise: failure' }));
    await waitFor(() => expect(body(canvasElement).getByText('يُرجى الانتظار...')).toBeVisible());
    await waitFor(() => expect(body(canvasElement).getByText('حدث خطأ ما')).toBeVisible(), { timeout: 3000 });
  },
};

/** Every toast has a close button, and a sideways swipe past 45 px dismisses it (a shorter one does not). */
export const DismissAndSwipe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Server message' }));
    await toastWith(canvasElement, 'Only 3 left in stock');
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await noToastWith(canvasElement, 'Only 3 left in stock');

    await userEvent.click(canvas.getByRole('button', { name: 'Network error' }));
    const text = await toastWith(canvasElement, 'Network error occurred');
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
    await expect(await toastWith(canvasElement, 'Network error occurred')).toBeVisible();
    swipe(-46);
    await noToastWith(canvasElement, 'Network error occurred');
  },
};

