import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FaqPage from './faq-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { inLocale, msg } from '../../i18n/story-messages';
import { seedFaq } from '../../../mocks/db/seed/info-content';

const meta = {
  title: 'Content/FaqPage',
  component: FaqPage,
  parameters: { path: '/en/faq', layout: 'fullscreen' },
} satisfies Meta<typeof FaqPage>;

export default meta;

/** The mock's seeded questions (mocks/db/seed/info-content.ts) in the story's language: ordering's first and third. */
const question = (index: number) => {
  const entry = seedFaq[0]!.questions[index]!;
  return { question: inLocale(entry.question), answer: inLocale(entry.answer) };
};
const PLACE = 0;
const TRACK = 2;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: question(TRACK).question }));
    const answer = await canvas.findByText(question(TRACK).answer);
    await waitFor(() => expect(answer).toBeVisible());
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: question(PLACE).question });
    await userEvent.type(canvas.getByRole('searchbox', { name: msg('faq.search') }), question(TRACK).question);
    await expect(canvas.queryByRole('button', { name: question(PLACE).question })).toBeNull();
    await expect(canvas.getByRole('button', { name: question(TRACK).question })).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: question(PLACE).question });
    await userEvent.type(canvas.getByRole('searchbox', { name: msg('faq.search') }), 'qqqq');
    await expect(canvas.getByRole('status')).toHaveTextContent(msg('faq.noResults', { search: 'qqqq' }));
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
      await expect(await within(canvasElement).findByRole('button', { name: question(PLACE).question })).toBeVisible();
    }),
};

/** The answer is not a list of questions (spec section 8: ignored silently): the page says there are none. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/faqs', () => HttpResponse.json({ success: true, message: '', data: { records: 'none' } }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('faq.empty'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
  },
};
