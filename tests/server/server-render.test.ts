/**
 * server/host/server-render.ts with a stand-in server bundle: when a page is rendered on the
 * server and when it is left to the browser (no bundle, a bundle of another shape, a session on
 * /login, a live import map that no longer runs the bundle's files, a failed render), how the
 * rendered parts go into the host page, and the render cache (one render per URL while fresh,
 * the old one served while a new one renders, incomplete and failed renders tried again).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyPageParts,
  clearRenderCache,
  loadRenderer,
  liveProducts,
  matchesLiveMap,
  NO_PARTS,
  pageParts,
  renderForRequest,
  type RenderedPage,
  type RenderRequest,
} from '../../server/host/server-render';

/** What the stand-in bundle does on each render: set per test through a global. */
interface Stage {
  calls: string[];
  /** The viewport each render was asked for. */
  viewports: string[];
  render: (url: string, options: { viewport: RenderedPage['viewport'] }) => Promise<RenderedPage | null>;
}
const stage = globalThis as unknown as { __ssrStage: Stage };

const BUNDLE = `export const renderPage = (url, options) => {
  globalThis.__ssrStage.calls.push(url);
  globalThis.__ssrStage.viewports.push(options.viewport);
  return globalThis.__ssrStage.render(url, options);
};
export const titleOf = (p) => 'title of ' + p;
`;

const APPS = { login: '/assets/parcels/login/login-A.js', index: '/assets/parcels/index/index-A.js' };
const DEPENDS = { '@scf/shared': '/assets/vendor/shared-A.js', react: '/assets/vendor/react-A.js' };
const LIVE = { '@scf/login': APPS.login, '@scf/index': APPS.index, ...DEPENDS };

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/** A dist/ with a server bundle (each call a new folder, so Node imports it afresh). */
function distWith(
  bundle: string | null,
  manifest: Record<string, unknown> = { entry: 'ssr-entry-t.js', builtAt: 'b1', apps: APPS, depends: DEPENDS },
): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'scf-ssr-test-'));
  roots.push(dist);
  mkdirSync(path.join(dist, 'server'));
  if (bundle !== null) {
    writeFileSync(path.join(dist, 'server', 'ssr-entry-t.js'), bundle);
    writeFileSync(path.join(dist, 'server', 'ssr-manifest.json'), JSON.stringify(manifest));
  }
  return dist;
}

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  app: 'login',
  html: '<form><h1>企业用户登录</h1></form>',
  css: '<style data-css-hash="x">.a{color:red}</style>',
  data: {},
  title: '登录',
  complete: true,
  viewport: 'desktop',
  ...over,
});

/** Each request from an address of its own: new renders are limited per address (a test of its own covers it). */
let addresses = 0;
const request = (over: Partial<RenderRequest> = {}): RenderRequest => ({
  url: '/login',
  ip: `10.77.${(++addresses >> 8) & 255}.${addresses & 255}`,
  host: 'localhost',
  hasSession: false,
  viewport: 'desktop',
  imports: LIVE,
  nonce: 'n0nce',
  transport: async () => ({ status: 200, headers: {}, body: '{}' }),
  log: () => undefined,
  ...over,
});

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  clearRenderCache();
  stage.__ssrStage = { calls: [], viewports: [], render: async () => page() };
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loading the server bundle', () => {
  it('has no renderer without a build, and renders nothing then', async () => {
    const dist = distWith(null);
    expect(await loadRenderer(dist, () => undefined)).toBeNull();
    expect(await renderForRequest(dist, request())).toEqual(NO_PARTS);
  });

  it('refuses a bundle of another shape, saying so, and a manifest naming a path outside server/', async () => {
    const log = vi.fn();
    expect(await loadRenderer(distWith('export const nothing = 1;\n'), log)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unexpected shape'));
    expect(
      await loadRenderer(
        distWith(BUNDLE, { entry: '../evil.js', builtAt: 'b', apps: {}, depends: {} }),
        () => undefined,
      ),
    ).toBeNull();
  });

  it('loads a bundle once and again when a build replaces its manifest', async () => {
    const dist = distWith(BUNDLE);
    const first = await loadRenderer(dist, () => undefined);
    expect(first?.manifest.builtAt).toBe('b1');
    expect(await loadRenderer(dist, () => undefined)).toBe(first);
    const manifest = path.join(dist, 'server', 'ssr-manifest.json');
    writeFileSync(manifest, JSON.stringify({ entry: 'ssr-entry-t.js', builtAt: 'b2', apps: APPS, depends: DEPENDS }));
    const later = new Date(Date.now() + 5000);
    utimesSync(manifest, later, later);
    expect((await loadRenderer(dist, () => undefined))?.manifest.builtAt).toBe('b2');
  });
});

