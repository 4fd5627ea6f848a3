import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderWithApp } from '../../../tests/setup/render';
import { RouteGuard } from './route-guard';
import { sessionActions, sessionStore } from '../../session/session-store';

const customer = () =>
  sessionActions.signIn({
    id: 1,
    name: 'Demo',
    email: 'demo@niletech.eg',
    phone: null,
    role: 'customer',
    gender: 'male',
    access_token: 'cst_test',
    totals: { cartItems: 0, compareItems: 0, orders: 0, purchased: 0, wishlistItems: 0 },
  });

const renderAt = (path: string, access: 'customer' | 'guest') => {
  window.history.replaceState(null, '', path);
  return renderWithApp(
    <Route path="/:locale" nest>
      <RouteGuard access={access}>
        <p>guarded page</p>
      </RouteGuard>
    </Route>,
    { path },
  );
};

afterEach(() => {
  sessionActions.clearCredentials();
  window.history.replaceState(null, '', '/');
});

describe('RouteGuard', () => {
  it('sends a guest from a customer page to login with the attempted address', async () => {
    sessionStore.role = 'guest';
    const { location } = renderAt('/en/profile/orders?page=2', 'customer');
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/en/login?redirect=${encodeURIComponent('/en/profile/orders?page=2')}`));
    expect(screen.queryByText('guarded page')).not.toBeInTheDocument();
  });

  it('shows a customer page to a customer', () => {
    customer();
    renderAt('/en/profile', 'customer');
    expect(screen.getByText('guarded page')).toBeInTheDocument();
  });

  it('sends a customer from login to the safe redirect', async () => {
    customer();
    const { location } = renderAt(`/en/login?redirect=${encodeURIComponent('/en/profile/orders')}`, 'guest');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/en/profile/orders'));
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript%3Aalert(1)',
    'https%3A%2F%2Fevil.example',
    '%252F%252Fevil.example',
  ])('never leaves the site for the hostile redirect %s', async (hostile) => {
    customer();
    const { location } = renderAt(`/en/login?redirect=${encodeURIComponent(hostile)}`, 'guest');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/en/'));
  });

  it('shows login to a guest', () => {
    sessionStore.role = 'guest';
    renderAt('/en/login', 'guest');
    expect(screen.getByText('guarded page')).toBeInTheDocument();
  });
});
