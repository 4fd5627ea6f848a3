import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProductFilters } from '../../api/generated/model';
import { FiltersPanel } from './filters-panel';
import { ProductListing } from './product-listing';
import { leftOf, rectOf } from '../../components/user-text/visual-order-story-kit';
import { msg } from '../../i18n/story-messages';

const options: ProductFilters = {
  price_range: { min: 500, max: 80000 },
  categories: [
    { id: 1, slug: 'mobile-phones', title: 'Mobile Phones', count: 24 },
    { id: 2, slug: 'laptops', title: 'Laptops', count: 12 },
  ],
  brands: [
    { id: 1, slug: 'samsung', title: 'Samsung', count: 18 },
    { id: 2, slug: 'apple', title: 'Apple', count: 9 },
  ],
  tags: [
    { id: 1, slug: 'new-arrival', title: 'New arrival', count: 7 },
    { id: 2, slug: '5g', title: '5G', count: 15 },
  ],
};

const meta = {
  title: 'Catalog/FiltersPanel',
  component: FiltersPanel,
  args: {
    filters: { categories: ['laptops'], brands: [], tags: [], priceRange: { min: -1, max: -1 } },
    options,
    bounds: options.price_range,
    address: 'categories=laptops',
    show: { categories: true, brands: true, tags: true },
    onToggleCategory: fn(),
    onToggleBrand: fn(),
    onToggleTag: fn(),
    onPriceChange: fn(),
    onReset: fn(),
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <FiltersPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof FiltersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop side panel: option groups with counts, the price range (the server's bounds) and a reset. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: msg('bottomBar.categories') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: msg('catalog.brands') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: msg('product.tags') })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Laptops\s*\(12\)$/ })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: msg('shop.filters.minPrice') })).toHaveValue(500);
    await expect(canvas.getByRole('spinbutton', { name: msg('shop.filters.maxPrice') })).toHaveValue(80000);

    await userEvent.click(canvas.getByRole('checkbox', { name: /^Samsung\s*\(18\)$/ }));
    await expect(args.onToggleBrand).toHaveBeenCalledWith('samsung');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Laptops\s*\(12\)$/ }));
    await expect(args.onToggleCategory).toHaveBeenCalledWith('laptops');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^5G\s*\(15\)$/ }));
    await expect(args.onToggleTag).toHaveBeenCalledWith('5g');
    await userEvent.click(canvas.getByRole('button', { name: msg('shop.filters.reset') }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** Moving a thumb of the price range is applied once the shopper pauses, as one change. */
export const PriceRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minimum = canvas.getByRole('slider', { name: msg('shop.filters.minPrice') }) as HTMLInputElement;
    // Drag the minimum thumb: the native range input takes the value, React hears the input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(minimum, '10000');
    minimum.dispatchEvent(new Event('input', { bubbles: true }));
    // The number field follows at once (snapped to the slider's step); the change waits for the pause.
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: msg('shop.filters.minPrice') })).toHaveValue(10040));
    await expect(args.onPriceChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onPriceChange).toHaveBeenCalledTimes(1));
    await expect(args.onPriceChange).toHaveBeenCalledWith({ min: 10040, max: 80000 });
  },
};

/** A category page hides the categories group (the page is the category). */
export const OnACategoryPage: Story = {
  args: { show: { categories: false, brands: true, tags: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: msg('bottomBar.categories') })).toBeNull();
    await expect(canvas.getByRole('group', { name: msg('catalog.brands') })).toBeVisible();
  },
};

/** Before the server's filters arrive: the reset and the default price range only. */
export const Loading: Story = {
  args: { options: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: msg('shop.filters.reset') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: msg('compare.price') })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    options: {
      ...options,
      categories: [{ id: 1, slug: 'mobile-phones', title: 'الهواتف المحمولة', count: 24 }],
      brands: [{ id: 1, slug: 'samsung', title: 'سامسونج', count: 18 }],
      tags: [{ id: 1, slug: '5g', title: 'يدعم 5G', count: 15 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'الأقسام' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'السعر' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'أدنى سعر' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'إعادة ضبط التصفية' })).toBeVisible();
  },
};

const body = within(document.body);

/** Let the drawer's slide-in finish, so the a11y check sees its real colours. */
const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

/** On mobile the same panel opens in a drawer from the listing's Filters button. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'fullscreen', path: '/en/shop' },
  render: () => <ProductListing scope={{ kind: 'shop' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: msg('shop.filters') })).toBeNull();
    await canvas.findAllByTestId('product-card', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: msg('shop.filters') }));
    const drawer = await body.findByRole('dialog', { name: msg('shop.filters') });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: msg('shop.filters.reset') })).toBeVisible());
    await waitFor(() => expect(within(drawer).getByRole('group', { name: msg('bottomBar.categories') })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: msg('common.close') }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: msg('shop.filters') })).toBeNull());
    // The page behind the modal drawer is given back to assistive technology once it closes.
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: msg('shop.filters') })).toBeVisible();
  },
};

export const MobileDrawerArabic: Story = {
  ...MobileDrawer,
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'fullscreen', path: '/ar/shop' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'التصفية' }));
    const drawer = await body.findByRole('dialog', { name: 'التصفية' });
    await waitFor(() => expect(within(drawer).getByRole('group', { name: 'الماركات' })).toBeVisible());
    await settled();
  },
};

/** While the listing loads, the drawer holds the reset and the default price range. */
export const MobileDrawerLoading: Story = {
  ...MobileDrawer,
  parameters: { ...MobileDrawer.parameters, mockRequests: [{ path: '*/products', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: msg('shop.filters') }));
    const drawer = await body.findByRole('dialog', { name: msg('shop.filters') });
    await waitFor(() => expect(within(drawer).getByRole('group', { name: msg('compare.price') })).toBeVisible());
    await expect(within(drawer).queryByRole('checkbox')).toBeNull();
    await settled();
  },
};

/**
 * A title mixing Arabic and Latin ("يدعم 5G") with its count: the title isolated, the count an isolate of its own
 * after it (to its left in Arabic), never "5G(10) يدعم".
 */
export const ArabicMixedTitle: Story = {
  globals: { locale: 'ar' },
  args: { options: { ...options, tags: [{ id: 2, slug: '5g', title: 'يدعم 5G', count: 10 }] } },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('checkbox', { name: /يدعم 5G/ });
    const label = canvasElement.querySelector(`label[for="${option.id}"]`)!;
    await expect(label.querySelector('bdi')).toHaveTextContent(/^يدعم 5G$/);
    const count = rectOf(label, '(10)');
    await expect(leftOf(count, rectOf(label, '5G'))).toBe(true);
    await expect(leftOf(rectOf(label, '5G'), rectOf(label, 'يدعم'))).toBe(true);
  },
};
