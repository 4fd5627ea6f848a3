import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJournal, panelHooks, type LiveMockSettings } from '../../../mocks/panel-hooks';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { sessionActions, sessionStore } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import { pageActions } from './mock-hooks';
import MockPanelButton from './mock-panel-button';

// The panel's chunk (Fluent's drawer and table) loaded once, cold, before the tests that open it.
beforeAll(() => import('./mock-panel'), 60_000);

let live: LiveMockSettings;
let journal: ReturnType<typeof createJournal>;

beforeEach(async () => {
  live = { latencyMs: 0, scenario: () => 'default' };
  journal = createJournal();
  mockServer.use(
    ...panelHooks('/api', journal, live, window.sessionStorage),
    http.get('*/__mock/scenarios', () => HttpResponse.json({ active: 'default', scenarios: [{ name: 'default', description: 'The seeded shop' }] })),
  );
  await startGuestSession();
});
afterEach(() => sessionActions.clearCredentials());

const openPanel = async (locale: 'en' | 'ar' = 'en') => {
  renderWithApp(<MockPanelButton />, { locale });
  const button = screen.getByRole('button', { name: locale === 'en' ? 'Mock API panel' : 'لوحة محاكاة الواجهة البرمجية' });
  await userEvent.click(button);
  return { button, panel: await screen.findByRole('dialog') };
};

describe('mock panel', () => {
  // Tab staying inside is the browser's (Fluent's focus trap): the story and the end-to-end test press Tab.
  it('opens from its button with focus inside, closes on Escape and gives focus back to the button', async () => {
    const { button, panel } = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'Mock API' })).toBeInTheDocument();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  }, 40_000);

  it('shows a call the mock answered in the journal, with its status and scenario', async () => {
    journal.record({ method: 'GET', path: '/products?perPage=2', status: 503, at: Date.UTC(2026, 10, 21, 10, 0, 0), ms: 12, scenario: 'flaky' });
    const { panel } = await openPanel();
    const table = await within(panel).findByRole('table', { name: 'Last calls' });
    const row = within(table).getByText('GET /products?perPage=2').closest('tr') as HTMLElement;
    expect(within(row).getByText('503')).toBeInTheDocument();
    expect(within(row).getByText('flaky')).toBeInTheDocument();
    expect(within(row).getByText(/\(12 ms\)/)).toBeInTheDocument();
  });

  it('switches the latency of every later call', async () => {
    const { panel } = await openPanel();
    const select = within(panel).getByLabelText('Latency of every call');
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, '1000');
    await waitFor(() => expect(live.latencyMs).toBe(1000));
    expect(window.sessionStorage.getItem('storefront.mock-latency')).toBe('1000');
    await waitFor(() => expect(select).toHaveValue('1000'));
  });

  it('switches the scenario by opening this address in it', async () => {
    const go = vi.spyOn(pageActions, 'go').mockImplementation(() => undefined);
    mockServer.use(
      http.get('*/__mock/scenarios', () =>
        HttpResponse.json({
          active: 'default',
          scenarios: [
            { name: 'default', description: 'The seeded shop' },
            { name: 'server-down', description: 'Every call answers 503' },
          ],
        }),
      ),
    );
    const { panel } = await openPanel();
    const select = within(panel).getByLabelText('Scenario');
    await within(select).findByRole('option', { name: 'server-down' });
    // The registry's English description, left to right even in the Arabic panel.
    expect(within(panel).getByText('The seeded shop')).toHaveAttribute('dir', 'ltr');
    expect(within(panel).getByText('The seeded shop')).toHaveAttribute('lang', 'en');
    await userEvent.selectOptions(select, 'server-down');
    expect(go).toHaveBeenCalledWith(expect.stringContaining('mock-scenario=server-down'));
  });

  it('signs in as the demo customer, then out; a new customer too', async () => {
    const { panel } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in as the demo customer' }));
    await waitFor(() => expect(sessionStore.user?.email).toBe('demo@niletech.eg'));
    expect(await within(panel).findByText('Signed in as demo@niletech.eg')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStore.role).toBe('guest'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in as a new customer' }));
    await waitFor(() => expect(sessionStore.user?.email).toMatch(/^new\.customer\.\d+@example\.com$/));
  });

  it('resets the data and reloads the page; an import the mock refuses is explained in the panel', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const db = mockServer.db;
    db.state.settings.email = 'changed@example.com';
    const { panel } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset to a fresh seed' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(db.state.settings.email).not.toBe('changed@example.com');

    const before = db.state;
    await userEvent.upload(within(panel).getByLabelText('State file to import'), new File(['{"schemaVersion": 1'], 'state.json', { type: 'application/json' }));
    expect(await within(panel).findByText(/The snapshot cannot be imported: it is not JSON/)).toBeInTheDocument();
    expect(db.state).toBe(before);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reads right to left in Arabic', async () => {
    const { panel } = await openPanel('ar');
    expect(within(panel).getByRole('heading', { name: 'محاكاة الواجهة البرمجية' })).toBeInTheDocument();
    expect(panel.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
