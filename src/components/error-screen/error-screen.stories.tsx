import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';
import { inLocaleRoute } from '../../session/story-session';

const meta = {
  title: 'Shared/ErrorScreen',
  component: ErrorScreen,
  args: { kind: 'notFound' },
  // The app's `/:locale` router, so the breadcrumbs' Home reads as in the shop.
  decorators: [inLocaleRoute()],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};

export const NotFoundArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  },
};

/** An address no route matches: 'Not Found' (spec section 2), under Home › Not Found like every page's crumbs. */
export const Unmatched: Story = {
  args: { kind: 'unmatched' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
    await expect(crumbs.getByText('Not Found')).toHaveAttribute('aria-current', 'page');
  },
};

export const UnmatchedArabic: Story = {
  args: { kind: 'unmatched' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'غير موجود' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { kind: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toBeVisible();
  },
};

export const Offline: Story = {
  args: { kind: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Forbidden: Story = { args: { kind: 'forbidden' } };
export const ForbiddenArabic: Story = { args: { kind: 'forbidden' }, globals: { locale: 'ar' } };
export const Generic: Story = { args: { kind: 'generic' } };

/** Reload is refetching the page's data: the button waits, so a second press cannot pile up requests. */
export const Reloading: Story = {
  args: { kind: 'serverError', reloading: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const reload = within(canvasElement).getByRole('button', { name: 'Reload' });
    await expect(reload).toBeDisabled();
    await userEvent.click(reload, { pointerEventsCheck: 0 });
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Under a page's own heading the screen's title is an h2; Reload calls the page's refetch, not a page reload. */
export const InPage: Story = {
  args: { kind: 'serverError', headingLevel: 2, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Server error' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
