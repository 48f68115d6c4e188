/**
 * A team's build uploads its parcel files through the deploy API of one instance; every other
 * instance on the same database serves them (immutable, compressed when the browser accepts it),
 * and the deploy that follows finds them. Tokens upload only into their own specifier's folder
 * (derived from the whole name, never a build's folder), only script, style, JSON and map files,
 * and a file name that exists anywhere (disk or database) never gets other bytes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeployToken } from '../../server/features/deploy/deploy-token.service';
import { createTestEnv, databases, type TestEnv } from './helpers/test-app';
import { deployCall } from './helpers/deploy-api';

const file = (p: string, text: string): { path: string; content: string } => ({
  path: p,
  content: Buffer.from(text).toString('base64'),
});
const sri = (text: string): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;

// Larger than 1 KB, so that compressed forms are stored.
const ENTRY_TEXT =
  `import React from 'react';\nimport { a } from './chunk-a1.js';` +
  `\n${'export const filler = "'.concat('x'.repeat(4000), '";\n')}export default { bootstrap() { return a; } };\n`;
const CHUNK_TEXT = 'export const a = 1;\n';
const FOLDER = '/assets/deployed/@scf+center/';
const ENTRY = `${FOLDER}center-A1b2C3d4.js`;
const CHUNK = `${FOLDER}chunk-a1.js`;
const MANIFEST = `${FOLDER}center-A1b2C3d4.modules.json`;
const MANIFEST_TEXT = JSON.stringify({
  modules: { './center-A1b2C3d4.js': ['./chunk-a1.js', 'react'], './chunk-a1.js': [] },
});

describe.each(databases())('uploading a parcel build through the deploy API on %s', (kind) => {
  let env: TestEnv;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dist: string;
  let centerToken: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'scf-deploy-assets-'));
    env = await createTestEnv(kind, { distDir: dist });
    a = env.app;
    b = await env.newInstance();
    centerToken = (await createDeployToken(env.db, 'center team', ['@scf/center'], Date.now())).token;
  }, 180_000);
  afterAll(async () => {
    await env?.close();
    rmSync(dist, { recursive: true, force: true });
  }, 60_000);

  it('uploads through A; B serves the files and the map after the deploy through A', async () => {
    const up = await deployCall<{ stored: string[]; unchanged: string[] }>(a, 'PUT', '/deploy/assets', centerToken, {
      specifier: '@scf/center',
      files: [
        { ...file(ENTRY, ENTRY_TEXT), integrity: sri(ENTRY_TEXT) },
        file(CHUNK, CHUNK_TEXT),
        file(MANIFEST, MANIFEST_TEXT),
      ],
    });
    expect(up.env.ok, up.env.msg).toBe(true);
    expect(up.env.body.stored.sort()).toEqual([CHUNK, ENTRY, MANIFEST].sort());

    const plain = await b.inject({ method: 'GET', url: ENTRY });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(ENTRY_TEXT);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await b.inject({ method: 'GET', url: ENTRY, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(ENTRY_TEXT);
    const gz = await b.inject({ method: 'GET', url: ENTRY, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(ENTRY_TEXT);
    const again = await b.inject({
      method: 'GET',
      url: ENTRY,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await b.inject({ method: 'GET', url: MANIFEST })).headers['content-type']).toMatch(/^application\/json/);

    const deployed = await deployCall<{
      version: number;
      importMap: { imports: Record<string, string>; integrity: Record<string, string> };
    }>(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': ENTRY },
    });
    expect(deployed.env.ok, deployed.env.msg).toBe(true);
    expect(deployed.env.body.importMap.integrity[ENTRY]).toBe(sri(ENTRY_TEXT));
    const mapOnB = JSON.parse((await b.inject({ method: 'GET', url: '/importmap.json' })).body) as {
      imports: Record<string, string>;
    };
    expect(mapOnB.imports['@scf/center']).toBe(ENTRY);
  });

  it('treats the same upload again as a no-op and refuses other bytes under a stored name', async () => {
    const same = await deployCall<{ stored: string[]; unchanged: string[] }>(b, 'PUT', '/deploy/assets', centerToken, {
      specifier: '@scf/center',
      files: [file(CHUNK, CHUNK_TEXT)],
    });
    expect(same.env.ok, same.env.msg).toBe(true);
    expect(same.env.body).toEqual({ stored: [], unchanged: [CHUNK] });
    const other = await deployCall(b, 'PUT', '/deploy/assets', centerToken, {
      specifier: '@scf/center',
      files: [file(`${FOLDER}new-1.js`, 'export {};\n'), file(CHUNK, 'export const a = 2;\n')],
    });
    expect(other.env.ok).toBe(false);
    expect(other.env.msg).toContain('内容不同');
    expect((await a.inject({ method: 'GET', url: CHUNK })).body).toBe(CHUNK_TEXT);
    expect((await a.inject({ method: 'GET', url: `${FOLDER}new-1.js` })).statusCode).toBe(404);
  });

  it.each([
    [
      'a specifier the token may not change',
      'react',
      '/assets/deployed/react/react-1.js',
      'export default {};',
      '无权修改 react',
    ],
    [
      'a file in another specifier’s folder',
      '@scf/center',
      '/assets/deployed/@scf+admin/admin-1.js',
      'export default {};',
      '只能上传到 /assets/deployed/@scf+center/',
    ],
    [
      'a file in a build’s folder',
      '@scf/center',
      '/assets/parcels/center/center-shared-1.js',
      'export default {};',
      '文件路径不正确',
    ],
    ['an HTML file', '@scf/center', `${FOLDER}index.html`, '<!doctype html>', '类型不允许'],
    [
      'a .js file that is an HTML page',
      '@scf/center',
      `${FOLDER}page-1.js`,
      '<!doctype html><p>no</p>',
      '不是有效的 JavaScript 模块',
    ],
    [
      'a .js file that does not parse',
      '@scf/center',
      `${FOLDER}broken-1.js`,
      'export default `open',
      '不是有效的 JavaScript 模块',
    ],
    ['a .json file that is not JSON', '@scf/center', `${FOLDER}x-1.modules.json`, '{nope', '不是有效的 JSON'],
    ['a path that climbs out', '@scf/center', `${FOLDER}../@scf+admin/a-1.js`, 'export {};', '文件路径不正确'],
  ])('refuses %s, and stores nothing', async (_what, specifier, p, text, message) => {
    const r = await deployCall(a, 'PUT', '/deploy/assets', centerToken, { specifier, files: [file(p, text)] });
    expect(r.env.ok).toBe(false);
    expect(r.env.msg).toContain(message);
    const rows = await env.db.query<{ path: string }>('SELECT path FROM deploy_assets WHERE path = $1', [p]);
    expect(rows).toEqual([]);
  });

  it('refuses a file whose SHA-384 does not match and content that is not base64', async () => {
    const damaged = await deployCall(a, 'PUT', '/deploy/assets', centerToken, {
      specifier: '@scf/center',
      files: [{ ...file(`${FOLDER}d-1.js`, 'export {};'), integrity: sri('other') }],
    });
    expect(damaged.env.msg).toContain('SHA-384 不符');
    const notBase64 = await deployCall(a, 'PUT', '/deploy/assets', centerToken, {
      specifier: '@scf/center',
      files: [{ path: `${FOLDER}d-2.js`, content: '%%%' }],
    });
    expect(notBase64.env.ok).toBe(false);
    expect(notBase64.env.msg).toContain('base64');
    const none = await a.inject({
      method: 'PUT',
      url: '/api/deploy/assets',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ specifier: '@scf/center', files: [file(CHUNK, CHUNK_TEXT)] }),
    });
    expect(none.statusCode).toBe(401);
  });

  it('keeps another team’s token out of every folder but its own specifier’s (issue 31, point 2)', async () => {
    // A token of another team whose specifier ends like ours, and one with a prefix scope.
    const partner = (await createDeployToken(env.db, 'partner', ['@partner/center'], Date.now())).token;
    const team = (await createDeployToken(env.db, 'team', ['@team/*'], Date.now())).token;
    for (const [token, specifier] of [
      [partner, '@partner/center'],
      [team, '@team/center'],
    ] as const) {
      for (const target of ['/assets/parcels/center/center-shared-Zz9.js', `${FOLDER}center-shared-Zz9.js`]) {
        const r = await deployCall(a, 'PUT', '/deploy/assets', token, {
          specifier,
          files: [file(target, 'export const evil = 1;\n')],
        });
        expect(r.env.ok, `${specifier} → ${target}`).toBe(false);
      }
    }
    // Their own folders are theirs, and differ from the centre team's.
    const own = await deployCall<{ stored: string[] }>(a, 'PUT', '/deploy/assets', partner, {
      specifier: '@partner/center',
      files: [file('/assets/deployed/@partner+center/p-1.js', 'export const p = 1;\n')],
    });
    expect(own.env.ok, own.env.msg).toBe(true);
    const teamOther = await deployCall(a, 'PUT', '/deploy/assets', team, {
      specifier: '@team/center',
      files: [file('/assets/deployed/@partner+center/p-2.js', 'export {};\n')],
    });
    expect(teamOther.env.msg).toContain('只能上传到 /assets/deployed/@team+center/');
    const rows = await env.db.query<{ path: string }>(
      "SELECT path FROM deploy_assets WHERE path LIKE '%center-shared-Zz9%'",
    );
    expect(rows).toEqual([]);
  });

  it(
    'refuses a built file’s name, or another folder’s stored name, ' +
      'with other bytes; the same bytes are fine (point 2)',
    async () => {
      const built = 'export const shared = "built";\n';
      mkdirSync(path.join(dist, 'assets', 'parcels', 'center'), { recursive: true });
      writeFileSync(path.join(dist, 'assets', 'parcels', 'center', 'center-shared-Bu1lt.js'), built);
      const team = (await createDeployToken(env.db, 'team b', ['@team/*'], Date.now())).token;
      const forged = await deployCall(a, 'PUT', '/deploy/assets', team, {
        specifier: '@team/center',
        files: [file('/assets/deployed/@team+center/center-shared-Bu1lt.js', 'export const shared = "evil";\n')],
      });
      expect(forged.env.ok).toBe(false);
      expect(forged.env.msg).toContain('/assets/parcels/center/center-shared-Bu1lt.js');
      const copy = await deployCall(a, 'PUT', '/deploy/assets', team, {
        specifier: '@team/center',
        files: [file('/assets/deployed/@team+center/center-shared-Bu1lt.js', built)],
      });
      expect(copy.env.ok, copy.env.msg).toBe(true);
      // The centre team's stored chunk, under another folder: its name cannot get other bytes either.
      const stored = await deployCall(a, 'PUT', '/deploy/assets', team, {
        specifier: '@team/center',
        files: [file('/assets/deployed/@team+center/chunk-a1.js', 'export const a = 666;\n')],
      });
      expect(stored.env.ok).toBe(false);
      expect(stored.env.msg).toContain(CHUNK);
      expect((await b.inject({ method: 'GET', url: '/assets/deployed/@team+center/chunk-a1.js' })).statusCode).toBe(
        404,
      );
    },
  );

  it(
    'never serves a stored row outside the uploads’ folder ' + '(one written before the folders were per specifier)',
    async () => {
      await env.db.query(
        `INSERT INTO deploy_assets (path, sha384, content_type, size, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          '/assets/parcels/center/center-shared-Old1.js',
          sri('export const evil = 1;'),
          'text/javascript; charset=utf-8',
          22,
          Buffer.from('export const evil = 1;'),
          Date.now(),
        ],
      );
      expect((await b.inject({ method: 'GET', url: '/assets/parcels/center/center-shared-Old1.js' })).statusCode).toBe(
        404,
      );
    },
  );

  it('serves a file on the instance’s own disk first, and answers 404 for a file nowhere', async () => {
    mkdirSync(path.join(dist, 'assets', 'parcels', 'local'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'parcels', 'local', 'l-1.js'), 'export const local = true;\n');
    const disk = await b.inject({ method: 'GET', url: '/assets/parcels/local/l-1.js' });
    expect(disk.statusCode).toBe(200);
    expect(disk.body).toContain('local = true');
    const missing = await b.inject({ method: 'GET', url: `${FOLDER}nowhere-1.js` });
    expect(missing.statusCode).toBe(404);
    // A malformed address is a client error, never a server error.
    expect((await b.inject({ method: 'GET', url: '/assets/%E0%A4%A' })).statusCode).toBe(400);
  });
});
