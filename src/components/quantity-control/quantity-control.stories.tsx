import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityControl, type QuantityControlProps } from './quantity-control';

const meta = {
  title: 'Components/QuantityControl',
  component: QuantityControl,
  args: { quantity: 2, stock: 5, busy: false, productTitle: 'Galaxy Buds', onIncrement: fn(), onDecrement: fn(), onRemove: fn() },
} satisfies Meta<typeof QuantityControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stateful wrapper so the play functions see the control react like it does in the cart. */
function Live(props: QuantityControlProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <QuantityControl
      {...props}
      quantity={quantity}
      onIncrement={() => {
        props.onIncrement();
        setQuantity((value) => value + 1);
      }}
      onDecrement={() => {
        props.onDecrement();
        setQuantity((value) => value - 1);
      }}
      onRemove={props.onRemove}
      onQuantityChange={
        props.onQuantityChange &&
        ((value) => {
          props.onQuantityChange?.(value);
          setQuantity(value);
        })
      }
    />
  );
}

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Quantity/ });
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: /Increase quantity/ }));
    await expect(args.onIncrement).toHaveBeenCalledOnce();
    await expect(field).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease quantity/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Decrease quantity/ }));
    await expect(field).toHaveValue('1');
    // At 1 the minus becomes remove.
    await expect(canvas.queryByRole('button', { name: /Decrease quantity/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Remove Galaxy Buds from cart/ }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const AtStock: Story = {
  args: { quantity: 5, stock: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Increase quantity/ })).toBeDisabled();
  },
};

export const AtOneShowsRemove: Story = {
  args: { quantity: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Remove .* from cart/ })).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Updating cart…' })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { productTitle: 'سماعات جالكسي' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('2');
  },
};

/** Typeable (cart lines, product cards and page): a number typed and committed with Enter. */
export const Typed: Story = {
  args: { onQuantityChange: fn() },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Quantity/ });
    await expect(field).not.toHaveAttribute('readonly');
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).toHaveBeenCalledWith(4);
    await expect(field).toHaveValue('4');
    // Escape gives the typed text up.
    await userEvent.clear(field);
    await userEvent.type(field, '1{Escape}');
    await expect(field).toHaveValue('4');
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenCalledOnce();
  },
};

/** More than the stock: lowered to the stock on blur, and the shopper is told why. */
export const TypedOverStock: Story = {
  args: { onQuantityChange: fn() },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Quantity/ });
    await userEvent.clear(field);
    await userEvent.type(field, '99');
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).toHaveBeenCalledWith(5);
    await expect(field).toHaveValue('5');
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 5 in stock: quantity set to 5');
  },
};

/** Letters, 0 or nothing: a clear message, nothing sent, the old quantity kept. */
export const TypedInvalid: Story = {
  args: { onQuantityChange: fn() },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Quantity/ });
    for (const typed of ['abc', '0', '2.5']) {
      await userEvent.clear(field);
      await userEvent.type(field, `${typed}{Enter}`);
      await expect(field).toHaveValue('2');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('status')).toHaveTextContent('Enter a whole number from 1 to 5');
    }
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue('2');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    // The next step clears the message.
    await userEvent.click(canvas.getByRole('button', { name: /Increase quantity/ }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Arabic: Arabic-Indic digits are understood, and the messages are Arabic. */
export const TypedArabic: Story = {
  globals: { locale: 'ar' },
  args: { productTitle: 'سماعات جالكسي', onQuantityChange: fn() },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /الكمية/ });
    await userEvent.clear(field);
    await userEvent.type(field, '٣{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.clear(field);
    await userEvent.type(field, 'س{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('أدخل عددًا صحيحًا من 1 إلى 5');
    await expect(field).toHaveValue('3');
  },
};
