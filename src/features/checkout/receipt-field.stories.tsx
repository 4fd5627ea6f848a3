import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ReceiptField, type ReceiptFieldProps } from './receipt-field';
import { msg } from '../../i18n/story-messages';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const png = () => new File([PNG], 'receipt.png', { type: 'image/png' });

/** Holds the chosen file like the checkout store does, and reports every change. */
function LiveReceipt({ file: initial, onChange, ...props }: ReceiptFieldProps) {
  const [file, setFile] = useState(initial);
  return (
    <ReceiptField
      {...props}
      file={file}
      onChange={(next) => {
        onChange(next);
        setFile(next);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/ReceiptField',
  component: LiveReceipt,
  args: { file: null, required: true, onChange: fn() },
} satisfies Meta<typeof LiveReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = (canvasElement: HTMLElement, file: File) => fireEvent.change(within(canvasElement).getByTestId('receipt-input'), { target: { files: [file] } });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(msg('field.receipt'))).toBeVisible();
    await expect(canvas.getByText(msg('receipt.hint', { max: 5 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('receipt.upload') })).toBeVisible();
    await expect(canvas.queryByTestId('receipt-preview')).toBeNull();
  },
};

/** Spec section 5: only images and PDFs; a wrong type is refused with a message and nothing is chosen. */
export const WrongTypeRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText(msg('receipt.type'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByTestId('receipt-preview')).toBeNull();
    // A good file afterwards clears the message.
    choose(canvasElement, png());
    await expect(await canvas.findByTestId('receipt-preview')).toHaveTextContent('receipt.png');
    await expect(canvas.queryByText(msg('receipt.type'))).toBeNull();
  },
};

export const TooLargeRefused: Story = {
  play: async ({ canvasElement, args }) => {
    choose(canvasElement, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    await expect(await within(canvasElement).findByText(msg('receipt.size', { max: 5 }))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An image shows a preview, can be replaced or removed. */
export const ImageChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, png());
    await expect(await canvas.findByRole('img', { name: msg('receipt.previewAlt', { name: 'receipt.png' }) })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'receipt.png' }));
    await expect(canvas.getByRole('button', { name: msg('receipt.replace') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('receipt.remove') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: msg('receipt.upload') })).toBeVisible();
  },
};

export const PdfChosen: Story = {
  args: { file: new File(['%PDF-1.4'], 'transfer.pdf', { type: 'application/pdf' }) },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByTestId('receipt-preview');
    await expect(preview).toHaveTextContent(msg('receipt.file', { name: 'transfer.pdf', size: 1 }));
    await expect(within(preview).queryByRole('img')).toBeNull();
  },
};

/** The place-order check's message, shown on the field. */
export const Missing: Story = {
  args: { error: 'Please upload receipt' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.error!)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('إيصال الدفع')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفع الإيصال' })).toBeVisible();
    choose(canvasElement, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('يجب أن يكون الإيصال صورة (JPEG أو PNG أو WebP أو GIF) أو ملف PDF')).toBeVisible();
  },
};
