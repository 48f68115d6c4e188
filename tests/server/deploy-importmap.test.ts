/**
 * The live import map is shared by every instance: a deploy or a rollback through one instance
 * is served by the other at once, a token changes only the specifiers it is scoped to, a URL
 * that is not a JavaScript module is refused and changes nothing, and every change is in the
 * map's history and the operation log.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeployToken, revokeDeployToken } from '../../server/features/deploy/deploy-token.service';
import { LiveImportMap } from '../../server/features/deploy/live-importmap';
import { createTestEnv, databases, type TestEnv } from './helpers/test-app';
import { startModuleServer, type ModuleServer } from './helpers/module-server';
import { login } from './helpers/api';
import type { ImportMapBody } from '../kit/api';
import { deployCall } from './helpers/deploy-api';

/** The deploy calls here answer the live import map unless they say otherwise. */
const api = <T = ImportMapBody>(...args: Parameters<typeof deployCall>) => deployCall<T>(...args);

async function servedMap(
  app: FastifyInstance,
): Promise<{ imports: Record<string, string>; integrity?: Record<string, string> }> {
  const res = await app.inject({ method: 'GET', url: '/importmap.json' });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as { imports: Record<string, string>; integrity?: Record<string, string> };
}

describe.each(databases())('deploying through the import-map API on %s', (kind) => {
  let env: TestEnv;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let cdn: ModuleServer;
  let dist: string;
  let centerToken: string;
  let wideToken: string;

  beforeAll(async () => {
    // An empty build folder: the map starts empty and only the API changes it.
    dist = mkdtempSync(path.join(tmpdir(), 'scf-deploy-dist-'));
    env = await createTestEnv(kind, { distDir: dist });
    a = env.app;
    b = await env.newInstance();
    cdn = await startModuleServer();
    cdn.files.set('/center-v1.js', {
      body: "import React from 'react';\nimport './chunk-a.js';\nexport default { bootstrap() {} };\n",
    });
    cdn.files.set('/center-v1.modules.json', {
      body: JSON.stringify({ modules: { './center-v1.js': ['./chunk-a.js', 'react'], './chunk-a.js': [] } }),
      type: 'application/json',
    });
    cdn.files.set('/chunk-a.js', { body: 'export const a = 1;\n' });
    cdn.files.set('/center-v2.js', { body: 'export default { version: 2 };\n' });
    cdn.files.set('/react.js', { body: 'export default {};\n' });
    cdn.files.set('/page.js', {
      body: '<!doctype html><html><body>Not here</body></html>',
      type: 'text/html; charset=utf-8',
    });
    cdn.files.set('/styles.js', { body: 'body { color: red }', type: 'text/css' });
    cdn.files.set('/broken.js', { body: 'export default function () { return `unterminated' });
    centerToken = (await createDeployToken(env.db, 'center team', ['@scf/center'], Date.now())).token;
    wideToken = (await createDeployToken(env.db, 'platform', ['@scf/*', 'react'], Date.now())).token;
  }, 180_000);
  afterAll(async () => {
    await cdn?.close();
    await env?.close();
    rmSync(dist, { recursive: true, force: true });
  }, 60_000);

  it('serves a deploy made through instance A from instance B, with the file’s SHA-384', async () => {
    const url = `${cdn.url}/center-v1.js`;
    const r = await api(a, 'PATCH', '/deploy/importmap', centerToken, { imports: { '@scf/center': url } });
    expect(r.env.ok, r.env.msg).toBe(true);
    expect(r.env.body.importMap.imports['@scf/center']).toBe(url);
    expect(r.env.body.importMap.integrity[url]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const onB = await servedMap(b);
    expect(onB.imports['@scf/center']).toBe(url);
    expect(onB.integrity?.[url]).toBe(r.env.body.importMap.integrity[url]);
    const current = await api(b, 'GET', '/deploy/importmap', centerToken);
    expect(current.env.body.version).toBe(r.env.body.version);
  });

  it('rolls back through instance A and instance B serves the older map', async () => {
    const before = (await api(a, 'GET', '/deploy/importmap', centerToken)).env.body.version;
    const v2 = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': `${cdn.url}/center-v2.js` },
      expectedVersion: before,
    });
    expect(v2.env.ok, v2.env.msg).toBe(true);
    expect((await servedMap(b)).imports['@scf/center']).toBe(`${cdn.url}/center-v2.js`);
    const back = await api(b, 'POST', '/deploy/importmap/rollback', centerToken, { version: before });
    expect(back.env.ok, back.env.msg).toBe(true);
    expect(back.env.body.version).toBe(before + 2);
    expect((await servedMap(a)).imports['@scf/center']).toBe(`${cdn.url}/center-v1.js`);
    expect((await servedMap(b)).imports['@scf/center']).toBe(`${cdn.url}/center-v1.js`);
  });

  it('refuses a token scoped to @scf/center changing react, and changes nothing', async () => {
    const before = await api(a, 'GET', '/deploy/importmap', centerToken);
    const r = await api(a, 'PATCH', '/deploy/importmap', centerToken, { imports: { react: `${cdn.url}/react.js` } });
    expect(r.env.ok).toBe(false);
    expect(r.env.msg).toContain('无权修改 react');
    const mixed = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': `${cdn.url}/center-v2.js`, react: `${cdn.url}/react.js` },
    });
    expect(mixed.env.ok).toBe(false);
    expect((await api(b, 'GET', '/deploy/importmap', centerToken)).env.body).toEqual(before.env.body);
    const wide = await api(a, 'PATCH', '/deploy/importmap', wideToken, { imports: { react: `${cdn.url}/react.js` } });
    expect(wide.env.ok, wide.env.msg).toBe(true);
  });

  it.each([
    ['answers 404', '/missing.js', 'HTTP 404'],
    ['answers an HTML page', '/page.js', '不是 JavaScript'],
    ['is served as CSS', '/styles.js', '不是 JavaScript'],
    ['does not parse as a module', '/broken.js', '不是有效的 JavaScript 模块'],
  ])('refuses a URL that %s and leaves the map unchanged', async (_what, file, message) => {
    const before = await api(a, 'GET', '/deploy/importmap', centerToken);
    const r = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': `${cdn.url}${file}` },
    });
    expect(r.env.ok).toBe(false);
    expect(r.env.msg).toContain(message);
    expect(r.env.msg).toContain('@scf/center');
    expect((await api(b, 'GET', '/deploy/importmap', centerToken)).env.body).toEqual(before.env.body);
  });

  it('refuses bad input, unknown and revoked tokens with a Chinese message', async () => {
    const bad = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': 'javascript:alert(1)' },
    });
    expect(bad.env.ok).toBe(false);
    expect(bad.env.msg).toMatch(/模块地址/);
    const none = await api(a, 'GET', '/deploy/importmap', 'scfd_notarealtokennotarealtokennotarealtoken');
    expect(none.http).toBe(401);
    expect(none.env.msg).toContain('部署令牌');
    const session = await a.inject({ method: 'GET', url: '/api/deploy/importmap' });
    expect(session.statusCode).toBe(401);
    const made = await createDeployToken(env.db, 'temporary', ['@scf/center'], Date.now());
    expect((await api(a, 'GET', '/deploy/importmap', made.token)).env.ok).toBe(true);
    await revokeDeployToken(env.db, made.id, Date.now());
    expect((await api(a, 'GET', '/deploy/importmap', made.token)).http).toBe(401);
    const stored = await env.db.query<{ token_hash: string }>('SELECT token_hash FROM deploy_tokens WHERE id = $1', [
      made.id,
    ]);
    expect(stored[0]?.token_hash).not.toContain(made.token);
  });

  it('lists who changed what and when, and writes every change to the operation log', async () => {
    const h = await api<{
      list: Array<{
        version: number;
        actor: string;
        action: string;
        changes: Array<{ specifier: string; from: string | null; to: string | null }>;
        rollbackTo: number | null;
      }>;
      total: number;
    }>(a, 'GET', '/deploy/importmap/history?pageSize=20', centerToken);
    expect(h.env.ok).toBe(true);
    const [newest] = h.env.body.list;
    expect(newest).toMatchObject({
      actor: 'platform',
      action: 'deploy',
      changes: [{ specifier: 'react', from: null, to: `${cdn.url}/react.js` }],
    });
    const rollback = h.env.body.list.find((x) => x.action === 'rollback');
    expect(rollback?.changes[0]).toMatchObject({
      specifier: '@scf/center',
      from: `${cdn.url}/center-v2.js`,
      to: `${cdn.url}/center-v1.js`,
    });
    const logged = await env.db.query<{ action: string; actor_name: string }>(
      "SELECT action, actor_name FROM operation_logs WHERE action LIKE 'importmap.%' ORDER BY id",
    );
    expect(logged.map((l) => l.action)).toEqual([
      'importmap.deploy',
      'importmap.deploy',
      'importmap.rollback',
      'importmap.deploy',
    ]);
    expect(logged[0]?.actor_name).toContain('center team');
  });

  it('sees a change within a second on an instance whose notification connection is down', async () => {
    let now = 1_000_000;
    // Never started: no listener, as when the notification connection is lost.
    const deaf = new LiveImportMap(env.db, dist, () => now);
    const before = await deaf.get();
    const r = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': `${cdn.url}/center-v2.js` },
    });
    expect(r.env.ok, r.env.msg).toBe(true);
    now += 500;
    expect((await deaf.get()).version).toBe(before.version);
    now += 501;
    expect((await deaf.get()).version).toBe(r.env.body.version);
    const back = await api(a, 'POST', '/deploy/importmap/rollback', centerToken, { version: before.version });
    expect(back.env.ok, back.env.msg).toBe(true);
  });

  it('records the integrity of every module of the closure, not only the entry’s (issue 31, point 5)', async () => {
    const live = await servedMap(b);
    expect(live.imports['@scf/center']).toBe(`${cdn.url}/center-v1.js`);
    const sri = (text: string): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(live.integrity?.[`${cdn.url}/chunk-a.js`]).toBe(sri(cdn.files.get('/chunk-a.js')?.body ?? ''));
    // A lazily loaded page (a literal dynamic import) is covered too; a bare import is not fetched.
    cdn.files.set('/center-v3.js', {
      body:
        "import React from 'react';\nimport { a } from './chunk-a.js';\nexport const page = () " +
        "=> import('./page-p3.js');\nexport default { a };\n",
    });
    cdn.files.set('/page-p3.js', { body: 'export default 3;\n' });
    const r = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': `${cdn.url}/center-v3.js` },
    });
    expect(r.env.ok, r.env.msg).toBe(true);
    expect(Object.keys(r.env.body.importMap.integrity)).toEqual(
      expect.arrayContaining([`${cdn.url}/center-v3.js`, `${cdn.url}/chunk-a.js`, `${cdn.url}/page-p3.js`]),
    );
    expect(cdn.requests).not.toContain('/react');
    // A chunk the entry imports that is missing refuses the deploy.
    cdn.files.set('/center-v4.js', { body: "import './gone-4.js';\nexport default {};\n" });
    const missing = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': `${cdn.url}/center-v4.js` },
    });
    expect(missing.env.ok).toBe(false);
    expect(missing.env.msg).toContain('gone-4.js');
    const back = await api(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': `${cdn.url}/center-v1.js` },
    });
    expect(back.env.ok, back.env.msg).toBe(true);
    expect(back.env.body.importMap.integrity[`${cdn.url}/page-p3.js`]).toBeUndefined();
    expect(back.env.body.importMap.integrity[`${cdn.url}/chunk-a.js`]).toBe(sri('export const a = 1;\n'));
  });

  it(
    'never lets a deploy re-hash a URL another specifier uses, ' + 'nor a chunk of its closure (issue 31, point 4)',
    async () => {
      const login = (await createDeployToken(env.db, 'login team', ['@scf/login'], Date.now())).token;
      const before = await servedMap(b);
      const entry = `${cdn.url}/center-v1.js`;
      const original = cdn.files.get('/center-v1.js');
      const chunk = cdn.files.get('/chunk-a.js');
      try {
        // The file another team deployed is changed, then a token points its own specifier at it.
        cdn.files.set('/center-v1.js', { body: "import './chunk-a.js';\nexport default { evil: true };\n" });
        const steal = await api(a, 'PATCH', '/deploy/importmap', login, { imports: { '@scf/login': entry } });
        expect(steal.env.ok).toBe(false);
        expect(steal.env.msg).toContain('SHA-384 不符');
        expect(steal.env.msg).toContain('@scf/center');
        // The same through a chunk of that closure, as an entry of its own.
        cdn.files.set('/center-v1.js', original ?? { body: '' });
        cdn.files.set('/chunk-a.js', { body: 'export const a = "evil";\n' });
        const viaChunk = await api(a, 'PATCH', '/deploy/importmap', login, {
          imports: { '@scf/login': `${cdn.url}/chunk-a.js` },
        });
        expect(viaChunk.env.ok).toBe(false);
        // And by the owner's own retried job: a deployed file never gets a new hash.
        const retry = await api(a, 'PATCH', '/deploy/importmap', centerToken, { imports: { '@scf/center': entry } });
        expect(retry.env.ok).toBe(false);
        const after = await servedMap(b);
        expect(after).toEqual(before);
      } finally {
        cdn.files.set('/center-v1.js', original ?? { body: '' });
        cdn.files.set('/chunk-a.js', chunk ?? { body: '' });
      }
      // Pointing at it with its bytes unchanged is allowed and changes no hash.
      const same = await api(a, 'PATCH', '/deploy/importmap', login, { imports: { '@scf/login': entry } });
      expect(same.env.ok, same.env.msg).toBe(true);
      expect(same.env.body.importMap.integrity[entry]).toBe(before.integrity?.[entry]);
    },
  );

  it('refuses specifier keys and token scopes that are not package names (issue 31, point 10)', async () => {
    for (const key of [
      '@scf/../react',
      '@scf/./center',
      '@scf/center/',
      './center.js',
      '/assets/x.js',
      'https://cdn.example.com/a.js',
      '@scf//center',
    ]) {
      const r = await api(a, 'PATCH', '/deploy/importmap', wideToken, { imports: { [key]: `${cdn.url}/react.js` } });
      expect(r.env.ok, key).toBe(false);
      expect(r.env.msg, key).toContain('模块名不正确');
    }
    await expect(createDeployToken(env.db, 'x', ['@team/../*'], Date.now())).rejects.toThrow('模块名不正确');
    await expect(createDeployToken(env.db, 'x', ['@team/..'], Date.now())).rejects.toThrow('模块名不正确');
    expect(
      (await createDeployToken(env.db, 'x', ['@team/*', '@scf/product-*', 'react-dom/client'], Date.now())).scopes,
    ).toHaveLength(3);
  });

  it('preloads a deployed parcel’s closure from the manifest beside its file', async () => {
    const live = await a.scf.importMap.get();
    const closure = live.preloads.forPath('/center/crm/user');
    expect(closure).toContain(`${cdn.url}/center-v1.js`);
    expect(closure).toContain(`${cdn.url}/chunk-a.js`);
    expect(closure).toContain(`${cdn.url}/react.js`);
  });
});

