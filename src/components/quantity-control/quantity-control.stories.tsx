import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuantityControl, type QuantityControlProps } from './quantity-control';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Components/QuantityControl',
  component: QuantityControl,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
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
    />
  );
}

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: msg('quantity.field', { name: 'Galaxy Buds' }) });
    await expect(field).toHaveAttribute('readonly');
    // A press asks for its change right after its own frame (decision 071): each step waits for it.
    await userEvent.click(canvas.getByRole('button', { name: msg('quantity.increment', { name: 'Galaxy Buds' }) }));
    await waitFor(() => expect(field).toHaveValue('3'));
    await expect(args.onIncrement).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: msg('quantity.decrement', { name: 'Galaxy Buds' }) }));
    await waitFor(() => expect(field).toHaveValue('2'));
    await userEvent.click(canvas.getByRole('button', { name: msg('quantity.decrement', { name: 'Galaxy Buds' }) }));
    await waitFor(() => expect(field).toHaveValue('1'));
    // At 1 the minus becomes remove.
    await expect(canvas.queryByRole('button', { name: msg('quantity.decrement', { name: 'Galaxy Buds' }) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: msg('quantity.remove', { name: 'Galaxy Buds' }) }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledOnce());
  },
};

export const AtStock: Story = {
  args: { quantity: 5, stock: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: msg('quantity.increment', { name: 'Galaxy Buds' }) })).toBeDisabled();
  },
};

export const AtOneShowsRemove: Story = {
  args: { quantity: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: msg('quantity.remove', { name: 'Galaxy Buds' }) })).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: msg('quantity.updating') })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { productTitle: 'سماعات جالكسي' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('2');
  },
};

/** Read-only (spec section 4): typing changes nothing; only the buttons step the quantity. */
export const ReadOnly: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: msg('quantity.field', { name: 'Galaxy Buds' }) });
    await expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, '9{Enter}');
    await expect(field).toHaveValue('2');
    await expect(args.onIncrement).not.toHaveBeenCalled();
    await expect(args.onDecrement).not.toHaveBeenCalled();
  },
};

/** Do: name the product (screen readers hear "Increase quantity Galaxy Buds") and pass the stock, so + stops there. */
export const DoNamedAndBounded: Story = { args: { quantity: 3, stock: 3 } };

/** Don't: a bare "Quantity" with no product. In a list of lines every control sounds the same to a screen reader. */
export const DontWithoutTheProduct: Story = { args: { productTitle: '' } };
