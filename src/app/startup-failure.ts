/**
 * The start-up failure screen: what shows instead of an empty page when the shop cannot start (the app's
 * chunk, the messages, the mock, the first render's preparations). Plain DOM and the entry's stylesheet
 * (startup-failure.css), nothing from React or Fluent: those may be the chunks that failed.
 *
 * Its texts cannot come from the message catalogues either: a catalogue may be what failed. Both languages
 * are shown together, since the shopper's language may be the one that failed.
 */
export const STARTUP_FAILURE_TEXT = {
  en: {
    title: 'The shop could not start',
    body: 'Part of the shop did not load. Check your connection and try again.',
    retry: 'Try again',
  },
  ar: {
    title: 'تعذّر تشغيل المتجر',
    body: 'لم يُحمَّل جزء من المتجر. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
  },
} as const;

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: (Node | string)[]) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
};

/** Replaces what `container` shows with the bilingual failure screen; its button loads the page again. */
export function showStartupFailure(container: HTMLElement, onRetry: () => void = () => window.location.reload()): void {
  const { en, ar } = STARTUP_FAILURE_TEXT;
  const retry = element(
    'button',
    { type: 'button', class: 'startup-failure-retry' },
    element('span', { lang: 'en' }, en.retry),
    ' · ',
    element('span', { lang: 'ar' }, ar.retry),
  );
  retry.addEventListener('click', onRetry);
  container.replaceChildren(
    element(
      'main',
      { class: 'startup-failure' },
      element(
        'div',
        { class: 'startup-failure-card', role: 'alert' },
        element('div', { lang: 'en', dir: 'ltr' }, element('h1', {}, en.title), element('p', {}, en.body)),
        element('hr', {}),
        element('div', { lang: 'ar', dir: 'rtl' }, element('h2', {}, ar.title), element('p', {}, ar.body)),
        retry,
      ),
    ),
  );
}
