/**
 * The host page of a centre route for a signed-in reader (issue 36.1), through the real server
 * with a stand-in server bundle:
 *  - a session that passes the API's own check is rendered for, with the reader's token on
 *    every call the render makes, each request rendered anew (no render shared between readers),
 *    sent `private, no-store` and varying by cookie;
 *  - no cookie, a revoked session, an idle one or one that must set a new password: nothing is
 *    rendered for a reader, the page is the one the browser renders (its guard sends the reader
 *    on: to 登录, or to 设置新密码);
 *  - a render that throws or finds nothing to draw: the page degrades to the browser's rendering.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { call, login } from './helpers/api';
import { PORTAL_API as P } from '../kit/api';
import { databases } from './helpers/test-app';
import { useDistApp } from './helpers/dist-app';
import { IDLE_LIMIT_MS } from '../../server/features/session/session.service';
import { PASSWORD_CHANGE_REQUIRED } from '../../shared/rules/status-codes';

interface Stage {
  /** Each render: its URL and whether it was asked for a signed-in reader. */
  calls: { url: string; signedIn: boolean; products?: Record<string, string> }[];
  mode: 'render' | 'throw' | 'null';
}
const stage = globalThis as unknown as { __ssrSignedIn: Stage };

/**
 * Renders the caller's name from the API, as the real bundle renders 个人信息: the transport is
 * the server's, so the answer is the reader's only when their token travels with the call.
 */
const BUNDLE = `export const renderPage = async (url, options) => {
  const s = globalThis.__ssrSignedIn;
  s.calls.push({ url, signedIn: Boolean(options.signedIn), products: options.products });
  if (!url.startsWith('/center/') || !options.signedIn) return null;
  if (s.mode === 'throw') throw new Error('render failed');
  if (s.mode === 'null') return null;
  const res = await options.transport({
    method: 'POST',
    url: '${P}/company/custAccount/login/view',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const view = JSON.parse(res.body).body ?? {};
  return {
    app: 'center',
    html: '<main><h1>个人信息</h1><p>' + (view.userName ?? '无权') + '</p></main>',
    css: '',
    data: { who: view.employeeCode ?? null },
    title: '个人信息',
    complete: true,
    viewport: options.viewport,
  };
};
export const titleOf = () => '个人信息 - 供应链金融服务平台';
`;

const CENTER = '/assets/parcels/center/center-A.js';
const BILL = '/assets/parcels/product-bill/product-bill-A.js';

