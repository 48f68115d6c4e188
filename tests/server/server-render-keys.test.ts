/**
 * Every distinct query string of a public page cost an uncached server render (issue 31, point
 * 9): `/index/index?v=N` rendered N times. Renders are keyed by the URL parts a page reads
 * (RouteDef.query); other parameters share the cached render; and new renders are limited per
 * address, past which the page is left to the browser. A stand-in server bundle counts renders.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRenderCache, renderForRequest, type RenderRequest } from '../../server/host/server-render';
import { renderUrlOf } from '../../server/host/render-url';

const stage = globalThis as unknown as { __ssrKeysCalls: string[] };
const BUNDLE = `export const renderPage = async (url, options) => {
  globalThis.__ssrKeysCalls.push(url);
  return {
    app: 'index', html: '<p>' + url + '</p>', css: '', data: {}, title: 't', complete: true, viewport: options.viewport,
  };
};
export const titleOf = (p) => 'title of ' + p;
`;
const APPS = {
  index: '/assets/parcels/index/index-A.js',
  login: '/assets/parcels/login/login-A.js',
  register: '/assets/parcels/register/register-A.js',
};
const LIVE = { '@scf/index': APPS.index, '@scf/login': APPS.login, '@scf/register': APPS.register };

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function dist(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'scf-ssr-keys-'));
  roots.push(d);
  mkdirSync(path.join(d, 'server'));
  writeFileSync(path.join(d, 'server', 'ssr-entry-k.js'), BUNDLE);
  writeFileSync(
    path.join(d, 'server', 'ssr-manifest.json'),
    JSON.stringify({ entry: 'ssr-entry-k.js', builtAt: 'k1', apps: APPS, depends: {} }),
  );
  return d;
}

const request = (url: string, ip = '127.0.0.1'): RenderRequest => ({
  url,
  ip,
  host: 'localhost',
  hasSession: false,
  viewport: 'desktop',
  imports: LIVE,
  nonce: 'n',
  transport: async () => ({ status: 200, headers: {}, body: '{}' }),
  log: () => undefined,
});

beforeEach(() => {
  clearRenderCache();
  stage.__ssrKeysCalls = [];
});

describe('server render keys and limits', () => {
  it('reads a URL as the parts its page reads', () => {
    expect(renderUrlOf('/index/index?v=1')).toBe('/index/index');
    expect(renderUrlOf('/index/index?v=1&utm_source=x')).toBe('/index/index');
    expect(renderUrlOf('/index/news/list?page=2&v=9')).toBe('/index/news/list?page=2');
    expect(renderUrlOf('/index/news/list?v=9&page=2&page=3')).toBe('/index/news/list?page=2');
    expect(renderUrlOf('/login?x=1&redirect=%2Fcenter%2Fproduct%2Fproduct')).toBe(
      '/login?redirect=%2Fcenter%2Fproduct%2Fproduct',
    );
    expect(renderUrlOf('/register/account?inviteCode=ABCD2345&from=sms')).toBe('/register/account?inviteCode=ABCD2345');
    expect(renderUrlOf('/index/about')).toBe('/index/about');
    expect(renderUrlOf('/no/such/page?a=1')).toBe('/no/such/page');
  });

  it('one render serves every query string the page does not read', async () => {
    const d = dist();
    const bodies = new Set<string>();
    for (let v = 0; v < 50; v++)
      bodies.add((await renderForRequest(d, request(`/index/index?v=${v}`, `10.88.0.${v}`))).body);
    expect(stage.__ssrKeysCalls).toEqual(['/index/index']);
    expect(bodies.size).toBe(1);
    // A parameter the page reads has its own render.
    await renderForRequest(d, request('/index/news/list?page=2&v=1'));
    await renderForRequest(d, request('/index/news/list?v=2&page=2'));
    await renderForRequest(d, request('/index/news/list?page=3'));
    expect(stage.__ssrKeysCalls).toEqual(['/index/index', '/index/news/list?page=2', '/index/news/list?page=3']);
  });

  it('limits the new renders one address causes; cached pages and other addresses are served', async () => {
    const d = dist();
    const flood = '10.99.0.1';
    let rendered = 0;
    for (let n = 1; n <= 60; n++) {
      // Each a distinct page number: a render the cache cannot answer.
      const parts = await renderForRequest(d, request(`/index/news/list?page=${n}`, flood));
      if (parts.body !== '') rendered++;
      else expect(parts.title).toBe('title of /index/news/list');
    }
    expect(rendered).toBe(30);
    expect(stage.__ssrKeysCalls).toHaveLength(30);
    // Past its limit the address still gets pages already rendered…
    expect((await renderForRequest(d, request('/index/news/list?page=1', flood))).body).toContain('page=1');
    // …and another reader is not held back by it.
    expect((await renderForRequest(d, request('/index/news/list?page=45', '10.99.0.2'))).body).toContain('page=45');
  });
});
