/**
 * Server rendering of the public routes. The build writes a server bundle (dist/server/) that
 * renders a route with the same root components the browser runs; this module loads it,
 * decides per request whether to use it, and turns its result into the parts of the host page:
 *  - the application's container with the markup, marked with the browser file it was
 *    rendered from (the parcel hydrates only that file's markup),
 *  - antd's CSS for what was rendered and the rule that hides the boot text,
 *  - the data the page was rendered with, as JSON the browser reads instead of fetching.
 * The page is rendered only while the live import map still points the application (and the
 * shared code) at the files the bundle was built with; after a redeploy of one parcel that
 * parcel renders in the browser, as before, until the next full build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { fileStamp } from '../core/file-stamp';
import { createMemoryLimiter } from '../infra/throttle/memory-limiter';
import type { Viewport } from '../../shared/layout/breakpoint';
import type { ApiTransport, RenderedPage } from '../../shared/ssr/render-contract';
import { renderUrlOf } from './render-url';
import { productParcelSpecifier } from '../../shared/routes/route-pages';
import { PAGE_DATA_ID } from '../../shared/ssr/page-data';

export type { RenderedPage };

/** What dist/server/ssr-entry.js exports (checked when loaded). */
/** A signed-in reader's layout preferences (from their cookies). */
export interface ReaderPreferences {
  themeColor?: string | null;
  sidebarMode?: string | null;
}

interface ServerBundle {
  renderPage: (
    url: string,
    options: {
      transport: ApiTransport;
      viewport: Viewport;
      signedIn?: ReaderPreferences;
      signal?: AbortSignal;
      products?: Readonly<Record<string, string>>;
    },
  ) => Promise<RenderedPage | null>;
  titleOf: (pathname: string) => string;
}

