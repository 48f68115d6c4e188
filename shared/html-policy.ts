/**
 * What stored HTML (CMS pages, site messages, announcements) may contain, in one place for the
 * server's filter (server/core/sanitize.ts) and the browser's (shared/sanitize.ts): simple
 * formatting, lists, tables, links and images. No scripts, styles, frames, forms or event
 * handlers, and links and images only to http(s) addresses or paths of this site.
 *
 * Both sides run the same well-kept sanitiser (DOMPurify: in the browser on its DOM, on the
 * server on jsdom) with this configuration, through `sanitizeWith`.
 */
import type { DOMPurify } from 'dompurify';

export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'img',
  'span',
  'div',
  'section',
  'blockquote',
  'hr',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'colgroup',
  'col',
];

const HTML_ALLOWED_ATTRS = ['href', 'src', 'alt', 'title', 'target', 'rel', 'colspan', 'rowspan', 'width', 'height'];

/** Attributes that hold an address. */
const HTML_URL_ATTRS = new Set(['href', 'src']);

/**
 * An address a link or image may use: http(s), or a path of this site. Browsers ignore tabs,
 * newlines and other control characters in addresses and read "\" as "/", so "/\evil.example"
 * or "/<tab>/evil.example" would lead to another site: they are refused, as is every other
 * scheme (javascript:, data:, vbscript:, …).
 */
export function isSafeUrl(value: string): boolean {
  const v = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (v.startsWith('https://') || v.startsWith('http://')) return true;
  return v.startsWith('/') && v[1] !== '/' && v[1] !== '\\';
}

const configured = new WeakSet<DOMPurify>();

function configure(purify: DOMPurify): void {
  if (configured.has(purify)) return;
  configured.add(purify);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (HTML_URL_ATTRS.has(data.attrName) && !isSafeUrl(data.attrValue)) data.keepAttr = false;
  });
  // A link that opens a new tab must not give that tab a handle on this page.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** The HTML with everything outside the policy removed (text kept, markup made inert). */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  configure(purify);
  return purify.sanitize(html, {
    ALLOWED_TAGS: HTML_ALLOWED_TAGS,
    ALLOWED_ATTR: HTML_ALLOWED_ATTRS,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
