import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoutePreloads } from './route-preloads';
import { fileStamp } from '../core/file-stamp';
import { importMapBlock, type LoaderOptions } from '../features/deploy/page-loader';
import { centreFrame, hasCentreFrame } from './boot-frame';
import { EARLY_TAPS_SCRIPT } from '../../shared/ssr/early-input';

export interface HostFiles {
  template: string;
  /** Changes whenever a build replaces the template. */
  templateKey: string;
  importMap: string;
  /** Per route, the module URLs its page needs before it paints (the whole static closure). */
  preloads: RoutePreloads;
  /** The live map's version (sent as a header, handy when two instances are compared). */
  version: number;
  /**
   * The map's integrity section: a preload of a module must carry the same hash as the module
   * load, or the browser cannot reuse it and downloads the file twice.
   */
  integrity: Readonly<Record<string, string>>;
}

/** The live import map as the host page needs it (server/features/deploy/live-importmap.ts). */
export interface LiveMapSource {
  get(): Promise<{
    version: number;
    json: string;
    preloads: RoutePreloads;
    map: { integrity: Record<string, string> };
  }>;
}

const templates = new Map<string, { key: string; text: string }>();

/** The built host page template, cached by modification time; null before the first build. */
async function readTemplate(distDir: string): Promise<{ key: string; text: string } | null> {
  const file = path.join(distDir, 'index.template.html');
  const key = fileStamp(file)?.key;
  if (key === undefined) return null;
  try {
    const hit = templates.get(distDir);
    if (hit && hit.key === key) return hit;
    const read = { key, text: await readFile(file, 'utf8') };
    templates.set(distDir, read);
    return read;
  } catch {
    return null;
  }
}

/**
 * The template and the live import map. The map comes from the database (the same on every
 * instance; a deploy is seen by the very next request), with the preload lists computed from
 * the manifests of the modules it points at.
 */
export async function readHostFiles(distDir: string, live: LiveMapSource): Promise<HostFiles | null> {
  const template = await readTemplate(distDir);
  if (template === null) return null;
  const map = await live.get();
  return {
    template: template.text,
    templateKey: template.key,
    importMap: map.json,
    preloads: map.preloads,
    version: map.version,
    integrity: map.map.integrity,
  };
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script> must not be able to close the element. */
const escapeScriptJson = (json: string): string => json.replace(/</g, '\\u003c');

const LIVE_RELOAD = `new EventSource('/__dev/reload').onmessage = () => location.reload();`;

/** The template's inline import map and entry module (replaced by the loader's elements). */
const MAP_TAG = /<script type="importmap" nonce="%SCF_NONCE%">%SCF_IMPORTMAP%<\/script>/;
const ENTRY_TAG = /<script type="module" nonce="%SCF_NONCE%">(import '@scf\/root-config';)<\/script>/;

export interface HostPageOptions {
  nonce: string;
  /** The path of the request: which route's modules the page needs. */
  pathname: string;
  cookieDomain?: string;
  /** The service widget's chat page and WeChat QR content (SERVICE_CHAT_URL, SERVICE_WECHAT_URL), told to the page. */
  service?: { chatUrl?: string | undefined; wechatUrl?: string | undefined };
  /** Development: reload the page when the import map changes. */
  liveReload?: boolean;
  loader?: LoaderOptions;
  /**
   * The page arrives rendered by the server: let the browser paint it before any module is
   * fetched or compiled. A modulepreload (or a Link preload) makes the browser parse the
   * route's ~15 modules on the main thread as they arrive, which on a fast line lands before
   * the first frame and doubles the time to the first paint (measured: 590 → 370 ms on
   * loopback). The closure is still listed in the page and fetched at once, in one round trip,
   * right after that first frame.
   */
  paintFirst?: boolean;
}

/** JSON inside an inline script: it must not be able to close the element. */
const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The entry of a server-rendered page: after the browser's first frame (a timer queued from
 * an animation frame runs once that frame is painted), the root config is imported and the
 * route's module closure preloaded. A page opened in a background tab gets no frames until it
 * is shown, so it starts at once.
 *
 * The preloads are added a few per task: each one starts a fetch on the main thread, and the
 * ~30 of a signed-in page added at once made one task of 70-165 ms at CPU 4× (the page cannot
 * answer a tap meanwhile). The root config goes first; the map's integrity section covers the
 * files its imports fetch before their preload is added, so no file is fetched twice.
 */
