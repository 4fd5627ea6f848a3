import DOMPurify from 'dompurify';

const FORBID_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;

let hooked = false;
const addHooks = () => {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    // Only web, mail and phone links or addresses inside the shop survive (no javascript:, data:, vbscript:).
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
};

/**
 * CMS HTML made safe to render: no script, no event handler, no `javascript:` (or other non-web) link,
 * no forms or frames. Text formatting, lists, tables, links and images stay.
 */
export const sanitizeHtml = (html: string): string => {
  addHooks();
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false, ADD_ATTR: ['target'] });
};
