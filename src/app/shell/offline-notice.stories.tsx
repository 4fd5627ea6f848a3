import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MobileBottomBar } from './mobile-bottom-bar';
import { OfflineNotice } from './offline-notice';
import { msg } from '../../i18n/story-messages';

const goOffline = () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
  };
};

const meta = { title: 'Layout/OfflineNotice', component: OfflineNotice } satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(msg('errorScreen.offline.title'))).toBeNull();
  },
};

export const Offline: Story = {
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(msg('errorScreen.offline.title')));
  },
};

export const OfflineArabic: Story = {
  beforeEach: goOffline,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('أنت غير متصل بالإنترنت'));
  },
};

/** Phones: the notice stays in sight above the fixed bottom bar, never behind it. */
export const OfflineMobileAboveBottomBar: Story = {
  beforeEach: goOffline,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <div style={{ height: '150vh' }} />
      <OfflineNotice />
      <MobileBottomBar />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(msg('errorScreen.offline.title')));
    const notice = canvas.getByRole('status').getBoundingClientRect();
    const bar = canvas.getByRole('navigation', { name: msg('bottomBar.label') }).getBoundingClientRect();
    await expect(notice.bottom).toBeLessThanOrEqual(bar.top + 1);
    await expect(notice.top).toBeGreaterThanOrEqual(0);
  },
};
