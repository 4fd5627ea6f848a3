/**
 * Issue 39 point 6: an empty governments list (a tampered `[]` in session storage, or one empty API answer) used
 * to leave the governorate select empty for the rest of the tab. An empty list is never kept, and a select that
 * opens with none asks again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { connectHttpToApp } from '../../app/connect-http-to-app';
import { createQueryClient } from '../../api/query-client';
import { sessionActions } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import { AddressForm } from './address-form';
import { governmentsStorageKey } from './use-locations';

beforeEach(async () => {
  window.sessionStorage.clear();
  connectHttpToApp(createQueryClient());
  await startGuestSession();
});
afterEach(() => {
  window.sessionStorage.clear();
  sessionActions.clearCredentials();
});

const governmentOptions = () => within(screen.getByRole('combobox', { name: /Governorate/ })).getAllByRole('option');

describe('address form: governments and cities', () => {
  it('asks the API again when the tab kept an empty list', async () => {
    window.sessionStorage.setItem(governmentsStorageKey('en'), '[]');
    renderWithApp(<AddressForm submitLabel="Save" onSubmit={() => Promise.resolve()} />, { path: '/en/profile/addresses' });
    await waitFor(() => expect(governmentOptions().length).toBeGreaterThan(1), { timeout: 5000 });
    expect(JSON.parse(window.sessionStorage.getItem(governmentsStorageKey('en')) ?? '[]')).not.toHaveLength(0);
  });

  it('keeps no empty answer, and asks again when the select opens with none', async () => {
    mockServer.use(http.get('*/governments', () => HttpResponse.json({ success: true, message: '', data: { records: [] } }), { once: true }));
    renderWithApp(<AddressForm submitLabel="Save" onSubmit={() => Promise.resolve()} />, { path: '/en/profile/addresses' });
    const select = screen.getByRole('combobox', { name: /Governorate/ });
    await waitFor(() => expect(select).toBeEnabled());
    expect(governmentOptions()).toHaveLength(1);
    expect(window.sessionStorage.getItem(governmentsStorageKey('en'))).toBeNull();
    await userEvent.setup().click(select);
    await waitFor(() => expect(governmentOptions().length).toBeGreaterThan(1));
  });
});
