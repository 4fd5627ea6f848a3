import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ImageWithFallback } from './image-with-fallback';

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" rx="24" fill="#0f6cbd"/><circle cx="80" cy="80" r="40" fill="#fff"/></svg>')}`;

const meta = {
  title: 'Shared/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: logo, alt: 'NileTech logo', width: 160, height: 160, loading: 'eager' },
} satisfies Meta<typeof ImageWithFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'NileTech logo' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('width', '160');
    await waitFor(() => expect((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).toBe(true));
    await expect(within(canvasElement).queryByText('Failed to load image')).toBeNull();
  },
};

/** The file does not load: the box keeps its size and says so. */
export const Failed: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load image')).toBeVisible();
    const box = canvas.getByRole('img', { name: 'NileTech logo: failed to load image' });
    await expect(box.tagName).toBe('DIV');
    await expect(box.getBoundingClientRect().width).toBeCloseTo(160, 0);
  },
};

/** No address at all (a record without an image): the fallback straight away, named by the plain text when there is no alt. */
export const Missing: Story = {
  args: { src: null, alt: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Failed to load image' })).toBeVisible();
  },
};

export const FailedArabic: Story = {
  globals: { locale: 'ar' },
  args: { src: '/does-not-exist.png', alt: 'شعار' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل الصورة')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'شعار: تعذّر تحميل الصورة' })).toBeVisible();
  },
};
