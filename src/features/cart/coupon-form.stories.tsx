import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { CouponForm } from './coupon-form';
import { storyCartLoader, storyShopper } from './story-cart';
import { msg } from '../../i18n/story-messages';
import { couponMessages } from '../../../.storybook/mock-texts';
import { mockErrorMessage } from '../../../.storybook/scenario-plays';

/** The form on the story shopper's live cart (an applied coupon swaps it for the applied tag). */
function LiveCouponForm() {
  const { data: cart } = useGetCart(undefined, { query: { select: (body) => body.data.cart } });
  return cart ? (
    <div style={{ maxWidth: 360 }}>
      <CouponForm cart={cart} />
    </div>
  ) : null;
}

const meta = {
  title: 'Cart/CouponForm',
  component: LiveCouponForm,
  loaders: [storyCartLoader],
  beforeEach: storyShopper,
} satisfies Meta<typeof LiveCouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: msg('coupon.label') })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: msg('coupon.apply') })).toBeEnabled();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByText(msg('coupon.required'))).toBeVisible();
  },
};

/** The codes the coupon call was asked for (TooLong). */
const asked: string[] = [];

/** Spec sections 5 and 9: a code has at most 50 characters; a longer one is refused before any request. */
export const TooLong: Story = {
  parameters: {
    msw: [
      http.patch('*/cart/coupon/:code', ({ params }) => {
        asked.push(String(params.code));
        return HttpResponse.json({ success: false, message: couponMessages.unknown(), errors: { code: [couponMessages.unknown()] } }, { status: 422 });
      }),
    ],
  },
  beforeEach: () => {
    asked.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: msg('coupon.label') });
    await userEvent.type(code, 'A'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByText(msg('coupon.max', { max: 50 }))).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(asked).toEqual([]);
    // Fifty is allowed: the code goes to the server, which answers for the code itself.
    await userEvent.type(code, '{Backspace}');
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByText(couponMessages.unknown())).toBeVisible();
    await expect(canvas.queryByText(msg('coupon.max', { max: 50 }))).toBeNull();
    await expect(asked).toEqual(['A'.repeat(50)]);
  },
};

/** The server's 422 lands on the field and the typed code stays, so it can be corrected. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: msg('coupon.label') });
    await userEvent.type(code, 'EXPIRED25');
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByText(couponMessages.expired())).toBeVisible();
    await expect(code).toHaveValue('EXPIRED25');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // Editing the code clears the server's message.
    await userEvent.type(code, 'X');
    await expect(canvas.queryByText(couponMessages.expired())).toBeNull();
  },
};

export const Applied: Story = {
  parameters: { storyCart: { coupon: 'WELCOME10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('applied-coupon')).toHaveTextContent(msg('coupon.applied', { code: 'WELCOME10' }));
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.remove') }));
    await expect(await canvas.findByRole('textbox', { name: msg('coupon.label') })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { mockRequests: [{ method: 'PATCH', path: '*/cart/coupon/:code', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: msg('coupon.label') });
    await userEvent.type(code, 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByText(await mockErrorMessage(canvasElement.ownerDocument, 500))).toBeVisible();
    await expect(code).toHaveValue('WELCOME10');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'كود الخصم' });
    await userEvent.type(code, 'EXPIRED25');
    await userEvent.click(canvas.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(code).toHaveValue('EXPIRED25');
  },
};
