/**
 * Static host of the portal: the host page with the import map inlined at request time,
 * the hashed assets with immutable caching, the live map, the embeddable elements, and the
 * files shipped with the server (server/static: the seeded CMS images).
 * The import map is the live one from the database (server/features/deploy), changed through
 * the deploy API or adopted from a newer dist/importmap.json; nothing here is rebuilt or restarted.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { STATIC_DIR, STATIC_PREFIX } from '../core/paths';
import { negotiate } from '@fastify/accept-negotiator';
import { readHostFiles, renderHostPage } from './host-page';
import { NONCE_SLOT, PreparedPages } from './prepared-page';
import { serverRenderParts, warmServerRender } from './server-render.request';
import { VIEWPORT_HINTS } from './request-viewport';
import { sendStoredAsset } from '../features/deploy/asset-serve';
import { overridesAllowed, SHIM_PATH, shimModeOf, shimScript } from '../features/deploy/page-loader';

export interface HostOptions {
  distDir: string;
  /** The provider's parent domain for the token cookies (COOKIE_DOMAIN), told to the page. */
  cookieDomain?: string;
  /** Development: pages reload when dist/importmap.json changes (`npm run dev`). */
  liveReload?: boolean;
}

/** CSP: scripts only with this response's nonce ('strict-dynamic' lets the map's modules load). */
function contentSecurityPolicy(nonce: string, moduleOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // antd's CSS-in-JS writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The deploy origins (DEPLOY_URL_ORIGINS) too: es-module-shims fetches modules with fetch().
    `connect-src ${["'self'", ...moduleOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const sendMissingBuild = (reply: FastifyReply): FastifyReply =>
  reply
    .code(503)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>门户尚未构建</title><p>门户尚未构建：请先运行 ' +
        '<code>npm run build</code>（<code>npm start</code> 会自动构建）。</p></html>',
    );

export const hostPlugin: FastifyPluginAsync<HostOptions> = async (app, opts) => {
  const distDir = path.resolve(opts.distDir);
  const assetsDir = path.join(distDir, 'assets');
  const elementsDir = path.join(distDir, 'elements');
  // The folders may not exist before the first build; the static roots must, and a later
  // build swaps dist/ in under the same paths.
  mkdirSync(assetsDir, { recursive: true });
  mkdirSync(elementsDir, { recursive: true });

  // Hashed file names never change content: cache them for a year. A file that is not on this
  // instance's disk may have been uploaded through the deploy API: it is served from the database.
  await app.register(
    async (assets) => {
      assets.setNotFoundHandler(async (req, reply) => {
        if (await sendStoredAsset(app.scf, req, reply)) return reply;
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      });
      await assets.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        cacheControl: true,
        index: false,
        wildcard: true,
        preCompressed: true,
        // @fastify/static 10 hands setHeaders the Fastify reply.
        setHeaders: (reply: FastifyReply) => reply.header('X-Content-Type-Options', 'nosniff'),
      });
    },
    { prefix: '/assets' },
  );

  // The embeddable bundle keeps a stable name for foreign pages: revalidate it every time.
  await app.register(fastifyStatic, {
    root: elementsDir,
    prefix: '/elements/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // Files shipped with the server (the seeded banner images): stable names, so a day in the
  // cache and revalidation by ETag / Last-Modified after that. A static SVG opened on its own
  // runs no script and loads nothing.
  await app.register(fastifyStatic, {
    root: fileURLToPath(STATIC_DIR),
    prefix: STATIC_PREFIX,
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

  app.get('/importmap.json', { schema: { hide: true } }, async (_req, reply) => {
    const live = await app.scf.importMap.get();
    if (live.version === 0) return sendMissingBuild(reply);
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Importmap-Version', String(live.version))
      .type('application/importmap+json; charset=utf-8')
      .send(live.json);
  });

  // es-module-shims, for the browsers without import maps only (see page-loader.ts); the page
  // names it with its content hash, so it is cached for a year.
  app.get(SHIM_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(shimScript().body),
  );

  // Server rendering of the public routes: the bundle loads and the usual first pages render
  // in the background once the server listens (never delaying its start).
  app.addHook('onListen', async () => {
    setTimeout(() => warmServerRender(app, distDir, 'localhost'), 50);
  });

  const liveReload = opts.liveReload ?? process.env.SCF_LIVE_RELOAD === '1';
  if (liveReload) registerLiveReload(app, distDir);

  // A page is the same for every request with the same parts but for its nonce: it is built
  // once and kept as bytes (see prepared-page.ts).
  const prepared = new PreparedPages();
  const cookieDomain = opts.cookieDomain ?? '';

  const servePage = async (pathname: string, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const files = await readHostFiles(distDir, app.scf.importMap);
    if (!files) return sendMissingBuild(reply);
    const nonce = randomBytes(16).toString('base64');
    const renderStarted = performance.now();
    const server = await serverRenderParts(app, distDir, req, files.importMap, NONCE_SLOT);
    // How long the server spent on the page before its first byte (session check, the page's
    // data and the render), for the browser's developer tools and the bench: navigation
    // timing's serverTiming separates it from the network's share of the wait.
    reply.header('Server-Timing', `render;dur=${(performance.now() - renderStarted).toFixed(1)}`);
    // The page's first modules, before the HTML: as 103 Early Hints over HTTP/2 (the browsers
    // that act on them do so there only; some HTTP/1.1 clients mishandle a 1xx response), and as
    // a Link header that a proxy or CDN in front can turn into early hints itself. Not for a page
    // the server rendered: it paints first and fetches its modules after (see renderHostPage).
    const links = server.rendered ? [] : preloadLinks(files.preloads.forPath(pathname), files.integrity);
    if (links.length && req.raw.httpVersionMajor >= 2) sendEarlyHints(reply, links);
    if (links.length) reply.header('Link', links.join(', '));
    const loader = {
      overrides: await overridesAllowed(app.scf, req),
      overrideOrigins: app.scf.config.importMapOverrideOrigins,
      shim: shimModeOf(req.url),
    };
    const build = (): string =>
      server.apply(
        renderHostPage(files, {
          nonce: NONCE_SLOT,
          pathname,
          cookieDomain,
          service: app.scf.config.service,
          liveReload,
          loader,
          paintFirst: server.rendered,
        }),
      );
    // A page rendered for one reader is built for this response alone: it is never kept (the
    // prepared pages are shared by every reader of a URL), and the compression plugin packs it.
    const body = server.personal ? build().replaceAll(NONCE_SLOT, nonce) : null;
    const page =
      body === null
        ? prepared.get(
            [files.templateKey, files.version, pathname, loader.overrides, loader.shim, server.source].join('\n'),
            build,
          )
        : null;
    // Compressed here, once per page: the compression plugin leaves an encoded body alone.
    const gzip =
      page !== null &&
      negotiate(typeof req.headers['accept-encoding'] === 'string' ? req.headers['accept-encoding'] : '', [
        'gzip',
        'identity',
      ]) === 'gzip';
    if (gzip) reply.header('Content-Encoding', 'gzip');
    return (
      reply
        // A rendered page depends on the viewport the request comes from (request-viewport.ts),
        // and a centre page on the reader's session cookie.
        .header('Vary', ['accept-encoding', 'sec-ch-ua-mobile', ...VIEWPORT_HINTS, 'user-agent', 'cookie'].join(', '))
        // Chromium-based browsers send the viewport's width from now on. Not `Critical-CH`: it
        // would make every first visit of a Chromium browser ask for (and the server render) the
        // page twice, one more round trip before anything paints, to serve a narrow desktop
        // window (a phone says `?1` already) the narrow layout at once rather than after hydration.
        .header('Accept-CH', VIEWPORT_HINTS.join(', '))
        // Never stored by the browser's cache nor by any shared cache in between: a centre page
        // may hold one reader's data.
        .header('Cache-Control', 'private, no-store')
        .header('X-Importmap-Version', String(files.version))
        .header('Content-Security-Policy', contentSecurityPolicy(nonce, app.scf.config.deployUrlOrigins))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'strict-origin-when-cross-origin')
        .header('X-Frame-Options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(page === null ? body : gzip ? page.gzip(nonce) : page.identity(nonce))
    );
  };

  // Every client route is a page of the single-page portal; the root config resolves it
  // (redirects, guard, unknown paths → /404). Paths that look like files are not pages.
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ status: 404, ok: false, msg: '接口不存在', body: null });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return servePage(pathname, req, reply);
  });
};

/**
 * `Link` values that preload module files (hashed URLs: nothing to escape but the brackets).
 * `preload` as a CORS script, not `modulepreload`: a module preloaded before the page's import
 * map is read would stop the browser from accepting the map (and every bare import would fail);
 * a plain preload only fills the cache that the module loads later hit. It carries the map's
 * integrity for the file, as the module load will: a preload with other integrity metadata is
 * not reused, and the file would be downloaded twice.
 */
const preloadLinks = (urls: readonly string[], integrity: Readonly<Record<string, string>>): string[] =>
  urls
    .filter((u) => !/[<>,\s]/.test(u))
    .map(
      (u) =>
        `<${u}>; rel=preload; as=script; ` +
        `crossorigin${Object.hasOwn(integrity, u) ? `; integrity="${integrity[u]}"` : ''}`,
    );

/** 103 Early Hints; a client that already went away is not an error. */
function sendEarlyHints(reply: FastifyReply, links: string[]): void {
  try {
    reply.raw.writeEarlyHints({ link: links });
  } catch {
    // The stream closed meanwhile: the final response will fail quietly the same way.
  }
}

/** Server-sent events telling development pages that the import map changed. */
function registerLiveReload(app: Parameters<FastifyPluginAsync>[0], distDir: string): void {
  const clients = new Set<{ write: (s: string) => void }>();
  let timer: NodeJS.Timeout | null = null;
  const watcher = watch(distDir, (_event, file) => {
    if (file !== 'importmap.json') return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      for (const c of clients) c.write('data: reload\n\n');
    }, 100);
  });
  app.addHook('onClose', async () => {
    watcher.close();
    if (timer) clearTimeout(timer);
  });
  app.get('/__dev/reload', { schema: { hide: true } }, (req, reply) => {
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    reply.raw.write(': connected\n\n');
    const client = { write: (s: string) => reply.raw.write(s) };
    clients.add(client);
    req.raw.on('close', () => clients.delete(client));
  });
}
