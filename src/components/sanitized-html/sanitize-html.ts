import DOMPurify from 'dompurify';
import { env } from '../../config/env';
import { stripActiveHtml } from './strip-active-html';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link', 'portal'];
/**
 * `style` (overlays, `url()` fetches), `id` and `name` (DOM clobbering: `<img name="sess">` would become
 * `window.sess`), `ping` (a third-party request on click), form overrides.
 */
const FORBID_ATTR = ['style', 'id', 'name', 'ping', 'formaction', 'action'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;
/** Attributes whose URL the browser fetches by itself (a resource, not a link the shopper follows). */
const RESOURCE_ATTRIBUTES = ['src', 'poster', 'background', 'data'];

/** The origins a CMS page may load resources from: the shop itself and the API/media origin. */
export const allowedResourceOrigins = (appOrigin: string = globalThis.location?.origin ?? 'http://localhost') => {
  const origins = new Set([appOrigin]);
  try {
    origins.add(new URL(env.apiBaseUrl, appOrigin).origin);
  } catch {
    /* a relative API base is on the app origin */
  }
  return origins;
};

const isAllowedResource = (url: string, origins: Set<string>) => {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return true;
  try {
    // Protocol-relative (`//evil.example/x.gif`) and absolute URLs both resolve to their real origin.
    return origins.has(new URL(trimmed, globalThis.location?.href ?? 'http://localhost/').origin);
  } catch {
    return false;
  }
};

/** Every candidate URL of a `srcset` (`a.jpg 1x, b.jpg 2x`). */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

let hooked = false;
const addHooks = () => {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    // Only web, mail and phone links or addresses inside the shop survive (no javascript:, data:, vbscript:).
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    // Resources (images included) load only from the shop or its media origin: no tracking pixel, no IP leak.
    const origins = allowedResourceOrigins();
    for (const attribute of RESOURCE_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value !== null && !isAllowedResource(value, origins)) node.removeAttribute(attribute);
    }
    const srcset = node.getAttribute('srcset');
    if (srcset !== null && !srcsetUrls(srcset).every((url) => isAllowedResource(url, origins))) node.removeAttribute('srcset');
    // Outside <a>, href/xlink:href are fetched (SVG <image>, <use>): same rule as resources.
    if (node.tagName.toLowerCase() !== 'a') {
      for (const attribute of ['href', 'xlink:href']) {
        const value = node.getAttribute(attribute);
        if (value !== null && !isAllowedResource(value, origins)) node.removeAttribute(attribute);
      }
    }
    // Any target (named ones too: `target="evilwin"`) opens a new browsing context: it must not get
    // `window.opener` (reverse tabnabbing) nor a named window another page can reach.
    if (node.hasAttribute('target')) {
      if (node.getAttribute('target') !== '_self') node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
};

/** The DOMPurify configuration (exported for its tests). */
export const SANITIZE_CONFIG = {
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
  SANITIZE_NAMED_PROPS: true,
} as const;

/**
 * CMS HTML made safe to render: no script, no event handler, no `javascript:` (or other non-web) link,
 * no forms or frames, no `id`/`name` (DOM clobbering), no resource from a third-party origin, and no
 * link that keeps `window.opener`. Text formatting, lists, tables, links and the shop's images stay.
 * The HTML first goes through `stripActiveHtml` (parse5, no DOM), so DOMPurify's browser parser never meets a
 * style attribute, style sheet or base and the page's Content-Security-Policy raises no event (decision 055).
 */
export const sanitizeHtml = (html: string): string => {
  addHooks();
  return DOMPurify.sanitize(stripActiveHtml(html), { ...SANITIZE_CONFIG, FORBID_TAGS: [...FORBID_TAGS], FORBID_ATTR: [...FORBID_ATTR], ADD_ATTR: ['target'] });
};
