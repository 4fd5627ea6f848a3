import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ImageWithFallback } from './image-with-fallback';
import { msg } from '../../i18n/story-messages';

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" rx="24" fill="#0f6cbd"/><circle cx="80" cy="80" r="40" fill="#fff"/></svg>')}`;

const wide = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#0f6cbd"/></svg>')}`;

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
    await expect(within(canvasElement).queryByText(msg('image.failed'))).toBeNull();
  },
};

/** The file does not load: the box keeps its size and says so. */
export const Failed: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('img', { name: msg('image.failedWithAlt', { alt: args.alt }) });
    await expect(box).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    await expect(box.getBoundingClientRect().width).toBeCloseTo(160, 0);
    await expect(box.getBoundingClientRect().height).toBeCloseTo(160, 0);
  },
};

/** No address at all (a record without an image): the fallback straight away, named by the plain text when there is no alt. */
export const Missing: Story = {
  args: { src: null, alt: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: msg('image.failed') })).toBeVisible();
  },
};

export const FailedArabic: Story = {
  globals: { locale: 'ar' },
  args: { src: '/does-not-exist.png', alt: 'شعار' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: msg('image.failedWithAlt', { alt: args.alt }) })).toBeVisible();
  },
};

/**
 * In a grid track: a picture wider than its track shrinks to it when it loads, and keeps that very box when it fails
 * (a stand-in with a set width once widened the track, and the shop's grids with it).
 */
export const FailedKeepsItsBoxInAGrid: Story = {
  args: { width: 600, height: 400 },
  render: (args) => (
    <div data-testid="grid" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', width: 400 }}>
      <ImageWithFallback {...args} alt="loads" src={wide} />
      <ImageWithFallback {...args} alt="fails" src="/does-not-exist.png" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loaded = canvas.getByRole('img', { name: 'loads' }) as HTMLImageElement;
    await waitFor(() => expect(loaded.naturalWidth).toBe(600));
    const failed = await canvas.findByRole('img', { name: msg('image.failedWithAlt', { alt: 'fails' }) });
    const a = loaded.getBoundingClientRect();
    const b = failed.getBoundingClientRect();
    await expect(b.width).toBeCloseTo(200, 0);
    await expect(b.height).toBeCloseTo(a.height, 0);
    await expect(b.width).toBeCloseTo(a.width, 0);
    await expect(canvas.getByTestId('grid').scrollWidth).toBeLessThanOrEqual(400);
    await waitFor(() => expect((failed as HTMLImageElement).naturalWidth).toBe(600));
  },
};