describe('whether the live map still runs the bundle', () => {
  const manifest = {
    entry: 'e.js',
    builtAt: 'b',
    apps: APPS,
    depends: DEPENDS,
    products: { BILL: '/assets/parcels/product-bill/product-bill-A.js' },
  };
  it('renders a product only while the live map runs the file it was built with', () => {
    const live = { ...LIVE, '@scf/product-bill': '/assets/parcels/product-bill/product-bill-A.js' };
    expect(liveProducts(manifest, live)).toEqual({ BILL: '/assets/parcels/product-bill/product-bill-A.js' });
    // Redeployed alone since the build, or not deployed: its outline, until the next full build.
    expect(liveProducts(manifest, { ...live, '@scf/product-bill': '/assets/deployed/@scf+product-bill/b.js' })).toEqual(
      {},
    );
    expect(liveProducts(manifest, LIVE)).toEqual({});
  });
  it('matches when the application and every shared file are the ones built', () => {
    expect(matchesLiveMap(manifest, 'login', LIVE)).toBe(true);
  });
  it('does not after a one-parcel deploy, a new shared build, or for an application the bundle lacks', () => {
    expect(matchesLiveMap(manifest, 'login', { ...LIVE, '@scf/login': '/assets/parcels/login/login-B.js' })).toBe(
      false,
    );
    expect(matchesLiveMap(manifest, 'login', { ...LIVE, react: '/assets/vendor/react-B.js' })).toBe(false);
    expect(matchesLiveMap(manifest, 'center', { ...LIVE, '@scf/center': '/c.js' })).toBe(false);
  });
});

describe('a request', () => {
  it('gets the rendered page: markup in the container marked with its file, the CSS, the data, the title', async () => {
    stage.__ssrStage.render = async () =>
      page({ data: { 'cms:x': { text: '</script><script>alert(1)</script>\u2028' } } });
    const parts = await renderForRequest(distWith(BUNDLE), request());
    expect(parts.title).toBe('登录');
    expect(parts.body).toContain(
      `<div id="single-spa-application:@scf/login" data-scf-ssr="${APPS.login}" ` +
        `data-scf-viewport="desktop"><form><h1>企业用户登录</h1></form></div>`,
    );
    expect(parts.head).toContain('#scf-boot { display: none; }');
    expect(parts.head).toContain('<style data-css-hash="x">');
    // The data cannot end its script element, and it carries the response's nonce.
    expect(parts.body).toContain('<script type="application/json" id="scf-page-data" nonce="n0nce">');
    expect(parts.body).not.toContain('</script><script>');
    expect(parts.body).toContain('\\u003c/script>');
    expect(parts.body).toContain('\\u2028');
  });

  it('is rendered for the viewport it comes from, which the container names for the browser', async () => {
    stage.__ssrStage.render = async (_url, { viewport }) => page({ viewport, html: `<p>${viewport}</p>` });
    const parts = await renderForRequest(distWith(BUNDLE), request({ viewport: 'mobile' }));
    expect(stage.__ssrStage.viewports).toEqual(['mobile']);
    expect(parts.body).toContain('data-scf-viewport="mobile"><p>mobile</p></div>');
  });

  it(
    'leaves /login to the browser when the request has a session (the guard sends it away), ' + 'keeping the title',
    async () => {
      const parts = await renderForRequest(distWith(BUNDLE), request({ hasSession: true }));
      expect(parts).toEqual({ ...NO_PARTS, title: 'title of /login', source: expect.stringMatching(/^title:/) });
      expect(stage.__ssrStage.calls).toEqual([]);
    },
  );

  it('renders other public pages for a reader with a session', async () => {
    stage.__ssrStage.render = async () => page({ app: 'index' });
    const parts = await renderForRequest(distWith(BUNDLE), request({ url: '/index/index', hasSession: true }));
    expect(parts.body).toContain('single-spa-application:@scf/index');
  });

  it('leaves the page to the browser when the live map runs another build of the application', async () => {
    const parts = await renderForRequest(
      distWith(BUNDLE),
      request({ imports: { ...LIVE, '@scf/login': '/assets/parcels/login/login-B.js' } }),
    );
    expect(parts.body).toBe('');
    expect(parts.title).toBe('title of /login');
  });

  it(
    'leaves a page the bundle does not render (null) ' + 'or fails to render to the browser, and logs the failure',
    async () => {
      const dist = distWith(BUNDLE);
      stage.__ssrStage.render = async () => null;
      expect((await renderForRequest(dist, request({ url: '/center/crm/user' }))).body).toBe('');
      stage.__ssrStage.render = async () => {
        throw new Error('boom');
      };
      const log = vi.fn();
      expect((await renderForRequest(dist, request({ url: '/register/account', log }))).body).toBe('');
      expect(log).toHaveBeenCalledWith(expect.stringContaining('/register/account'), expect.any(Error));
    },
  );
});

