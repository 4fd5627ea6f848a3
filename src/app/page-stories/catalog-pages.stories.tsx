import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt, pageArrived, pageShopperLoader } from './app-at';
import { storyShopper } from '../../features/cart/story-cart';

/** Spec section 2, public pages of the catalogue: each address as a shopper opens it, in the whole app. */
const meta = {
  title: 'Pages/Catalog',
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

export const Home: Story = { args: { route: '/' }, tags: ['test', '!view-only'] };
export const Shop: Story = { args: { route: '/shop' } };
export const Product: Story = { args: { route: '/products/samsung-galaxy-s24-ultra-5g-256gb-titanium-gray' } };
export const Categories: Story = { args: { route: '/categories' } };
export const Category: Story = { args: { route: '/categories/laptops' } };
export const Brands: Story = { args: { route: '/brands' } };
export const Brand: Story = { args: { route: '/brands/samsung' } };
export const Tag: Story = { args: { route: '/tags/5g' } };
export const Search: Story = { args: { route: '/search?q=samsung' } };