interface ServerManifest {
  entry: string;
  builtAt: string;
  apps: Record<string, string>;
  depends: Record<string, string>;
  /** Product code → the browser file of a product parcel the bundle renders (docs/product-parcels.md §2a). */
  products: Record<string, string>;
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

function parseManifest(text: string): ServerManifest | null {
  try {
    const m = JSON.parse(text) as Record<string, unknown>;
    if (typeof m.entry !== 'string' || !/^[\w.-]+\.js$/.test(m.entry) || typeof m.builtAt !== 'string') return null;
    if (!isStringRecord(m.apps) || !isStringRecord(m.depends)) return null;
    // A manifest of a build before product server entries has none.
    const products = m.products === undefined ? {} : m.products;
    if (!isStringRecord(products)) return null;
    return { entry: m.entry, builtAt: m.builtAt, apps: m.apps, depends: m.depends, products };
  } catch {
    return null;
  }
}

function isBundle(mod: Record<string, unknown>): boolean {
  return typeof mod.renderPage === 'function' && typeof mod.titleOf === 'function';
}

export interface LoadedRenderer {
  manifest: ServerManifest;
  bundle: ServerBundle;
}

const loaded = new Map<string, { key: string; renderer: LoadedRenderer | null }>();

/**
 * The server bundle of `distDir`, reloaded when a build replaces it (keyed by the manifest's
 * modification time); null when there is none or it does not load.
 */
export async function loadRenderer(
  distDir: string,
  log: (message: string, error?: unknown) => void,
): Promise<LoadedRenderer | null> {
  const manifestFile = path.join(distDir, 'server', 'ssr-manifest.json');
  const key = fileStamp(manifestFile)?.key;
  if (key === undefined) return null;
  const hit = loaded.get(distDir);
  if (hit && hit.key === key) return hit.renderer;
  let renderer: LoadedRenderer | null = null;
  try {
    const manifest = parseManifest(await readFile(manifestFile, 'utf8'));
    if (manifest) {
      // Each build names its entry by a hash, so a new build is a new module (Node caches by URL).
      const url = pathToFileURL(path.join(distDir, 'server', manifest.entry)).href;
      const mod = (await import(url)) as Record<string, unknown>;
      if (isBundle(mod)) renderer = { manifest, bundle: mod as unknown as ServerBundle };
      else log('server render bundle has an unexpected shape; pages render in the browser');
    }
  } catch (error) {
    log('server render bundle failed to load; pages render in the browser', error);
  }
  loaded.set(distDir, { key, renderer });
  return renderer;
}

/** Whether the live map still runs, for `app`, the files the bundle was built with. */
export function matchesLiveMap(manifest: ServerManifest, app: string, imports: Record<string, string>): boolean {
  const built = manifest.apps[app];
  if (!built || imports[`@scf/${app}`] !== built) return false;
  return Object.entries(manifest.depends).every(([spec, url]) => imports[spec] === url);
}

/**
 * The products whose first page the bundle may render into the centre: those whose browser file
 * the live map still runs (`@scf/product-<code>`). A product redeployed alone since the build
 * shows its outline until the next full build, as an application renders in the browser then.
 */
export function liveProducts(manifest: ServerManifest, imports: Record<string, string>): Record<string, string> {
  const live: Record<string, string> = {};
  for (const [code, file] of Object.entries(manifest.products))
    if (imports[productParcelSpecifier(code)] === file) live[code] = file;
  return live;
}

export interface PageParts {
  title: string | null;
  head: string;
  body: string;
  /**
   * What the parts were made from (a render, a title of a build, nothing): parts from the same
   * source are the same, so the host page built with them can be kept (prepared-page.ts).
   */
  source: string;
  /**
   * The parts belong to one reader (a page rendered with their session): the page built with
   * them is never kept nor shared, and is sent `private, no-store`.
   */
  personal?: boolean;
}

export const NO_PARTS: PageParts = { title: null, head: '', body: '', source: 'none' };

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script> must not be able to close the element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The host page's parts for a rendered page. The container's id and attributes are the ones the
 * browser code reads (shared/ssr/ssr-container.ts: SSR_ATTRIBUTE, VIEWPORT_ATTRIBUTE).
 */
/** The element single-spa mounts an application into, which holds its server markup. */
const containerId = (app: string): string => `single-spa-application:@scf/${app}`;

export function pageParts(page: RenderedPage, clientFile: string, nonce: string, source = 'render'): PageParts {
  const container = containerId(page.app);
  return {
    source,
    title: page.title,
    // The boot text is for pages that wait for script; this one has its content already.
    head: `<style nonce="${escapeAttr(nonce)}">#scf-boot { display: none; }</style>\n    ${page.css}`,
    body:
      `<div id="${escapeAttr(container)}" data-scf-ssr="${escapeAttr(clientFile)}" ` +
      `data-scf-viewport="${page.viewport}">${page.html}</div>\n    ` +
      `<script type="application/json" id="${PAGE_DATA_ID}" ` +
      `nonce="${escapeAttr(nonce)}">${scriptJson(page.data)}</script>`,
  };
}

/**
 * Holds the first paint until the rendered application's markup has been parsed whole
 * (`<link rel="expect" blocking="render">`; browsers without it ignore the line). A signed-in
 * page's markup is 150-230 KB, and a busy or slow phone painted it while still parsing: the
 * header's right-aligned tools appeared without the avatar menu, then moved left when it came
 * (a layout shift of 0.001-0.005 in about one load in four at CPU 6×), and a list's filter grew
 * from nothing. The content itself shows no later: it is what the reader waits for.
 *
 * The link names the element that follows the markup (the page's data block), not the markup's
 * own container: Chromium lets the page paint once the named element is in the document, which
 * for the container is its opening tag. Naming the container let a busy browser paint the frame
 * half parsed (at CPU 6×, 2 loads in 20 painted the tags bar as an empty strip, which then grew).
 */
function paintWhenParsed(): string {
  return `<link rel="expect" href="#${PAGE_DATA_ID}" blocking="render" />`;
}

/** Puts the parts into a host page rendered from the template (placeholders emptied when unused). */
export function applyPageParts(html: string, parts: PageParts): string {
  const withTitle = parts.title
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title ?? '')}</title>`)
    : html;
  return withTitle.replace('%SCF_SSR_HEAD%', () => parts.head).replace('%SCF_SSR_BODY%', () => parts.body);
}

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The reader's address: new renders are limited per address. */
  ip: string;
  /** The Host the request was sent to (the API's answers may contain it). */
  host: string;
  /** The request carries a session cookie (the browser's guard will act on it). */
  hasSession: boolean;
  /**
   * The session cookie passed the API's own session check: a centre page may be rendered for
   * this reader (with these preferences). Null otherwise.
   */
  signedIn?: ReaderPreferences | null;
  /** The viewport the request most likely comes from (request-viewport.ts). */
  viewport: Viewport;
  /** The live import map. */
  imports: Record<string, string>;
  nonce: string;
  transport: ApiTransport;
  log: (message: string, error?: unknown) => void;
}

/**
 * Rendered public pages are the same for every reader on the same side of the mobile
 * breakpoint (nothing of a session is rendered), so one render serves every such request for
 * that URL for a short while: rendering antd's styles
 * costs far more than sending them. The public site's data changes rarely (the browser keeps
 * the same answers for a minute too).
 */
const RENDER_TTL_MS = 30_000;
/** A page rendered without some of its data is tried again soon. */
const INCOMPLETE_TTL_MS = 2_000;
/** Renders kept; the least recently served go first (a flood of new URLs cannot flush the rest at once). */
const RENDER_CACHE_MAX = 200;
/**
 * New renders (cache misses) one address may cause a minute: a reader browsing the public site
 * needs a few; past the limit its pages render in the browser, as without a server bundle.
 * Renders are keyed by the URL parts a page reads (render-url.ts), so varying a query string
 * costs nothing; varying a path (a news title) or a read parameter is what this limits.
 */
const RENDERS_PER_IP = { limit: 30, windowMs: 60_000, msg: '' };
const renderLimiter = createMemoryLimiter(RENDERS_PER_IP);
interface CachedRender {
  /** Tells renders apart (a new render of the same URL may differ). */
  id: number;
  at: number;
  builtAt: string;
  page: Promise<RenderedPage | null>;
  /** Set once the render finished: how long it may be served. */
  ttl: number;
  refreshing: boolean;
  /** The finished render, once there is one (a request then needs no wait). */
  done?: { page: RenderedPage | null };
}
let renderCount = 0;

/** Whether a finished render had all its data; null while it runs. */
const isComplete = (entry: CachedRender): boolean | null =>
  entry.done ? !entry.done.page || entry.done.page.complete : null;
const renders = new LRUCache<string, CachedRender>({ max: RENDER_CACHE_MAX });

/** What one render needs: the URL, the viewport, and the API as the request's host sees it. */
interface RenderJob {
  url: string;
  viewport: Viewport;
  transport: ApiTransport;
}

/** Cache key: public pages depend on the URL and the viewport, not on who asks or through which host. */
const renderKey = (job: Pick<RenderJob, 'url' | 'viewport'>): string => `${job.viewport} ${job.url}`;

function startRender(renderer: LoadedRenderer, job: RenderJob, now: number): CachedRender {
  const key = renderKey(job);
  const entry: CachedRender = {
    id: ++renderCount,
    at: now,
    builtAt: renderer.manifest.builtAt,
    page: renderer.bundle.renderPage(job.url, { transport: job.transport, viewport: job.viewport }),
    ttl: RENDER_TTL_MS,
    refreshing: false,
  };
  entry.page.then(
    (page) => {
      entry.done = { page };
      entry.ttl = isComplete(entry) === false ? INCOMPLETE_TTL_MS : RENDER_TTL_MS;
    },
    // A failed render is not kept: the next request tries again.
    () => {
      if (renders.get(key) === entry) renders.delete(key);
    },
  );
  return entry;
}

/**
 * The render of `url`: a fresh one from the cache; an old one while its replacement renders
 * in the background (stale while revalidating); else a new render, when `mayStart` allows one
 * (null otherwise: the page is left to the browser).
 */
function cachedRender(
  renderer: LoadedRenderer,
  job: RenderJob,
  now: number,
  mayStart: () => boolean = () => true,
): CachedRender | null {
  const key = renderKey(job);
  const hit = renders.get(key);
  // A render that lacked data is not served again once expired: the next one may have it.
  const usable =
    hit && hit.builtAt === renderer.manifest.builtAt && !(isComplete(hit) === false && now - hit.at >= hit.ttl);
  if (hit && usable) {
    if (now - hit.at >= hit.ttl && !hit.refreshing) {
      hit.refreshing = true;
      const next = startRender(renderer, job, now);
      next.page.then(
        () => renders.set(key, next),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit;
  }
  if (!mayStart()) return null;
  const entry = startRender(renderer, job, now);
  renders.set(key, entry);
  return entry;
}

/** Renders the pages most first visits open, so the first reader does not wait for it. */
export async function warmRenderer(
  distDir: string,
  jobs: readonly { url: string; viewport: Viewport; transport: ApiTransport }[],
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  const renderer = await loadRenderer(distDir, log);
  if (!renderer) return;
  for (const job of jobs)
    await cachedRender(renderer, { ...job, url: renderUrlOf(job.url) }, Date.now())?.page.catch(() => null);
}

/** Tests: forget every cached render. */
export function clearRenderCache(): void {
  renders.clear();
}

/** Paths the browser's session guard sends a signed-in reader away from: not rendered then. */
const GUARDED_WHEN_SIGNED_IN = new Set(['/login']);

/** The parts for one request, or NO_PARTS when the page renders in the browser as before. */
export async function renderForRequest(distDir: string, req: RenderRequest): Promise<PageParts> {
  const renderer = await loadRenderer(distDir, req.log);
  if (!renderer) return NO_PARTS;
  const pathname = req.url.split('?')[0] ?? '/';
  const title = safeTitle(renderer.bundle, pathname);
  const titleOnly: PageParts = { ...NO_PARTS, title, source: `title:${renderer.manifest.builtAt}` };
  if (req.hasSession && GUARDED_WHEN_SIGNED_IN.has(pathname.replace(/\/+$/, '') || '/')) return titleOnly;
  if (req.signedIn) return renderPersonal(renderer, { ...req, signedIn: req.signedIn }, pathname, titleOnly);
  try {
    const now = Date.now();
    const job = { url: renderUrlOf(req.url), viewport: req.viewport, transport: req.transport };
    const rendering = cachedRender(renderer, job, now, () => renderLimiter.hit(req.ip, now).allowed);
    if (!rendering) return titleOnly;
    // A reader never waits long for the server: past the budget the page renders in the
    // browser as before, and the render finishes for the next reader.
    const page = rendering.done ? rendering.done.page : await Promise.race([rendering.page, budget(RENDER_BUDGET_MS)]);
    if (!page || !matchesLiveMap(renderer.manifest, page.app, req.imports)) return titleOnly;
    return pageParts(page, renderer.manifest.apps[page.app] ?? '', req.nonce, `render:${rendering.id}`);
  } catch (error) {
    req.log(`server render of ${pathname} failed; the page renders in the browser`, error);
    return titleOnly;
  }
}

/**
 * Personal renders under way at most: each costs CPU on the event loop that every request
 * shares; past the limit a signed-in page renders in the browser, as it did before.
 */
const PERSONAL_RENDERS_MAX = 4;
/** How long a signed-in reader waits for their page's render before the browser renders it. */
const PERSONAL_BUDGET_MS = 1_500;
let personalRenders = 0;

/**
 * A page rendered for one signed-in reader (the centre): rendered for this request alone, never
 * cached or keyed without the session (nothing here is shared between readers), and given up for
 * the browser's rendering when it fails, finds nothing to draw, or takes longer than the budget.
 */
async function renderPersonal(
  renderer: LoadedRenderer,
  req: RenderRequest & { signedIn: ReaderPreferences },
  pathname: string,
  fallback: PageParts,
): Promise<PageParts> {
  if (personalRenders >= PERSONAL_RENDERS_MAX) return fallback;
  personalRenders += 1;
  // A render past the budget is stopped: nobody else can use a page rendered for this reader.
  const giveUp = new AbortController();
  const rendering = (async () =>
    renderer.bundle.renderPage(req.url, {
      transport: req.transport,
      viewport: req.viewport,
      signedIn: req.signedIn,
      signal: giveUp.signal,
      products: liveProducts(renderer.manifest, req.imports),
    }))();
  // The count is released when the render ends, also when the reader stopped waiting for it.
  rendering
    .catch((error: unknown) => {
      if (!giveUp.signal.aborted)
        req.log(`server render of ${pathname} for a signed-in reader failed; the page renders in the browser`, error);
    })
    .finally(() => {
      personalRenders -= 1;
    });
  const page = await Promise.race([rendering.catch(() => null), budget(PERSONAL_BUDGET_MS)]);
  if (!page) giveUp.abort();
  if (!page || !matchesLiveMap(renderer.manifest, page.app, req.imports)) return fallback;
  const parts = pageParts(page, renderer.manifest.apps[page.app] ?? '', req.nonce, 'personal');
  return { ...parts, head: `${parts.head}\n    ${paintWhenParsed()}`, personal: true };
}

/** How long a request waits for a render that is not cached yet. */
const RENDER_BUDGET_MS = 2_500;

const budget = (ms: number): Promise<null> =>
  new Promise((resolve) => {
    setTimeout(() => resolve(null), ms).unref();
  });

function safeTitle(bundle: ServerBundle, pathname: string): string | null {
  try {
    return bundle.titleOf(pathname);
  } catch {
    return null;
  }
}
