import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt, pageArrived, pageShopperLoader } from './app-at';
import { storyShopper } from '../../features/cart/story-cart';
import { resetActions } from '../../features/auth/reset-store';
import { DEMO_CUSTOMER } from '../../session/story-session';

/** Spec section 2, guest-only pages (a guest's session), and logout. */
const meta = {
  title: 'Pages/Sign in',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  loaders: [pageShopperLoader],
  beforeEach: [storyShopper],
  play: pageArrived,
  // Views for designers, not tests (`view-only`, in English and Arabic); each page's states are tested in its own
  // stories: one page of each file proves the harness.
  tags: ['!test', 'view-only'],
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { args: { route: '/login' }, tags: ['test', '!view-only'] };
export const Register: Story = { args: { route: '/register' } };
export const ForgetPassword: Story = { args: { route: '/forget-password' } };
/** After forget-password sent the code to the demo customer (without it the page sends the shopper back there). */
export const ResetPassword: Story = {
  args: { route: '/reset-password' },
  beforeEach: () => {
    resetActions.captured(DEMO_CUSTOMER.email, 60);
    return () => resetActions.finished();
  },
};
/** Signs out, then home. */
export const Logout: Story = { args: { route: '/logout' } };
