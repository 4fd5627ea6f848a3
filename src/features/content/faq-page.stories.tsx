import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FaqPage from './faq-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';

const meta = {
  title: 'Content/FaqPage',
  component: FaqPage,
  parameters: { path: '/en/faq', layout: 'fullscreen' },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'How do I track my order?' }));
    const answer = await canvas.findByText(/courier tracking number/);
    await waitFor(() => expect(answer).toBeVisible());
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'How do I place an order?' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'track');
    await expect(canvas.queryByRole('button', { name: 'How do I place an order?' })).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'How do I place an order?' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'qqqq');
    await expect(canvas.getByRole('status')).toHaveTextContent('No questions match');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    // The search box's clear button speaks Arabic too, and clears the search.
    const search = canvas.getByRole('searchbox', { name: 'ابحث في الأسئلة' });
    await userEvent.type(search, 'طلب');
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await expect(search).toHaveValue('');
  },
};

export const Loading: Story = { parameters: { mockRequests: [{ path: '*/faqs', delayMs: 'infinite' }] } };

export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('button', { name: 'How do I place an order?' })).toBeVisible();
    }),
};

/** The answer is not a list of questions (spec section 8: ignored silently): the page says there are none. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/faqs', () => HttpResponse.json({ success: true, message: '', data: { records: 'none' } }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no questions here yet.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Server error' })).toBeNull();
  },
};
