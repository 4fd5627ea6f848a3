import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import LegalPage from './legal-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Content/LegalPage',
  component: LegalPage,
  parameters: { path: '/en/terms-and-conditions', layout: 'fullscreen' },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('field.terms') })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: msg('legal.toc') })).toBeVisible();
  },
};

export const PrivacyArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/privacy-policy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  },
};

export const ReturnsAndRefunds: Story = {
  parameters: { path: '/en/returns-and-refunds' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: msg('footer.link.returns') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/terms-and-conditions', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(msg('common.loading'))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('navigation', { name: msg('legal.toc') })).toBeVisible();
    }),
};

/** Hostile CMS HTML from the API: it renders as content and nothing in it runs. */
export const HostileCmsHtml: Story = {
  parameters: {
    msw: [
      http.get('*/terms-and-conditions', () =>
        HttpResponse.json({
          success: true,
          message: '',
          data: {
            records: [
              {
                id: 1,
                slug: 'intro',
                title: 'Introduction',
                content:
                  '<p>Safe paragraph</p><script>window.__pwnedLegal = 1</script><img src="/x.png" onerror="window.__pwnedLegal = 2" alt=""><a href="javascript:window.__pwnedLegal = 3">Click me</a>',
              },
            ],
          },
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safe paragraph')).toBeVisible();
    await userEvent.click(canvas.getByText('Click me'));
    // The only scripts are the page's own structured data (the breadcrumbs'), never one from the CMS.
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(
      Array.from(canvasElement.querySelectorAll('script'), (script) => script.closest('nav') !== null && script.type === 'application/ld+json'),
    ).toEqual([true]);
    await expect((window as unknown as { __pwnedLegal?: number }).__pwnedLegal).toBeUndefined();
  },
};
