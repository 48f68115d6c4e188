/**
 * CMS HTML for the public pages, sanitised with DOMPurify before it is rendered (the server
 * sanitises too; the client does not trust that). Scripts, event handlers, forms, frames and
 * `javascript:` URLs go; links that open a new tab get `rel="noopener noreferrer"`.
 */
import DOMPurify from 'dompurify';

const FORBID_TAGS = ['style', 'script', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'];
const MAX_LENGTH = 1_000_000;

let hooked = false;

function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Safe HTML from anything ('' for non-strings; text escaped where no DOM is available). */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const input = html.length > MAX_LENGTH ? html.slice(0, MAX_LENGTH) : html;
  if (!DOMPurify.isSupported) return escapeText(input);
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  try {
    return DOMPurify.sanitize(input, { USE_PROFILES: { html: true }, FORBID_TAGS, ADD_ATTR: ['target'] });
  } catch {
    return escapeText(input);
  }
}
