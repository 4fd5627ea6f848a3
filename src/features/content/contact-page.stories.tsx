import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ContactPage from './contact-page';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Content/ContactPage',
  component: ContactPage,
  parameters: { path: '/en/contact-us', layout: 'fullscreen' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('contact.send') }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText(msg('contact.subject.required'))).toBeVisible();
  },
};

export const ServerRejectsTheSubject: Story = {
  parameters: {
    msw: [
      http.post('*/contact-messages', () =>
        HttpResponse.json({ success: false, message: 'Validation failed', errors: { subject_id: ['The selected subject is invalid.'] } }, { status: 422 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: /Subject/ });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Mona Adel');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail address/ }), 'mona@example.com');
    await userEvent.selectOptions(select, within(select).getAllByRole('option')[1]!);
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Where is my order, please?');
    await userEvent.click(canvas.getByRole('button', { name: msg('contact.send') }));
    await expect(await canvas.findByText('The selected subject is invalid.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Mona Adel');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/contact-us' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  },
};
