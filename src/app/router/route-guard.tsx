import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearchParams } from 'wouter';
import { safeRedirect } from '../../lib/safe-redirect';
import { sessionStore } from '../../session/session-store';
import type { PageAccess } from './page-declaration';

/** The login address that brings a guest back to where they were going. */
export const loginPathFor = (attempted: string) => `/login?redirect=${encodeURIComponent(attempted)}`;

/**
 * Customer-only pages send a guest to login with `redirect` holding the attempted address; guest-only
 * pages send a customer to a safe `redirect` or home (spec section 2). Paths are relative to /{locale}.
 */
export function RouteGuard({ access = 'public', children }: { access?: PageAccess; children: ReactNode }) {
  const { role } = useSnapshot(sessionStore);
  const [params] = useSearchParams();
  if (access === 'customer' && role !== 'customer') {
    const attempted = `${window.location.pathname}${window.location.search}`;
    return <Redirect to={loginPathFor(attempted)} replace />;
  }
  if (access === 'guest' && role === 'customer') {
    const target = safeRedirect(params.get('redirect'), '');
    return target ? <Redirect to={`~${target}`} replace /> : <Redirect to="/" replace />;
  }
  return children;
}