describe.each(databases())('the host page of a centre route for a signed-in reader on %s', (kind) => {
  const host = useDistApp(kind, {
    'index.template.html':
      '<!doctype html><html><head><title>门户</title>' +
      '<script type="importmap" nonce="%SCF_NONCE%">%SCF_IMPORTMAP%</script>%SCF_PRELOADS%%SCF_SSR_HEAD%</head>' +
      '<body><div id="scf-boot" role="status" aria-live="polite">正在加载中......</div>%SCF_SSR_BODY%' +
      '<script type="module" nonce="%SCF_NONCE%">import \'@scf/root-config\';</script></body></html>',
    'importmap.json': JSON.stringify({
      imports: {
        '@scf/root-config': '/assets/root-config/root-config-A.js',
        '@scf/center': CENTER,
        '@scf/product-bill': BILL,
      },
      scopes: {},
    }),
    'manifests/root-config.json': JSON.stringify({ '/assets/root-config/root-config-A.js': [] }),
    'server/ssr-entry-signed-in.js': BUNDLE,
    'server/ssr-manifest.json': JSON.stringify({
      entry: 'ssr-entry-signed-in.js',
      builtAt: 't',
      apps: { center: CENTER },
      depends: {},
      // BILL and ZNX ship a server entry; ZNX's file is not the one the live map runs (redeployed alone).
      products: { BILL, ZNX: '/assets/parcels/product-znx/product-znx-OLD.js' },
    }),
  });
  beforeEach(() => {
    stage.__ssrSignedIn = { calls: [], mode: 'render' };
    host.env.clock.reset();
  });

  const page = (token: string | null, url = '/center/crm/user') =>
    host.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity', ...(token ? { cookie: `access_token=${token}` } : {}) },
    });
  const rendered = (body: string): boolean => body.includes('data-scf-ssr=');
  /** The API's answer to the reader's own account (个人信息), as the page would ask for it. */
  const accountView = async (token: string) =>
    (await call(host.app, `${P}/company/custAccount/login/view`, { token, body: {} })).env;

  it(
    'renders for the reader whose session passes the check, anew for every request, ' + 'private and not stored',
    async () => {
      const core = await login(host.app, host.env.db, '13800000001', '华信');
      const supplier = await login(host.app, host.env.db, '13800000003');
      const [a, b, a2] = await Promise.all([
        page(core.accessToken),
        page(supplier.accessToken),
        page(core.accessToken),
      ]);
      for (const res of [a, b, a2]) {
        expect(res.statusCode).toBe(200);
        expect(rendered(res.body)).toBe(true);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(String(res.headers.vary).split(/,\s*/)).toContain('cookie');
        // The server's own time on the page, for developer tools and the bench (one decimal, ms).
        expect(res.headers['server-timing']).toMatch(/^render;dur=\d+\.\d$/);
      }
      // Each saw their own name: the render's calls carried that reader's token.
      expect(a.body).toContain('<p>张伟</p>');
      expect(a2.body).toContain('<p>张伟</p>');
      expect(b.body).toContain('<p>王芳</p>');
      expect(a.body).not.toContain('王芳');
      expect(b.body).not.toContain('张伟');
      // Three requests, three renders: nothing rendered for one reader is served to another.
      expect(stage.__ssrSignedIn.calls.filter((c) => c.signedIn)).toHaveLength(3);
      // The render's data travels with the page, marked with the file it was rendered from.
      expect(a.body).toContain(`data-scf-ssr="${CENTER}"`);
      expect(a.body).toContain(`"who":"${core.employeeCode}"`);
    },
  );

  it('asks the bundle for the products whose server entry the live map still runs, and only those', async () => {
    const core = await login(host.app, host.env.db, '13800000001', '华信');
    expect(rendered((await page(core.accessToken, '/center/product/BILL')).body)).toBe(true);
    expect(stage.__ssrSignedIn.calls.at(-1)?.products).toEqual({ BILL });
  });

  it('renders nothing for a reader without a session cookie or with a malformed one', async () => {
    for (const token of [null, 'not a token']) {
      const res = await page(token);
      expect(res.statusCode).toBe(200);
      expect(rendered(res.body)).toBe(false);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(stage.__ssrSignedIn.calls.filter((c) => c.signedIn)).toEqual([]);
  });

  it('renders nothing for a revoked session: the browser gets the page its guard sends to 登录', async () => {
    const t = await login(host.app, host.env.db, '13800000002');
    expect(rendered((await page(t.accessToken)).body)).toBe(true);
    const out = await host.app.inject({
      method: 'POST',
      url: `${P}/company/custAccount/logout`,
      headers: { authorization: `Bearer ${t.accessToken}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    stage.__ssrSignedIn.calls = [];
    const res = await page(t.accessToken);
    expect(rendered(res.body)).toBe(false);
    expect(res.body).not.toContain('李娜');
    expect(stage.__ssrSignedIn.calls.filter((c) => c.signedIn)).toEqual([]);
  });

  it('renders nothing for a session idle past the limit (the API would refuse it too)', async () => {
    const t = await login(host.app, host.env.db, '13800000004');
    expect(rendered((await page(t.accessToken)).body)).toBe(true);
    host.env.clock.advance(IDLE_LIMIT_MS + 60_000);
    stage.__ssrSignedIn.calls = [];
    expect(rendered((await page(t.accessToken)).body)).toBe(false);
    expect(stage.__ssrSignedIn.calls.filter((c) => c.signedIn)).toEqual([]);
    // The same check as the API's: the session is over there as well.
    expect((await accountView(t.accessToken)).ok).toBe(false);
  });

  it('holds the first paint of a rendered page until its markup is parsed, and only then', async () => {
    const t = await login(host.app, host.env.db, '13800000002');
    const res = await page(t.accessToken);
    expect(rendered(res.body)).toBe(true);
    const link = /<link rel="expect" href="#([^"]+)" blocking="render" \/>/.exec(res.body);
    expect(link, 'the render-blocking line').not.toBeNull();
    expect(res.body.indexOf(link?.[0] ?? '')).toBeLessThan(res.body.indexOf('</head>'));
    // Chromium paints once the named element is in the document (its opening tag): the element
    // named must come after the whole markup, not be the markup's container.
    const target = res.body.indexOf(`id="${link?.[1]}"`);
    expect(target).toBeGreaterThan(res.body.lastIndexOf('</main>'));
    expect(res.body.lastIndexOf('</main>')).toBeGreaterThan(0);
    // A page the browser renders has no such element to wait for: nothing holds its paint.
    stage.__ssrSignedIn.mode = 'null';
    expect((await page(t.accessToken)).body).not.toContain('rel="expect"');
  });

  it('renders nothing for a session that must set a new password first (the API refuses it too)', async () => {
    // What an administrator's reset leaves (password-change-required.test.ts): the flag, then a sign-in.
    await host.env.db.query('UPDATE persons SET must_change_password = true WHERE mobile = $1', ['13800000008']);
    const t = await login(host.app, host.env.db, '13800000008');
    const res = await page(t.accessToken);
    expect(rendered(res.body)).toBe(false);
    expect(stage.__ssrSignedIn.calls.filter((c) => c.signedIn)).toEqual([]);
    expect(await accountView(t.accessToken)).toMatchObject({ ok: false, status: PASSWORD_CHANGE_REQUIRED });
  });

  it('degrades to the browser rendering the page when the render throws or draws nothing', async () => {
    const t = await login(host.app, host.env.db, '13800000005');
    for (const mode of ['throw', 'null'] as const) {
      stage.__ssrSignedIn.mode = mode;
      const res = await page(t.accessToken);
      expect(res.statusCode, mode).toBe(200);
      expect(rendered(res.body), mode).toBe(false);
      // The page the browser renders: the centre's frame while its code loads, the route's title.
      expect(res.body, mode).toContain('data-scf-frame="header"');
      expect(res.body, mode).toContain('<title>个人信息 - 供应链金融服务平台</title>');
      expect(res.headers['cache-control'], mode).toBe('private, no-store');
    }
    stage.__ssrSignedIn.mode = 'render';
    expect(rendered((await page(t.accessToken)).body)).toBe(true);
  });
});
