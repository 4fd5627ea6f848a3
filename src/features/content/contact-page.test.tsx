import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import ContactPage from './contact-page';

const fill = async (user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; subject?: string; order?: string; message?: string }) => {
  if (values.name !== undefined) await user.type(screen.getByRole('textbox', { name: /Your name/ }), values.name);
  if (values.email !== undefined) await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), values.email);
  if (values.subject !== undefined) await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), values.subject);
  if (values.order !== undefined) await user.type(screen.getByRole('textbox', { name: /Order number/ }), values.order);
  if (values.message !== undefined) await user.type(screen.getByRole('textbox', { name: /Message/ }), values.message);
};

const firstSubject = async () => {
  const select = screen.getByRole('combobox', { name: /Subject/ });
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return within(select).getAllByRole('option')[1]!.textContent ?? '';
};

// userEvent typing is slow on a loaded machine: allow more than the default 5 s.
describe('the contact form', { timeout: 20_000 }, () => {
  it('shows every rule broken when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: Request[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(request);
    });
    renderWithApp(<ContactPage />, { path: '/en/contact-us' });
    await firstSubject();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('A valid e-mail address is required')).toBeVisible();
    expect(screen.getByText('Choose a subject')).toBeVisible();
    expect(screen.getByText('Write at least 10 characters')).toBeVisible();
    expect(sent).toHaveLength(0);
    mockServer.events.removeAllListeners();
  });

  it('rejects a one-letter name and a malformed e-mail', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactPage />, { path: '/en/contact-us' });
    await fill(user, { name: 'A', email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('A valid e-mail address is required')).toBeVisible();
  });

  it('sends a valid message, thanks the shopper and clears the form', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactPage />, { path: '/en/contact-us' });
    const subject = await firstSubject();
    await fill(user, { name: 'Mona Adel', email: 'mona@example.com', subject, order: 'NT-1001', message: 'Where is my order, please?' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you! Our support team will reply soon.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue(''));
    const stored = mockServer.db.state.contactMessages.at(-1);
    expect(stored).toMatchObject({ name: 'Mona Adel', email: 'mona@example.com', orderNumber: 'NT-1001' });
  });

  it("puts the server's 422 on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactPage />, { path: '/en/contact-us' });
    const subject = await firstSubject();
    // The subject disappears on the server between loading the form and sending it.
    mockServer.db.state.contactSubjects.splice(0, 1);
    await fill(user, { name: 'Mona Adel', email: 'mona@example.com', subject, message: 'Where is my order, please?' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The selected subject is invalid.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Mona Adel');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Where is my order, please?');
    expect(mockServer.db.state.contactMessages).toHaveLength(0);
  });
});
