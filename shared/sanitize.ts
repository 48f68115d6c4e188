/**
 * Stored HTML (CMS pages, messages, announcements), sanitised with DOMPurify before it is
 * rendered (the server sanitises too; the client does not trust that). The policy, the same
 * on both sides, is shared/html-policy.ts.
 */
import DOMPurify from 'dompurify';
import { sanitizeWith } from './html-policy';

const MAX_LENGTH = 1_000_000;

function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Safe HTML from anything ('' for non-strings; text escaped where no DOM is available). */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const input = html.length > MAX_LENGTH ? html.slice(0, MAX_LENGTH) : html;
  if (!DOMPurify.isSupported) return escapeText(input);
  try {
    return sanitizeWith(DOMPurify, input);
  } catch {
    return escapeText(input);
  }
}
