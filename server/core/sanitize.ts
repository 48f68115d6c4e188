/**
 * The server's HTML filter for stored HTML (CMS pages, site messages, announcements): the
 * well-kept DOMPurify on a jsdom window, with the same policy as the browser
 * (shared/html-policy.ts). It runs when such HTML is written and again when it is sent out, so
 * content that reached the database some other way (a migration, an older version) is still
 * made inert. The browser sanitises once more before rendering.
 *
 * A spec-compliant HTML parser (jsdom) reads the markup exactly as a browser would, which is
 * what hand-written filters get wrong (`<<x>img onerror>`, `/\evil.example`).
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import { sanitizeWith } from '../../shared/html-policy';

let purify: ReturnType<typeof createDOMPurify> | null = null;

// The same few texts are sent again and again (message lists, CMS pages): their filtered
// form is remembered, keyed by the text itself.
const done = new LRUCache<string, string>({
  max: 2000,
  maxSize: 20_000_000,
  sizeCalculation: (v, k) => v.length + k.length,
});

export function sanitizeHtml(html: string): string {
  if (html === '') return '';
  const known = done.get(html);
  if (known !== undefined) return known;
  purify ??= createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  const clean = sanitizeWith(purify, html);
  done.set(html, clean);
  return clean;
}
