/**
 * How a host page loads its import map, in the three cases that differ from the plain inline
 * `<script type="importmap">`:
 *
 * - Overrides for developers (as import-map-overrides does): an override, given as a URL
 *   parameter `?scf-override=@scf/center=http://127.0.0.1:5173/center.js` (repeatable; an empty
 *   URL removes one, `?scf-override=reset` removes all) or through `scfOverrides.set(...)` in the
 *   console, is kept in this browser's localStorage only. When overrides are allowed, a small
 *   script before the page's import map adds one more import map holding only the overrides.
 *   The first map to name a specifier wins, so the override is what modules resolve to; the
 *   page's own map follows unchanged (its other entries merge in). A banner shows while an
 *   override is active. This needs a browser that accepts several import maps (Chromium 133+),
 *   which a developer has; without overrides nothing changes for anyone.
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

/** Banner colours: the theme's error red with white text (WCAG AA). */
const BANNER_BG = '#cf1322';

/**
 * The override script (ES5, runs in the page's head before the map exists). Kept small and
 * dependency-free: it is the only code that runs before the import map.
 */
function overrideScript(mapType: string): string {
  return `(function(){
var KEY='scf-importmap-overrides',PARAM='scf-override',me=document.currentScript;
var map={imports:{}};
var o={};try{o=JSON.parse(localStorage.getItem(KEY)||'{}')||{}}catch(e){o={}}
var okUrl=function(u){return typeof u==='string'&&/^(https?:\\/\\/|\\/)[^\\s"'<>]+$/.test(u)};
var okSpec=function(s){return typeof s==='string'&&/^[^\\s"'<>]{1,200}$/.test(s)};
var q=new URLSearchParams(location.search),given=q.getAll(PARAM);
if(given.length){given.forEach(function(g){if(g==='reset'){o={};return}var i=g.indexOf('=',1);if(i<1)return;var s=g.slice(0,i),u=g.slice(i+1);if(!okSpec(s))return;if(u&&okUrl(u))o[s]=u;else delete o[s]});
try{localStorage.setItem(KEY,JSON.stringify(o))}catch(e){}
q.delete(PARAM);var rest=q.toString();history.replaceState(history.state,'',location.pathname+(rest?'?'+rest:'')+location.hash)}
var active=[];Object.keys(o).forEach(function(s){if(okSpec(s)&&okUrl(o[s])){map.imports[s]=o[s];active.push(s)}});
if(active.length){var el=document.createElement('script');el.type='${mapType}';el.nonce=me.nonce;el.textContent=JSON.stringify(map);me.parentNode.insertBefore(el,me.nextSibling)}
var save=function(){try{localStorage.setItem(KEY,JSON.stringify(o))}catch(e){}location.reload()};
window.scfOverrides={list:function(){return JSON.parse(JSON.stringify(o))},set:function(s,u){if(!okSpec(s)||!okUrl(u))throw new Error('bad override');o[s]=u;save()},remove:function(s){delete o[s];save()},reset:function(){o={};save()}};
if(!active.length)return;
var show=function(){var b=document.createElement('div');b.id='scf-override-banner';b.setAttribute('role','status');
b.style.cssText='position:fixed;left:0;right:0;bottom:0;z-index:2147483647;background:${BANNER_BG};color:#fff;font-size:13px;line-height:1.6;padding:6px 12px;display:flex;gap:12px;align-items:center;flex-wrap:wrap';
var t=document.createElement('span');t.textContent='开发者覆盖已生效（仅本浏览器）：'+active.map(function(s){return s+' → '+o[s]}).join('；');
var c=document.createElement('button');c.type='button';c.textContent='清除覆盖';c.style.cssText='background:#fff;color:${BANNER_BG};border:0;border-radius:4px;padding:2px 10px;cursor:pointer;font:inherit';
c.onclick=function(){o={};save()};b.appendChild(t);b.appendChild(c);document.body.appendChild(b)};
if(document.body)show();else document.addEventListener('DOMContentLoaded',show);
})();`;
}

/** Loads es-module-shims only where import maps are missing (never in a modern browser). */
function shimDetectScript(src: string): string {
  return `(function(){if(window.HTMLScriptElement&&HTMLScriptElement.supports&&HTMLScriptElement.supports('importmap'))return;var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)};s.nonce=document.currentScript.nonce;document.head.appendChild(s)})();`;
}

export interface LoaderOptions {
  overrides: boolean;
  shim: ShimMode;
}

/**
 * The page's import map element(s) for the options, replacing the template's inline map; and
 * the type the entry module script must have (module-shim in forced shim mode).
 */
export function importMapBlock(mapJson: string, nonce: string, opts: LoaderOptions): { html: string; entryType: string } {
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
  if (opts.overrides) parts.push(`<script nonce="${n}">${overrideScript(mapType)}</script>`);
  parts.push(`<script type="${mapType}" nonce="${n}">${safeJson}</script>`);
  return { html: parts.join('\n    '), entryType: opts.shim === 'force' ? 'module-shim' : 'module' };
}
