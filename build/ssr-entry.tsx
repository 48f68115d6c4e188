/**
 * The server bundle's entry (built by build/ssr-build.ts into dist/server/): renders a public
 * route of the portal to HTML with the CSS it uses and the data it was rendered with, from
 * the very root components the browser hydrates (`parcel.Tree` of `defineParcel`:
 * the root in the shape the browser renders it).
 *
 * Data: a section that loads with a cache key (the public site's `useRequest`) asks for it
 * while rendering; the answers are loaded through the portal's own API calls (the shared
 * http client, whose transport here is the server's `inject`) and the tree is rendered again,
 * until nothing new is asked for. The answers travel with the page, so the browser renders
 * the same thing and does not fetch them again.
 */
import { AsyncLocalStorage, duringRender } from './ssr-async-storage';
import type { Readable } from 'node:stream';
import { createElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  loadHttp,
  pageTitle,
  PRODUCT_MARKUP_KEY,
  productCodeOf,
  productIdPrefix,
  resolveRoute,
  routeOf,
  ServerRenderContext,
  SIGNED_IN_SEED_KEY,
  type AppName,
  type ServerData,
  type ServerRender,
  type SignedInSeed,
  type Viewport,
} from '@scf/shared';
import type { Parcel } from '@scf/shared/ui';
import type { ApiTransport, RenderedPage as RenderedPageOf } from '../shared/ssr/render-contract';
import { pruneServerStyles } from './ssr-css';
import { parcel as index } from '../parcels/index/index.parcel';
import { parcel as login } from '../parcels/login/login.parcel';
import { parcel as register } from '../parcels/register/register.parcel';
import { parcel as resetpwd } from '../parcels/resetpwd/resetpwd.parcel';
import { parcel as notFound } from '../parcels/not-found/not-found.parcel';
import { parcel as center } from '../parcels/center/center.parcel';
import { loadSignedInSeed, type ReaderPreferences } from './ssr-signed-in';
import { serverProducts } from './ssr-products';
import { productBasePath } from '../parcels/center/product/product-paths';

/**
 * The applications the server renders: the public ones for everyone, the centre for a reader
 * whose session the host has checked (`RenderOptions.signedIn`).
 */
const PARCELS: Partial<Record<AppName, Parcel<object>>> = {
  index,
  login,
  register,
  resetpwd,
  'not-found': notFound,
  center,
};

export type { ApiTransport };
export type RenderedPage = RenderedPageOf<AppName>;

export interface RenderOptions {
  /** The viewport to render for (the layout differs on either side of the breakpoint); desktop by default. */
  viewport?: Viewport;
  /** How the page's data calls reach the API. */
  transport?: ApiTransport;
  /** Render passes at most (each may discover sections that load data). */
  maxPasses?: number;
  /** How long the data of one pass may take before the page is rendered without it. */
  dataTimeoutMs?: number;
  /** Aborts the render (the reader is no longer waiting for it): nothing more is rendered. */
  signal?: AbortSignal;
  /**
   * The request carries a session the host has checked (the API's own check): pages that need
   * a session are rendered for this reader, with their preferences. Absent: public pages only.
   */
  signedIn?: ReaderPreferences;
  /**
   * The products with a server entry whose browser file the live import map still runs: product
   * code → that file. Only these have their first page rendered into the centre.
   */
  products?: Readonly<Record<string, string>>;
}

/**
 * antd's styles do not depend on the reader, only on the theme: one style cache per theme
 * colour serves every render, so a style computed once is not computed again for the next
 * pass or the next reader (it was most of a render's cost). The markup's own classes select
 * what each page sends (pruneServerStyles). A few themes are kept; a reader's colour is
 * free, so the least recently used one makes room.
 */
type StyleCache = ReturnType<typeof createCache>;
const STYLE_CACHES_MAX = 4;
const styleCaches = new Map<string, StyleCache>();
function sharedStyleCache(theme: string): StyleCache {
  let cache = styleCaches.get(theme);
  if (cache) styleCaches.delete(theme);
  else {
    cache = createCache();
    if (styleCaches.size >= STYLE_CACHES_MAX) styleCaches.delete(styleCaches.keys().next().value as string);
  }
  styleCaches.set(theme, cache);
  return cache;
}

