import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineNotice } from './offline-notice';

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
    await expect(within(canvasElement).queryByText('You are offline')).toBeNull();
  },
};

export const Offline: Story = {
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are offline'));
  },
};

export const OfflineArabic: Story = {
  beforeEach: goOffline,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('أنت غير متصل بالإنترنت'));
  },
};
