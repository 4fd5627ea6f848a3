import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageHeader } from '../breadcrumbs/page-header';
import { PageMetaHead } from './page-meta';
import { localePath } from '../../i18n/story-messages';
import { pageMeta, storeName } from '../../../.storybook/mock-texts';

/**
 * The document's head for a page (title, description, canonical and language alternates, social cards): drawn into
 * `<head>`, nothing on screen. Here: a page with a header that sets its meta, as every route does.
 */
function Page({ title }: { title: string }) {
  return (
    <>
      <PageMetaHead />
      <PageHeader title={title} />
    </>
  );
}

const meta = {
  title: 'Shared/PageMetaHead',
  component: Page,
  args: { title: 'FAQ' },
  parameters: { path: '/en/faq' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromPreloadedMeta: Story = {
  play: async () => {
    const faq = pageMeta('/faq');
    await waitFor(() => expect(document.title).toBe(`${faq.title} | ${storeName()}`));
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', faq.description);
    await expect(document.querySelector('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${window.location.origin}/en/faq`);
    await expect(document.querySelector('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${window.location.origin}/ar/faq`);
    await expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}${localePath('/faq')}`);
  },
};

export const FromPreloadedMetaArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/faq' },
  args: { title: 'الأسئلة' },
  play: async () => {
    await waitFor(() => expect(document.title).toBe(`${pageMeta('/faq').title} | ${storeName()}`));
  },
};

export const FromHeading: Story = {
  args: { title: 'My addresses' },
  parameters: { path: '/en/profile/addresses' },
  play: async ({ args }) => {
    await waitFor(() => expect(document.title).toBe(`${args.title} | ${storeName()}`));
  },
};
