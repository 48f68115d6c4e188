/**
 * A conservative allow-list HTML filter for CMS and message content. The content comes from the
 * operator, but it is filtered on the way out anyway (defence in depth; the client sanitises
 * again with DOMPurify): only simple formatting tags, no event handlers, no script/style, and
 * links and images only with http(s) or site-relative URLs.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'a', 'img', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'blockquote', 'hr', 'section',
]);
const ALLOWED_ATTRS = new Set(['href', 'src', 'alt', 'title', 'target', 'rel', 'colspan', 'rowspan']);

function safeUrl(value: string): boolean {
  const v = value.trim().toLowerCase();
  return v.startsWith('https://') || v.startsWith('http://') || (v.startsWith('/') && !v.startsWith('//'));
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sanitizeHtml(html: string): string {
  let out = html.replace(/<(script|style|iframe|object|embed|template|noscript)[\s\S]*?<\/\1\s*>/gi, '');
  out = out.replace(/<!--[\s\S]*?-->/g, '');
  return out.replace(/<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g, (_m, slash: string, tagRaw: string, attrText: string) => {
    const tag = tagRaw.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) return '';
    if (slash) return `</${tag}>`;
    const attrs: string[] = [];
    const re = /([a-zA-Z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
    for (const m of attrText.matchAll(re)) {
      const name = (m[1] ?? '').toLowerCase();
      const value = m[3] ?? m[4] ?? m[5] ?? '';
      if (!ALLOWED_ATTRS.has(name)) continue;
      if ((name === 'href' || name === 'src') && !safeUrl(value)) continue;
      attrs.push(`${name}="${escapeAttr(value)}"`);
    }
    if (tag === 'a') attrs.push('rel="noopener noreferrer"');
    return `<${tag}${attrs.length ? ' ' + attrs.join(' ') : ''}>`;
  }).replace(/<(?![a-z/])/gi, '&lt;');
}
