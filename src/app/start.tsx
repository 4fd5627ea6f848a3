import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { StartedRequests } from './start-requests';

/**
 * The second half of start-up: the first render in `rootElement`, once the entry has the static shell painted
 * and `startRequests` (start-requests.ts) has the messages and the shop's settings.
 */
export function start(rootElement: HTMLElement, { queryClient, locale, messages }: StartedRequests): void {
  // A transition: React renders the app in slices and lets the browser breathe between them (the static
  // shell stays on screen until the first commit), instead of one long task of the whole tree (decision 024).
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} locale={locale} messages={messages} />
      </StrictMode>,
    ),
  );
}
