import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ContactPage from './contact-page';
import { msg } from '../../i18n/story-messages';
import { NAME_MIN } from '../../lib/constants';

const meta = {
  title: 'Content/ContactPage',
  component: ContactPage,
  parameters: { path: '/en/contact-us', layout: 'fullscreen' },
} satisfies Meta<typeof ContactPage>;

export default meta;

/** The server's own words on the subject (this story's hand-made 422: the mock accepts every subject it lists). */
const SUBJECT_REFUSED = 'The selected subject is invalid.';
/** A field by its label's message (a required field's mark may follow). */
const startsWith = (id: string) => (name: string) => name.startsWith(msg(id));
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('contact.send') }));
    await expect(await canvas.findByText(msg('validation.nameMin', { min: NAME_MIN }))).toBeVisible();
    await expect(canvas.getByText(msg('contact.subject.required'))).toBeVisible();
  },
};

export const ServerRejectsTheSubject: Story = {
  parameters: {
    msw: [
      http.post('*/contact-messages', () =>
        HttpResponse.json({ success: false, message: 'Validation failed', errors: { subject_id: [SUBJECT_REFUSED] } }, { status: 422 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: startsWith('contact.subject') });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('contact.name') }), 'Mona Adel');
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('contact.email') }), 'mona@example.com');
    await userEvent.selectOptions(select, within(select).getAllByRole('option')[1]!);
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith('contact.message') }), 'Where is my order, please?');
    await userEvent.click(canvas.getByRole('button', { name: msg('contact.send') }));
    await expect(await canvas.findByText(SUBJECT_REFUSED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: startsWith('contact.name') })).toHaveValue('Mona Adel');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/contact-us' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  },
};
