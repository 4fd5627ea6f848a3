import { Button } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastBus } from './toast-bus';

/** The app's providers already mount the toaster (AppToaster); these buttons raise notices on the bus. */
function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toastBus.show({ intent: 'error', message: { id: 'error.network', defaultMessage: 'Network error occurred' } })}>
        Network error
      </Button>
      <Button onClick={() => toastBus.show({ intent: 'error', text: 'Only 3 left in stock' })}>Server message</Button>
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

export const ErrorToasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Network error' }));
    await waitFor(() => expect(body(canvasElement).getByText('Network error occurred')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Server message' }));
    await waitFor(() => expect(body(canvasElement).getByText('Only 3 left in stock')).toBeVisible());
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