describe.each(databases())('who may use import-map overrides on %s', (kind) => {
  let env: TestEnv;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'scf-override-dist-'));
    copyFileSync(path.resolve('root-config/index.html'), path.join(dist, 'index.template.html'));
    env = await createTestEnv(kind, { distDir: dist });
  }, 180_000);
  afterAll(async () => {
    await env?.close();
    rmSync(dist, { recursive: true, force: true });
  }, 60_000);

  const page = async (app: FastifyInstance, accessToken?: string): Promise<string> => {
    const res = await app.inject({
      method: 'GET',
      url: '/404',
      ...(accessToken ? { cookies: { access_token: accessToken } } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it(
    'offers overrides to everyone in development, ' + 'applied only once confirmed and only from the allowed origins',
    async () => {
      const html = await page(env.app);
      expect(html).toContain('scfOverrides');
      expect(html).toContain('scf-importmap-overrides-v2');
      expect(html).toContain('"origins":["http://localhost:*","http://127.0.0.1:*","http://[::1]:*"]');
      expect(html).toContain('请输入地址的主机');
      const custom = await env.newApp({ importMapOverrideOrigins: ['https://dev.example.com'] });
      expect(await page(custom)).toContain('"origins":["https://dev.example.com"]');
    },
  );

  it('refuses them in production to a plain employee, and allows them to a person whose role allows it', async () => {
    const prod = await env.newApp({ nodeEnv: 'production', importMapOverrides: false });
    const employee = await login(env.app, env.db, '13800000002');
    expect(await page(prod)).not.toContain('scfOverrides');
    expect(await page(prod, employee.accessToken)).not.toContain('scfOverrides');
    // The system's own role (never given by a company administrator) in the CRM product.
    await env.db.query(
      `INSERT INTO employee_roles (employee_id, prod_code, employee_role)
         SELECT id, 'CRM', 'E100' FROM employees WHERE employee_code = $1`,
      [employee.employeeCode],
    );
    expect(await page(prod, employee.accessToken)).toContain('scfOverrides');
    const allowed = await env.newApp({ nodeEnv: 'production', importMapOverrides: true });
    expect(await page(allowed)).toContain('scfOverrides');
  });
});
