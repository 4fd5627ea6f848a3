/**
 * Starts downloading images the page is about to show, at high priority: a `<link rel="preload" as="image">`
 * per address, once (decision 025). Used at start-up with the opened page's largest image as soon as its data
 * has arrived, so the download runs while React renders instead of after it. The address must be exactly the
 * `src` the `<img>` will have (no `srcset` here), or the browser downloads the image twice.
 */
export function preloadImages(sources: readonly string[]): void {
  for (const src of sources) {
    const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.getAttribute('href') === src);
    if (known) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', src);
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}
