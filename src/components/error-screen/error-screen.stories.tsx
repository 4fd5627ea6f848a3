import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';
import { inLocaleRoute } from '../../session/story-session';
import { localePath, msg } from '../../i18n/story-messages';

const meta = {
  title: 'Shared/ErrorScreen',
  component: ErrorScreen,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  argTypes: { kind: { control: 'select', options: ['notFound', 'unmatched', 'serverError', 'offline', 'forbidden', 'generic'] }, headingLevel: { control: 'radio', options: [1, 2] } },
  args: { kind: 'notFound' },
  // The app's `/:locale` router, so the breadcrumbs' Home reads as in the shop.
  decorators: [inLocaleRoute()],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: msg('errorScreen.notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('errorScreen.action.home') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('errorScreen.action.back') })).toBeVisible();
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
    await expect(canvas.getByRole('heading', { level: 1, name: msg('errorScreen.unmatched.title') })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: msg('breadcrumbs.label') }));
    await expect(crumbs.getByRole('link', { name: msg('breadcrumbs.home') })).toHaveAttribute('href', localePath('/'));
    await expect(crumbs.getByText(msg('errorScreen.unmatched.title'))).toHaveAttribute('aria-current', 'page');
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
    await expect(canvas.getByRole('button', { name: msg('errorScreen.action.reload') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('errorScreen.action.home') })).toBeVisible();
  },
};

export const Offline: Story = {
  args: { kind: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: msg('errorScreen.action.reload') })).toBeVisible();
  },
};

export const Forbidden: Story = { args: { kind: 'forbidden' } };
export const ForbiddenArabic: Story = { args: { kind: 'forbidden' }, globals: { locale: 'ar' } };
export const Generic: Story = { args: { kind: 'generic' } };

/** Reload is refetching the page's data: the button waits, so a second press cannot pile up requests. */
export const Reloading: Story = {
  args: { kind: 'serverError', reloading: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const reload = within(canvasElement).getByRole('button', { name: msg('errorScreen.action.reload') });
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
    await expect(canvas.getByRole('heading', { level: 2, name: msg('errorScreen.serverError.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('errorScreen.action.reload') }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Do: in a part of a page whose read failed, the screen with a level-2 heading and Reload that refetches. */
export const DoInPlaceOfTheFailedPart: Story = { args: { kind: 'offline', headingLevel: 2, onReload: fn() } };

/** Don't: a generic screen for a known failure. Offline, forbidden and not found each say what the shopper can do. */
export const DontGenericForAKnownCause: Story = { args: { kind: 'generic' } };
