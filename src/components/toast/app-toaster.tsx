import { lazy, Suspense } from 'react';

const ToasterHost = lazy(() => import('./toaster-host'));

/** The toaster, loaded after first paint so toasts cost the home page nothing; early notices wait for it. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
