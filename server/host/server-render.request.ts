/**
 * The glue between a page request and server rendering: the request's path, whether it
 * carries the session cookie, the live import map, and the API reached in-process through
 * Fastify's `inject` (the same routes, schemas and repositories a browser's call meets).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyPageParts, renderForRequest, warmRenderer, type ReaderPreferences } from './server-render';
import { requestViewport } from './request-viewport';
import { hasCentreFrame } from './boot-frame';
import { authenticate } from '../features/session/session.service';
import { TOKEN_RE } from '../plugins/auth.hook';
import { injectHere, renderCallHeaders } from '../core/render-call';
import { SharedReads, sharingReads } from '../db/render-reads';
import { COOKIE } from '../../shared/cookies/portal-cookies';

/** The session cookie's name, as the browser code writes it. */
const ACCESS_COOKIE = COOKIE.accessToken;

/** The last map read: the live map changes only on a deploy, and is read on every page request. */
let lastImports: { json: string; imports: Record<string, string> } | null = null;

function liveImports(importMap: string): Record<string, string> {
  if (lastImports?.json === importMap) return lastImports.imports;
  const imports = parseImports(importMap);
  lastImports = { json: importMap, imports };
  return imports;
}

function parseImports(importMap: string): Record<string, string> {
  try {
    const parsed = JSON.parse(importMap) as { imports?: Record<string, unknown> };
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed.imports ?? {})) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

type Transport = Parameters<typeof warmRenderer>[1][number]['transport'];

/**
 * The portal's API reached in-process: the same routes, hooks and schemas as over HTTP. With
 * `accessToken`, every call carries the reader's token, so the auth hook checks the session
 * and scopes each answer to that reader, as for their browser's own calls.
 */
const injectTransport =
  (app: FastifyInstance, host: string, reads: SharedReads, accessToken?: string): Transport =>
  async ({ method, url, headers, body }) => {
    // The body is read as text here: never ask for it compressed.
    const {
      'accept-encoding': _encoding,
      authorization: _authorization,
      ...plain
    } = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const auth = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    const res = await sharingReads(reads, () =>
      injectHere(app, {
        method: method === 'POST' ? 'POST' : 'GET',
        url,
        headers: { ...plain, ...auth, ...renderCallHeaders(), host },
        ...(body !== undefined ? { payload: body } : {}),
      }),
    );
    const outHeaders: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') outHeaders[k] = v;
    return { status: res.statusCode, headers: outHeaders, body: res.body };
  };

/** The pages most first visits open: rendered once the server is ready, for phones and desktops. */
const WARM_URLS = ['/index/index', '/login'];
const WARM_VIEWPORTS = ['desktop', 'mobile'] as const;

/** Loads the server bundle and renders the usual first pages in the background. */
export function warmServerRender(app: FastifyInstance, distDir: string, host: string): void {
  const reads = new SharedReads();
  const transport = injectTransport(app, host, reads);
  const jobs = WARM_URLS.flatMap((url) => WARM_VIEWPORTS.map((viewport) => ({ url, viewport, transport })));
  void warmRenderer(distDir, jobs, (message, error) => app.log.warn({ err: error }, message))
    .catch(() => undefined)
    .finally(() => reads.close());
}

export interface ServerRendered {
  /** The server drew the page's content (not only its title). */
  rendered: boolean;
  /** Puts the rendered parts into the host page. */
  apply: (html: string) => string;
  /** What the parts were made from: the same source, the same parts (see PageParts). */
  source: string;
  /** The page was rendered for this reader: never kept, never shared, sent `private, no-store`. */
  personal: boolean;
}

/** Renders the request's page on the server when it can; says whether it did and how to finish the host page. */
export async function serverRenderParts(
  app: FastifyInstance,
  distDir: string,
  req: FastifyRequest,
  importMap: string,
  nonce: string,
): Promise<ServerRendered> {
  const cookies = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies ?? {};
  const host = typeof req.headers.host === 'string' ? req.headers.host : 'localhost';
  const pathname = req.url.split('?')[0] ?? '/';
  const token = cookies[ACCESS_COOKIE];
  const signedIn =
    hasCentreFrame(pathname) && typeof token === 'string' ? await checkedSession(app, token, cookies) : null;
  // One render's calls read the same person, roles and company: each such read is made once.
  const reads = new SharedReads();
  const parts = await renderForRequest(distDir, {
    url: req.url,
    ip: req.ip,
    host,
    hasSession: Boolean(token),
    signedIn,
    viewport: requestViewport(req.headers),
    imports: liveImports(importMap),
    nonce,
    transport: injectTransport(app, host, reads, signedIn ? token : undefined),
    log: (message, error) => req.log.warn({ err: error }, message),
  }).finally(() => reads.close());
  return {
    rendered: parts.body !== '',
    apply: (html) => applyPageParts(html, parts),
    source: parts.source,
    personal: parts.personal === true,
  };
}

/**
 * The session of a centre page request, checked by the API's own `authenticate` (hot cache,
 * revocation, idle and absolute limits, membership): the reader's preferences when it is alive,
 * null otherwise. A revoked, idle or expired session is not rendered for: the page goes to the
 * browser, whose guard renews an expired access token or sends the reader to 登录 with the
 * server's reason, as before.
 */
async function checkedSession(
  app: FastifyInstance,
  token: string,
  cookies: Record<string, string | undefined>,
): Promise<ReaderPreferences | null> {
  if (!TOKEN_RE.test(token)) return null;
  try {
    // A session that must set a new password first (an administrator reset it) reaches no centre
    // page, as the API refuses it every call but the change: the browser's guard sends it on.
    if ((await authenticate(app.scf, token, false)).mustChangePassword) return null;
  } catch {
    return null;
  }
  return { themeColor: cookies[COOKIE.themeColor] ?? null, sidebarMode: cookies[COOKIE.sidebarMode] ?? null };
}
