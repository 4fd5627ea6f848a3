import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';
import { inLocaleRoute } from '../../session/story-session';
import { rectOf } from '../user-text/visual-order-story-kit';
import { localePath, msg } from '../../i18n/story-messages';

const meta = {
  title: 'Shared/Breadcrumbs',
  component: Breadcrumbs,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  args: { items: [{ label: 'Orders', href: '/profile/orders' }, { label: 'Order #1024' }] },
  // The app's `/:locale` router, so the links read as in the shop.
  decorators: [inLocaleRoute()],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: msg('breadcrumbs.home') })).toHaveAttribute('href', localePath('/'));
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', localePath('/profile/orders'));
    await expect(canvas.getByText('Order #1024')).toHaveAttribute('aria-current', 'page');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { items: [{ label: 'الطلبات', href: '/profile/orders' }, { label: 'طلب رقم 1024' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar/');
  },
};

export const OnlyHome: Story = { args: { items: [] } };

/**
 * A product's long title on a phone, in Arabic: the bar stays one line (the product page's static shell draws the
 * picture below a bar of one line's height), the title ellipsised at the inline end and nothing wider than the screen.
 */
export const LongTitleOnAPhone: Story = {
  globals: { locale: 'ar', viewport: { value: 'phoneSmall', isRotated: false } },
  args: {
    items: [
      { label: 'الهواتف الذكية', href: '/categories/smartphones' },
      { label: 'سامسونج جالاكسي إس 24 ألترا 5G سعة 256 جيجابايت باللون الرمادي التيتانيوم' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'مسار التنقل' });
    const home = canvas.getByRole('link', { name: 'الرئيسية' }).getBoundingClientRect();
    const title = canvas.getByText(/سامسونج جالاكسي/);
    const line = title.getBoundingClientRect();
    // One line: the title beside the crumbs before it, not under them.
    await expect(Math.abs(line.top - home.top)).toBeLessThan(home.height);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

const phoneInArabic = { locale: 'ar', viewport: { value: 'phoneSmall', isRotated: false } };

/** The current crumb, and whether `text` inside it is drawn wholly inside the crumb's box. */
const currentCrumb = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[aria-current="page"]')!;
const shownWhole = (crumb: HTMLElement, text: string) => {
  const box = crumb.getBoundingClientRect();
  const rect = rectOf(crumb, text);
  return rect.left >= box.left - 1 && rect.right <= box.right + 1;
};

/**
 * A Latin model name inside an Arabic title, cut on a phone: the run is one unit, shown whole or hidden whole, never
 * cut at its start ("…ltra 5G").
 */
export const LatinRunInArabicTitle: Story = {
  globals: phoneInArabic,
  args: { items: [{ label: 'الهواتف المحمولة', href: '/categories/mobile-phones' }, { label: 'سامسونج جالاكسي S24 Ultra 5G سعة 256 جيجابايت - رمادي تيتانيوم' }] },
  play: async ({ canvasElement }) => {
    const crumb = currentCrumb(canvasElement);
    await expect(crumb).toHaveAttribute('dir', 'auto');
    await expect(crumb.scrollWidth).toBeGreaterThan(crumb.clientWidth);
    // One atomic box: the ellipsis hides it whole when it does not fit (looked at in screenshots).
    const run = within(crumb).getByText('S24 Ultra 5G');
    await expect(run).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(run).display).toBe('inline-block');
    // The Arabic words before it are shown.
    await expect(shownWhole(crumb, 'سامسونج')).toBe(true);
  },
};

/** A Latin title in an Arabic page is cut at its own end: its first words stay. */
export const LatinTitleInArabic: Story = {
  globals: phoneInArabic,
  args: { items: [{ label: 'الهواتف المحمولة', href: '/categories/mobile-phones' }, { label: 'Samsung Galaxy S24 Ultra 5G 256GB Titanium Gray' }] },
  play: async ({ canvasElement }) => {
    const crumb = currentCrumb(canvasElement);
    await expect(crumb.scrollWidth).toBeGreaterThan(crumb.clientWidth);
    await expect(getComputedStyle(crumb).direction).toBe('ltr');
    await expect(shownWhole(crumb, 'Samsung')).toBe(true);
  },
};

/** Do: the path the shopper can walk back (category, then the product); Home is added, the last item is the page. */
export const DoTheWayBack: Story = {
  args: { items: [{ label: 'Mobile phones', href: '/categories/mobile-phones' }, { label: 'Samsung Galaxy S24 Ultra' }] },
};

/** Don't: a link on the last item, or the page's own title twice. The current page is text, said once. */
export const DontLinkTheCurrentPage: Story = {
  args: { items: [{ label: 'Orders', href: '/profile/orders' }, { label: 'Orders', href: '/profile/orders' }] },
};
