/**
 * How a host page loads its import map, in the three cases that differ from the plain inline
 * `<script type="importmap">`:
 *
 * - Overrides for developers (as import-map-overrides does, override-script.ts): asked for with
 *   `?scf-override=@scf/center=http://127.0.0.1:5173/center.js` or `scfOverrides.set(...)`,
 *   applied only once the person confirms them by typing the URL's host (a second confirmation
 *   for shared modules), only from the allowed origins, kept in this browser's localStorage.
 *   When overrides are allowed, a small script before the page's import map adds one more
 *   import map holding only the confirmed overrides. The first map to name a specifier wins, so
 *   the override is what modules resolve to; the page's own map follows unchanged. A banner
 *   shows while an override is active. This needs a browser that accepts several import maps
 *   (Chromium 133+), which a developer has; without overrides nothing changes for anyone.
 * - Browsers without import maps (older Chromium cores of the 360 and QQ browsers): a
 *   feature test (HTMLScriptElement.supports('importmap')) loads es-module-shims for exactly
 *   those browsers; it polyfills the map and the page's module scripts.
 * - Shim mode on request (`?esms=shim`): the map and the entry module are given to
 *   es-module-shims alone (importmap-shim, module-shim), to see what those browsers run.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { canOverrideImportMap } from '../../../shared/access/can';
import type { AppContext } from '../../core/context';
import { authenticate, rolesOf } from '../session/session.service';
import { DEFAULT_OVERRIDE_ORIGINS } from '../../config';
import { overrideScript } from './override-script';

/** Where the host serves es-module-shims (with its content hash as the version). */
export const SHIM_PATH = '/es-module-shims.js';
const SHIM_FILE = fileURLToPath(import.meta.resolve('es-module-shims'));
let shimCache: { body: Buffer; version: string } | null = null;

export function shimScript(): { body: Buffer; version: string } {
  if (!shimCache) {
    const body = readFileSync(SHIM_FILE);
    shimCache = { body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
  }
  return shimCache;
}

const ACCESS_COOKIE = 'access_token';
const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * Whether this page request may use overrides: always when the server setting allows them
 * (IMPORTMAP_OVERRIDES; on outside production), otherwise only for a signed-in person whose
 * role allows it (shared/access/can.ts). Never throws: anything unclear is a no.
 */
export async function overridesAllowed(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  if (ctx.config.importMapOverrides) return true;
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies ?? {};
  const token = cookies[ACCESS_COOKIE];
  if (typeof token !== 'string' || !TOKEN_RE.test(token)) return false;
  try {
    const auth = await authenticate(ctx, token, true);
    return canOverrideImportMap(await rolesOf(ctx.db, auth.employeeId));
  } catch {
    return false;
  }
}

export type ShimMode = 'auto' | 'force';

export const shimModeOf = (url: string): ShimMode => (/[?&]esms=shim(&|$)/.test(url) ? 'force' : 'auto');

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Loads es-module-shims only where import maps are missing (never in a modern browser). */
function shimDetectScript(src: string): string {
  return (
    `(function(){if(window.HTMLScriptElement&&HTMLScriptElement.supports&&` +
    `HTMLScriptElement.supports('importmap'))return;` +
    `var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)};` +
    `s.nonce=document.currentScript.nonce;document.head.appendChild(s)})();`
  );
}

export interface LoaderOptions {
  overrides: boolean;
  /** Where overrides may load from (IMPORTMAP_OVERRIDE_ORIGINS); the default list when absent. */
  overrideOrigins?: readonly string[];
  shim: ShimMode;
}

/**
 * The page's import map element(s) for the options, replacing the template's inline map; and
 * the type the entry module script must have (module-shim in forced shim mode).
 */
export function importMapBlock(
  mapJson: string,
  nonce: string,
  opts: LoaderOptions,
): { html: string; entryType: string } {
  const n = attr(nonce);
  const safeJson = mapJson.replace(/</g, '\\u003c');
  const shim = shimScript();
  const shimSrc = `${SHIM_PATH}?v=${shim.version}`;
  const mapType = opts.shim === 'force' ? 'importmap-shim' : 'importmap';
  const parts: string[] = [];
  if (opts.shim === 'force') {
    parts.push(`<script type="esms-options" nonce="${n}">${JSON.stringify({ shimMode: true, nonce })}</script>`);
    parts.push(`<script async src="${attr(shimSrc)}" nonce="${n}"></script>`);
  } else {
    parts.push(`<script nonce="${n}">${shimDetectScript(shimSrc)}</script>`);
  }
  if (opts.overrides)
    parts.push(
      `<script nonce="${n}">${overrideScript(mapType, opts.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS)}</script>`,
    );
  parts.push(`<script type="${mapType}" nonce="${n}">${safeJson}</script>`);
  return { html: parts.join('\n    '), entryType: opts.shim === 'force' ? 'module-shim' : 'module' };
}