const PRELOADS_PER_TASK = 2;

function paintFirstEntry(preloads: readonly (readonly [string, string | null])[], nonce: string): string {
  return [
    `const preloads = ${inlineJson(preloads)};`,
    'let next = 0;',
    'const preloadSome = () => {',
    `  for (const end = Math.min(next + ${PRELOADS_PER_TASK}, preloads.length); next < end; next++) {`,
    '    const [href, integrity] = preloads[next];',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    if (integrity) link.integrity = integrity;',
    `    link.nonce = ${inlineJson(nonce)};`,
    '    document.head.append(link);',
    '  }',
    '  if (next < preloads.length) setTimeout(preloadSome);',
    '};',
    'const start = () => {',
    "  import('@scf/root-config');",
    '  preloadSome();',
    '};',
    "if (document.visibilityState === 'hidden') start();",
    'else requestAnimationFrame(() => setTimeout(start));',
  ].join('\n');
}

/**
 * The host page of one route: its map inlined (with the override script when allowed, and
 * es-module-shims for browsers without import maps), its module closure preloaded — in the
 * markup, or right after the first paint when the server rendered the page.
 */
export function renderHostPage(files: HostFiles, opts: HostPageOptions): string {
  const {
    nonce,
    pathname,
    cookieDomain = '',
    service = {},
    liveReload = false,
    loader = { overrides: false, shim: 'auto' },
    paintFirst = false,
  } = opts;
  const urls = files.preloads.forPath(pathname);
  const integrityOf = (url: string): string | null =>
    Object.hasOwn(files.integrity, url) ? (files.integrity[url] as string) : null;
  const preloads =
    (paintFirst
      ? ''
      : urls
          .map((url) => {
            const integrity = integrityOf(url);
            const sri = integrity ? ` integrity="${escapeAttr(integrity)}"` : '';
            return `<link rel="modulepreload" href="${escapeAttr(url)}"${sri} nonce="${escapeAttr(nonce)}" />`;
          })
          .join('\n    ')) +
    (liveReload ? `\n    <script type="module" nonce="${escapeAttr(nonce)}">${LIVE_RELOAD}</script>` : '');
  let template = files.template;
  // A centre page shows its frame at once instead of the bare loading text.
  // A page the server rendered has its own frame.
  if (hasCentreFrame(pathname) && !paintFirst) {
    const frame = centreFrame(escapeAttr(nonce));
    template = template
      .replace(
        '<div id="scf-boot" role="status" aria-live="polite">正在加载中......</div>',
        () => `<div id="scf-boot" class="scf-frame" role="status" aria-live="polite">${frame.body}</div>`,
      )
      .replace('</head>', () => `  ${frame.style}\n  </head>`);
  }
  const block = importMapBlock(files.importMap, nonce, loader);
  const entry = (body: string): string =>
    paintFirst
      ? paintFirstEntry(
          urls.map((u) => [u, integrityOf(u)] as const),
          nonce,
        )
      : body;
  return (
    template
      // Rendered markup is on screen before its code: taps and typing on it are held from here on
      // (early-input.ts). First of the scripts, after the content like all of them.
      .replace(
        MAP_TAG,
        () =>
          (paintFirst ? `<script nonce="${escapeAttr(nonce)}">${EARLY_TAPS_SCRIPT}</script>\n    ` : '') + block.html,
      )
      .replace(
        ENTRY_TAG,
        (_all, body: string) => `<script type="${block.entryType}" nonce="%SCF_NONCE%">${entry(body)}</script>`,
      )
      .replaceAll('%SCF_NONCE%', escapeAttr(nonce))
      .replace('%SCF_COOKIE_DOMAIN%', escapeAttr(cookieDomain))
      .replace('%SCF_SERVICE_CHAT_URL%', escapeAttr(service.chatUrl ?? ''))
      .replace('%SCF_SERVICE_WECHAT_URL%', escapeAttr(service.wechatUrl ?? ''))
      .replace('%SCF_IMPORTMAP%', () => escapeScriptJson(files.importMap))
      .replace('%SCF_PRELOADS%', () => preloads)
  );
}