/** The transport of the render in progress (renders of different requests may overlap). */
const transports = new AsyncLocalStorage<ApiTransport>();

let adapterInstalled: Promise<void> | null = null;
/** Sends the shared http client's calls through the transport of the current render. */
function installAdapter(): Promise<void> {
  adapterInstalled ??= loadHttp().then(useTransports);
  return adapterInstalled;
}

function useTransports(http: AxiosInstance): void {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const headers: Record<string, string> = {};
    const body = typeof config.data === 'string' ? config.data : undefined;
    // Without a body there is no content type (as the browser's adapter sends it): the API
    // refuses a form content type it does not parse.
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof v === 'string' && !(body === undefined && k.toLowerCase() === 'content-type')) headers[k] = v;
    }
    const url = http.getUri(config);
    const transport = transports.getStore();
    if (!transport) throw new AxiosError('No API transport for this render', AxiosError.ERR_NETWORK, config);
    const res = await transport({ method: (config.method ?? 'get').toUpperCase(), url, headers, body });
    const response: AxiosResponse = {
      data: res.body,
      status: res.status,
      statusText: String(res.status),
      headers: res.headers,
      config,
      request: null,
    };
    if (config.validateStatus && !config.validateStatus(res.status)) {
      throw new AxiosError(
        `Request failed with status code ${res.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
}

async function toHtml(element: React.ReactElement, signal?: AbortSignal, identifierPrefix?: string): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    ...(signal ? { signal } : {}),
    ...(identifierPrefix ? { identifierPrefix } : {}),
    // Every Suspense boundary in place: React would otherwise move a large one to the end of
    // the document and complete it with an inline script, which the page's CSP refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure = error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as Readable)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  // A page that threw while rendering is not sent half-done: the browser renders it instead.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}

const withTimeout = <T,>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });

/**
 * The page for `url` (path and query), or null when the server does not render it: not a
 * public route of a server-rendered application, a redirect, or an unknown path.
 */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage | null> {
  await installAdapter();
  const { transport } = options;
  return duringRender(() => (transport ? transports.run(transport, () => render(url, options)) : render(url, options)));
}

async function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const target = new URL(url, 'http://portal.invalid');
  const resolution = resolveRoute(target.pathname);
  if (resolution.kind !== 'route') return null;
  const { route } = resolution.match;
  const parcel = PARCELS[route.app];
  if (!parcel) return null;
  // A page behind the session is drawn only for a checked session, with what the browser's
  // guard would load for it; without those the browser renders it as before.
  let signedIn: SignedInSeed | undefined;
  if (route.access !== 'public') {
    if (!options.signedIn) return null;
    const seed = await withTimeout(
      loadSignedInSeed(target.pathname, options.signedIn),
      options.dataTimeoutMs ?? 3000,
    ).catch(() => null);
    if (!seed || options.signal?.aborted) return null;
    signedIn = seed;
  }
  await parcel.pages?.preload(route.page);

  const current = routeOf(target.pathname, target.search);
  const answers = new Map<string, unknown>();
  const failed = new Set<string>();
  const maxPasses = options.maxPasses ?? 4;
  const Root = parcel.Tree as ComponentType<object>;
  const viewport = options.viewport ?? 'desktop';

  // Answers loaded within a pass: a section waits for its data where it renders (Suspense), so
  // the page is usually drawn in one pass; `request` (a later pass) remains for any other caller.
  const loading = new Map<string, Promise<void>>();
  const wait = (key: string, load: () => Promise<unknown>): Promise<void> => {
    let pending = loading.get(key);
    if (!pending) {
      pending = withTimeout(load(), options.dataTimeoutMs ?? 3000).then(
        (answer) => {
          answers.set(key, answer);
        },
        () => {
          // Rendered as loading; the browser loads it as it always did.
          failed.add(key);
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };

  const cache = sharedStyleCache(signedIn?.state.themeColor ?? '');
  // A product with a server entry: its first page, rendered once as a root of its own (its data
  // waited for within the render), goes into the centre's markup. Without it, or when it fails,
  // the centre shows the product's outline, as for any product (docs/product-parcels.md §2a).
  const product = signedIn
    ? await renderProduct(target.pathname, options, {
        route: current,
        viewport,
        signedIn,
        cache,
        data: {
          has: (key) => answers.has(key),
          get: (key) => answers.get(key),
          request: () => undefined,
          wait,
          failed: (key) => failed.has(key),
        },
      }).catch(() => undefined)
    : undefined;
  if (options.signal?.aborted) throw new Error('render aborted');

  for (let pass = 1; ; pass++) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const data: ServerData = {
      has: (key) => answers.has(key),
      get: (key) => answers.get(key),
      request: (key, load) => {
        if (!answers.has(key) && !failed.has(key)) wanted.set(key, load);
      },
      wait,
      failed: (key) => failed.has(key),
    };
    const request: ServerRender = {
      route: current,
      data,
      viewport,
      ...(signedIn ? { signedIn } : {}),
      ...(product ? { product } : {}),
    };
    const html = await toHtml(
      createElement(
        StyleProvider,
        { cache },
        createElement(ServerRenderContext.Provider, { value: request }, createElement(Root)),
      ),
      options.signal,
    );
    // Given up on: what was rendered so far is not a page.
    if (options.signal?.aborted) throw new Error('render aborted');
    if (wanted.size === 0 || pass >= maxPasses) {
      return {
        app: route.app,
        html,
        css: pruneServerStyles(extractStyle(cache), html),
        data: signedIn
          ? {
              ...Object.fromEntries(answers),
              [SIGNED_IN_SEED_KEY]: signedIn,
              ...(product ? { [PRODUCT_MARKUP_KEY]: { prodCode: product.prodCode, file: product.file } } : {}),
            }
          : Object.fromEntries(answers),
        title: pageTitle(target.pathname),
        complete: failed.size === 0 && wanted.size === 0,
        viewport,
      };
    }
    await Promise.all(
      [...wanted].map(async ([key, load]) => {
        try {
          answers.set(key, await withTimeout(load(), options.dataTimeoutMs ?? 3000));
        } catch {
          // Rendered as loading; the browser loads it as it always did.
          failed.add(key);
        }
      }),
    );
  }
}

/** What the product's render shares with the centre's: the request, the answers, the styles. */
interface ProductRenderRequest extends Omit<ServerRender, 'product'> {
  signedIn: SignedInSeed;
  cache: StyleCache;
}

/**
 * The first page of the product the path opens, when it has a server entry the live map still
 * runs (`options.products`); undefined otherwise. Rendered as the browser's parcel renders it:
 * its `Tree` with the centre's props, its ids prefixed with the product's (`productIdPrefix`).
 */
async function renderProduct(
  pathname: string,
  options: RenderOptions,
  request: ProductRenderRequest,
): Promise<ServerRender['product']> {
  const prodCode = productCodeOf(pathname)?.toUpperCase() ?? '';
  const file = options.products?.[prodCode];
  const parcel = serverProducts()[prodCode];
  if (!file || !parcel) return undefined;
  const { cache, ...render } = request;
  const Root = parcel.Tree as ComponentType<{ prodCode: string; basePath: string }>;
  const html = await toHtml(
    createElement(
      StyleProvider,
      { cache },
      createElement(
        ServerRenderContext.Provider,
        { value: render },
        createElement(Root, { prodCode, basePath: productBasePath(prodCode) }),
      ),
    ),
    options.signal,
    productIdPrefix(prodCode),
  );
  return { prodCode, html, file };
}

/** The title of any path of the route table (the served page has it before a script runs). */
export const titleOf = (pathname: string): string => pageTitle(pathname);
