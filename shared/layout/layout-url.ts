/**
 * URL rules of the layout components. Their links and the service widget's chat page and QR
 * image come from props, and through the custom elements from attributes a foreign page
 * writes: only http(s) URLs and absolute paths pass, so a `javascript:` or `data:text/html`
 * value can never become a link, a window or an image source.
 */

/** Longest URL accepted from a prop or an attribute. */
const MAX_URL_LENGTH = 2048;

/** `data:` is accepted for images only, and only for raster formats (SVG can carry script). */
const DATA_IMAGE_RE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

function baseHref(): string {
  return typeof window !== 'undefined' && window.location ? window.location.href : 'http://localhost/';
}

/**
 * An absolute http(s) URL for `raw` resolved against `base` (the page by default), or null
 * for anything else: other schemes, protocol-relative tricks with backslashes, control
 * characters, over-long values.
 */
export function toHttpUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.length > MAX_URL_LENGTH) return null;
  // Control characters and backslashes are how scheme filters are usually bypassed.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  // A relative value must be an absolute path of this origin: "javascript:…" without a slash
  // is not one, and "//host" (protocol-relative) would leave the origin unnoticed.
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (!isAbsolute && (!value.startsWith('/') || value.startsWith('//'))) return null;
  try {
    const url = new URL(value, base ?? baseHref());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image source: an http(s) URL, an absolute path, or a base64 raster `data:` URL. */
export function toImageSrc(raw: unknown, base?: string): string | null {
  if (typeof raw === 'string' && raw.length <= 512 * 1024 && DATA_IMAGE_RE.test(raw.trim())) return raw.trim();
  return toHttpUrl(raw, base);
}

/**
 * The portal's base URL (origin plus path prefix, no trailing slash) from an http(s) URL or
 * '' for "this page's origin" (inside the portal). Invalid values give null.
 */
export function toPortalBase(raw: unknown): string | null {
  if (raw === '' || raw === undefined || raw === null) return '';
  const href = toHttpUrl(raw);
  if (href === null) return null;
  const url = new URL(href);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The href of a portal path: the path itself inside the portal, absolute on a foreign site. */
export function portalHref(portalBase: string, path: string): string {
  const p = typeof path === 'string' && path.startsWith('/') ? path : '/';
  return typeof portalBase !== 'string' || portalBase === '' ? p : `${portalBase}${p}`;
}

/**
 * `url` with `path` added as the `path` query parameter (the chat page learns where the user
 * was, docs/requirements.md#layout). Existing parameters are kept.
 */
export function withPathParam(url: string, path: string): string {
  let u: URL;
  try {
    u = new URL(String(url));
  } catch {
    return typeof url === 'string' ? url : '';
  }
  u.searchParams.set('path', typeof path === 'string' ? path : '');
  return u.href;
}

/** True for a plain primary-button click: modified clicks keep the browser's own behaviour (new tab …). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  if (!event || typeof event !== 'object') return false;
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
