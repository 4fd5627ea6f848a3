import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ErrorScreen, errorScreenTitle, type ErrorScreenKind } from '../../components/error-screen/error-screen';
import { usePageMeta } from '../../components/page-meta/page-meta';

/** The addresses of the error screens that are pages of their own (under /{locale}). */
export const errorPagePaths = {
  forbidden: '/forbidden',
  serverError: '/server-error',
  generic: '/error',
  offline: '/offline',
} as const satisfies Partial<Record<ErrorScreenKind, string>>;

const kindOf = (location: string): ErrorScreenKind =>
  (Object.entries(errorPagePaths).find(([, path]) => location.replace(/\/$/, '').endsWith(path))?.[0] as ErrorScreenKind | undefined) ?? 'generic';

/** /{locale}/forbidden ('Access denied'), /server-error, /error and /offline: where the app sends a shopper on those failures. */
export default function ErrorPage() {
  const [location] = useLocation();
  const intl = useIntl();
  const kind = kindOf(location);
  usePageMeta({ heading: intl.formatMessage(errorScreenTitle(kind)) });
  return <ErrorScreen kind={kind} />;
}
