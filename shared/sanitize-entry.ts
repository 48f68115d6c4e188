/** @scf/shared/sanitize: CMS HTML made safe to show (DOMPurify), only for pages that show it. */
export { sanitizeHtml } from './sanitize';
