/**
 * Reading and writing `document.cookie` (docs/requirements.md#client-state). Malformed cookies (bad percent
 * escapes, missing '=', duplicates) are tolerated: a value that cannot be decoded is returned
 * raw, and the first occurrence of a name wins, as browsers send the most specific first.
 */
import { hasDocument } from '../util/guards';

export interface CookieConfig {
  /**
   * Domain attribute for the portal's cookies, e.g. `.example.com` so that every site of the
   * provider shares the session (docs/requirements.md#constants). Undefined: host-only cookies.
   */
  domain?: string;
}

export interface CookieWriteOptions {
  /** Lifetime in seconds; undefined makes a session cookie, 0 or less deletes it. */
  maxAgeSeconds?: number;
}

let config: CookieConfig = {};

/** A cookie domain is letters, digits, dots and hyphens only: anything else is ignored. */
const DOMAIN_RE = /^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

/** Sets the domain used by every later write. Call it once at start; garbage is ignored. */
export function configureCookies(next: { domain?: unknown } | null | undefined): void {
  const domain = next?.domain;
  config = typeof domain === 'string' && DOMAIN_RE.test(domain) ? { domain } : {};
}

export function cookieConfig(): Readonly<CookieConfig> {
  return config;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every cookie of the page, first occurrence of a name winning. */
export function parseCookies(header: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof header !== 'string' || header === '') return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || out.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    out.set(name, decode(value));
  }
  return out;
}

function readDocumentCookie(): string {
  try {
    return hasDocument() ? document.cookie : '';
  } catch {
    // Sandboxed documents throw SecurityError on access.
    return '';
  }
}

/**
 * The page's cookies as read once for the current task. Each read of `document.cookie` is a
 * synchronous request to the browser's network process, and one render asks for the token
 * dozens of times (guards, hooks, the http client). The snapshot is dropped at the next
 * microtask checkpoint and by every write below, so this page's own writes are seen at once
 * and another tab's by the next task.
 */
let snapshot: Map<string, string> | null = null;

function currentCookies(): Map<string, string> {
  if (snapshot === null) {
    const read = parseCookies(readDocumentCookie());
    snapshot = read;
    queueMicrotask(() => {
      if (snapshot === read) snapshot = null;
    });
  }
  return snapshot;
}

export function getCookie(name: string): string | null {
  const v = currentCookies().get(name);
  return v === undefined || v === '' ? null : v;
}

function isHttps(): boolean {
  try {
    return typeof location !== 'undefined' && location.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The `Set-Cookie`-style string for one write (exported for tests). */
export function serializeCookie(name: string, value: string, options: CookieWriteOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) {
    const age = Math.max(0, Math.floor(options.maxAgeSeconds));
    parts.push(`Max-Age=${age}`);
    if (age === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (config.domain) parts.push(`Domain=${config.domain}`);
  if (isHttps()) parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: unknown, options: CookieWriteOptions = {}): void {
  if (!hasDocument()) return;
  const text =
    typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
  if (text === null) return;
  snapshot = null;
  try {
    document.cookie = serializeCookie(name, text, options);
  } catch {
    // A document that refuses cookies keeps none; reads will then say "no session".
  }
}

/**
 * Removes a cookie with and without the configured domain: a cookie written before the
 * domain was configured (or by an older build) must not survive a logout.
 */
export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  snapshot = null;
  const saved = config;
  try {
    document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
    if (saved.domain) {
      config = {};
      document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
    }
  } catch {
    // See setCookie.
  } finally {
    config = saved;
  }
}
