import { parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * Elements dropped with everything inside them: what runs or fetches (`script`, `iframe`, `frame`, `object`,
 * `embed`), what styles or redirects the page (`style`, `link`, `meta`, `base`), and the raw-text elements whose
 * text another parser could read as markup (`noscript`, `noembed`, `noframes`, `xmp`, `plaintext`).
 */
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
]);

/** Attributes whose value is an address the browser follows or fetches. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'background', 'data', 'cite', 'longdesc']);

/** Pictures a `data:` address may hold (not SVG: it can carry script). */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);/;

/**
 * Whether an address would run script or load a document from itself: `javascript:`, `vbscript:`, and `data:` other
 * than a picture. Browsers ignore ASCII whitespace and control characters in a scheme (`java\tscript:`), so this
 * does too.
 */
export const isActiveUrl = (value: string) => {
  // eslint-disable-next-line no-control-regex -- the characters a browser skips inside an address's scheme
  const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (url.startsWith('javascript:') || url.startsWith('vbscript:')) return true;
  return url.startsWith('data:') && !DATA_IMAGE.test(url);
};

const keepAttribute = ({ name, value }: { name: string; value: string }) => {
  const local = name.toLowerCase();
  if (local === 'style' || local === 'srcdoc' || local.startsWith('on')) return false;
  return !(URL_ATTRIBUTES.has(local) && isActiveUrl(value));
};

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;

const strip = (parent: ParentNode) => {
  parent.childNodes = parent.childNodes.filter((node) => {
    if (node.nodeName === '#comment') return false;
    if (!isElement(node)) return true;
    if (DROPPED_ELEMENTS.has(node.tagName.toLowerCase())) return false;
    node.attrs = node.attrs.filter(keepAttribute);
    strip(node);
    if ('content' in node) strip((node as DefaultTreeAdapterTypes.Template).content);
    return true;
  });
};

/**
 * The CMS sanitizer's first line (decision 055): the HTML read by parse5, a parser that builds no live DOM, so
 * nothing in it is seen by the page's Content-Security-Policy, and written back without style attributes and
 * style sheets, `base`, `link`, `meta`, scripts, frames, event handlers, `srcdoc`, comments, and `javascript:`
 * or non-picture `data:` addresses. A browser parser (DOMParser, which DOMPurify uses) raised a
 * `securitypolicyviolation` event for each style attribute, style sheet and base even in an inert document.
 * DOMPurify still runs after it (`sanitize-html.ts`): this is not the sanitizer, only what keeps it quiet.
 */
export const stripActiveHtml = (html: string): string => {
  const fragment = parseFragment(html);
  strip(fragment);
  return serialize(fragment);
};
