import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import ProductPage from './product-page';
import { leftOf, rectOf } from '../../components/user-text/visual-order-story-kit';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { shownPrice } from '../../i18n/story-message-patterns';
import { seedTitle } from '../../../.storybook/mock-texts';

/** Seeded products of the mock (mocks/db/seed/catalog-content.ts): a discounted one in stock and a sold-out one. */
const DISCOUNTED = 'samsung-galaxy-s24-ultra-5g-256gb-titanium-gray';
const DISCOUNTED_ID = 1;
const SOLD_OUT = 'apple-iphone-16-pro-max-256gb-desert-titanium';
const SOLD_OUT_ID = 6;

const meta = {
  title: 'Catalog/ProductPage',
  component: ProductPage,
  parameters: { layout: 'fullscreen', path: `/en/products/${DISCOUNTED}` },
  // The page reads its slug from the route, as under the app's /:locale nest.
  decorators: [
    (Story) => (
      <Route path="/:locale/products/:slug">
        <Story />
      </Route>
    ),
  ],
} satisfies Meta<typeof ProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The product's own article (the related products below are articles too, with their own badges and buttons). */
const productArticle = (canvasElement: HTMLElement) => {
  const article = canvasElement.querySelector<HTMLElement>('article:not([data-testid="product-card"])');
  if (!article) throw new Error('The product article is not on the page');
  return article;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: seedTitle.product(DISCOUNTED_ID) }, { timeout: 5000 })).toBeVisible();
    const product = within(productArticle(canvasElement));
    await expect(product.getByText(msg('product.discount', { percent: 35 }))).toBeVisible();
    await expect(product.getByLabelText(msg('price.regular', { price: shownPrice(62999) }))).toBeVisible();
    await expect(product.getByText(msg('product.sku', { sku: 'SAM-MOB-00001' }))).toBeVisible();
    await expect(product.getByRole('link', { name: seedTitle.brand('samsung') })).toHaveAttribute('href', '/brands/samsung');
    await expect(product.getByRole('link', { name: seedTitle.category('mobile-phones') })).toHaveAttribute('href', '/categories/mobile-phones');
    await expect(within(product.getByRole('navigation', { name: msg('product.tags') })).getByRole('link', { name: `#${seedTitle.tag('5g')}` })).toHaveAttribute('href', '/tags/5g');
    await expect(product.getByRole('button', { name: msg('product.addToCart') })).toBeEnabled();
    await expect(product.getByRole('button', { name: msg('product.addToWishlist') })).toBeVisible();
    await expect(product.getByRole('button', { name: msg('product.compareButton') })).toBeVisible();
    await expect(product.getByRole('button', { name: msg('product.share') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('product.description') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('product.specs') })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: seedTitle.spec(DISCOUNTED_ID, 'storage') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: msg('product.related') })).toBeVisible();
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);

    // The gallery: a thumbnail shows its image on the stage.
    const first = product.getByRole('button', { name: msg('product.image', { number: 1, count: 4 }) });
    const second = product.getByRole('button', { name: msg('product.image', { number: 2, count: 4 }) });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Adding to the cart turns the button into the quantity control. */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const product = within(productArticle(canvasElement));
    await userEvent.click(product.getByRole('button', { name: msg('product.addToCart') }));
    await expect(
      await product.findByRole('button', { name: msg('quantity.increment', { name: seedTitle.product(DISCOUNTED_ID) }) }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const OutOfStock: Story = {
  parameters: { path: `/en/products/${SOLD_OUT}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: seedTitle.product(SOLD_OUT_ID) }, { timeout: 5000 })).toBeVisible();
    const product = within(productArticle(canvasElement));
    await expect(product.getByRole('button', { name: msg('stock.out') })).toBeDisabled();
    // The stock badge and the disabled button both say so.
    await expect(product.getAllByText(msg('stock.out'))).toHaveLength(2);
    await expect(productArticle(canvasElement).querySelector('del')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: `/ar/products/${DISCOUNTED}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سامسونج جالاكسي S24 Ultra 5G سعة 256 جيجابايت - رمادي تيتانيوم' }, { timeout: 5000 })).toBeVisible();
    const product = within(productArticle(canvasElement));
    await expect(product.getByText('خصم 35%')).toBeVisible();
    await expect(product.getByRole('button', { name: 'أضف إلى السلة' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'المواصفات' })).toBeVisible();
    await expect(product.getByRole('link', { name: 'سامسونج' })).toHaveAttribute('href', '/brands/samsung');
    // The tag chip: '#' first (on the right in Arabic), the title isolated after it, not '#' between its words.
    const chip = within(product.getByRole('navigation', { name: 'الوسوم' })).getByRole('link', { name: '#يدعم 5G' });
    await expect(chip.querySelector('bdi')).toHaveTextContent(/^يدعم 5G$/);
    await expect(leftOf(rectOf(chip, 'يدعم'), rectOf(chip, '#'))).toBe(true);
    await expect(leftOf(rectOf(chip, '5G'), rectOf(chip, '#'))).toBe(true);
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/products/:slug', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(msg('common.loading'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    // The placeholder has the page's shape: a square image as wide as its column, then lines of set widths.
    const [imageItem, infoColumn] = Array.from(canvas.getByLabelText(msg('common.loading')).children);
    if (!imageItem || !infoColumn) throw new Error('The skeleton has an image and an info column');
    const image = imageItem.getBoundingClientRect();
    await expect(image.width).toBeGreaterThan(100);
    await expect(Math.abs(image.height - image.width)).toBeLessThan(1);
    const infoWidth = infoColumn.getBoundingClientRect().width;
    const lines = Array.from(infoColumn.children, (line) => line.getBoundingClientRect().width / infoWidth);
    await expect(lines.map((ratio) => Math.round(ratio * 100))).toEqual([100, 40, 30, 60]);
  },
};

/** The server is down: the toast and the server error screen; Reload brings the product. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('heading', { level: 1, name: seedTitle.product(DISCOUNTED_ID) })).toBeVisible();
    }),
};