describe('the host page', () => {
  it('gets the parts in place of its placeholders and the title (escaped)', () => {
    const html = '<title>门户</title>%SCF_SSR_HEAD%<body>%SCF_SSR_BODY%';
    expect(
      applyPageParts(html, { title: '<登录>', head: '<style>h</style>', body: '<div>b</div>', source: 'render' }),
    ).toBe('<title>&lt;登录&gt;</title><style>h</style><body><div>b</div>');
    expect(applyPageParts(html, NO_PARTS)).toBe('<title>门户</title><body>');
  });

  it('escapes the container attributes', () => {
    const parts = pageParts(page(), '/a.js?x="y"', 'n');
    expect(parts.body).toContain('data-scf-ssr="/a.js?x=&quot;y&quot;"');
  });
});

describe('the render cache', () => {
  it('renders a URL once while fresh, for every reader', async () => {
    const dist = distWith(BUNDLE);
    await renderForRequest(dist, request());
    await renderForRequest(dist, request({ host: 'other.example' }));
    expect(stage.__ssrStage.calls).toEqual(['/login']);
  });

  it('keeps a render per viewport: a phone never gets the desktop layout of the same URL', async () => {
    const dist = distWith(BUNDLE);
    stage.__ssrStage.render = async (_url, { viewport }) => page({ viewport, html: `<p>${viewport}</p>` });
    const desktop = await renderForRequest(dist, request());
    const mobile = await renderForRequest(dist, request({ viewport: 'mobile' }));
    const again = await renderForRequest(dist, request({ viewport: 'mobile' }));
    expect(stage.__ssrStage.viewports).toEqual(['desktop', 'mobile']);
    expect(desktop.body).toContain('<p>desktop</p>');
    expect(mobile.body).toContain('<p>mobile</p>');
    expect(again.body).toBe(mobile.body);
    expect(again.source).toBe(mobile.source);
    expect(mobile.source).not.toBe(desktop.source);
  });

  it('serves the old page while a new one renders once it is stale, then the new one', async () => {
    const dist = distWith(BUNDLE);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await renderForRequest(dist, request());
    stage.__ssrStage.render = async () => page({ html: '<p>new</p>' });
    now.mockReturnValue(1_000_000 + 31_000);
    const stale = await renderForRequest(dist, request());
    expect(stale.body).toContain('企业用户登录');
    expect(stage.__ssrStage.calls).toEqual(['/login', '/login']);
    await flush();
    const fresh = await renderForRequest(dist, request());
    expect(fresh.body).toContain('<p>new</p>');
    expect(stage.__ssrStage.calls).toHaveLength(2);
  });

  it('renders again soon a page that lacked some of its data, and never serves it once expired', async () => {
    const dist = distWith(BUNDLE);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(2_000_000);
    stage.__ssrStage.render = async () => page({ html: '<p>partial</p>', complete: false });
    await renderForRequest(dist, request());
    await flush();
    now.mockReturnValue(2_000_000 + 1_000);
    await renderForRequest(dist, request());
    expect(stage.__ssrStage.calls).toHaveLength(1);
    stage.__ssrStage.render = async () => page({ html: '<p>whole</p>' });
    now.mockReturnValue(2_000_000 + 2_500);
    const again = await renderForRequest(dist, request());
    expect(again.body).toContain('<p>whole</p>');
    expect(stage.__ssrStage.calls).toHaveLength(2);
  });

  it('does not keep a failed render: the next request tries again', async () => {
    const dist = distWith(BUNDLE);
    stage.__ssrStage.render = async () => {
      throw new Error('down');
    };
    expect((await renderForRequest(dist, request())).body).toBe('');
    await flush();
    stage.__ssrStage.render = async () => page();
    expect((await renderForRequest(dist, request())).body).toContain('企业用户登录');
    expect(stage.__ssrStage.calls).toHaveLength(2);
  });

  it('renders again after a new build, even while the old render is fresh', async () => {
    const dist = distWith(BUNDLE);
    await renderForRequest(dist, request());
    const manifest = path.join(dist, 'server', 'ssr-manifest.json');
    writeFileSync(manifest, JSON.stringify({ entry: 'ssr-entry-t.js', builtAt: 'b2', apps: APPS, depends: DEPENDS }));
    const later = new Date(Date.now() + 10_000);
    utimesSync(manifest, later, later);
    await renderForRequest(dist, request());
    expect(stage.__ssrStage.calls).toHaveLength(2);
  });
});
