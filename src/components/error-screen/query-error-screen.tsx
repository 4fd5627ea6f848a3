import { useState } from 'react';
import { isApiError } from '../../api/http/api-error';
import { ErrorScreen, type ErrorScreenKind } from './error-screen';

/** Which error screen a failed read deserves (spec section 2): offline, forbidden, not found, server or generic. */
export const errorScreenKindFor = (error: unknown): ErrorScreenKind => {
  if (isApiError(error)) {
    if (error.kind === 'network' && typeof navigator !== 'undefined' && !navigator.onLine) return 'offline';
    if (error.status === 403) return 'forbidden';
    if (error.status === 404) return 'notFound';
    if (error.status !== undefined && error.status >= 500) return 'serverError';
  }
  return 'generic';
};

/**
 * Stands in for a page's data when its read failed, instead of skeletons that never resolve. Reload asks
 * again (a refetch), so the shopper keeps the page, its filters and whatever they typed elsewhere.
 */
export function QueryErrorScreen({ error, onRetry, headingLevel = 2 }: { error: unknown; onRetry: () => unknown; headingLevel?: 1 | 2 }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return <ErrorScreen kind={errorScreenKindFor(error)} onReload={() => void retry()} reloading={retrying} headingLevel={headingLevel} />;
}
