/**
 * A team's build uploads its parcel files through the deploy API of one instance; every other
 * instance on the same database serves them (immutable, compressed when the browser accepts it),
 * and the deploy that follows finds them. Tokens upload only into their own parcel's folder, only
 * script, style, JSON and map files, and a stored file never changes.
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

interface Env<T> {
  status: number | string;
  ok: boolean;
  msg: string;
  body: T;
}

async function api<T>(app: FastifyInstance, method: 'PUT' | 'PATCH', url: string, token: string, body: unknown): Promise<{ http: number; env: Env<T> }> {
  const res = await app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { http: res.statusCode, env: JSON.parse(res.body) as Env<T> };
}

const file = (p: string, text: string): { path: string; content: string } => ({ path: p, content: Buffer.from(text).toString('base64') });
const sri = (text: string): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;

// Larger than 1 KB, so that compressed forms are stored.
const ENTRY_TEXT = `import React from 'react';\nimport { a } from './chunk-a1.js';\n${'export const filler = "'.concat('x'.repeat(4000), '";\n')}export default { bootstrap() { return a; } };\n`;
const CHUNK_TEXT = 'export const a = 1;\n';
const ENTRY = '/assets/parcels/center/center-A1b2C3d4.js';
const CHUNK = '/assets/parcels/center/chunk-a1.js';
const MANIFEST = '/assets/parcels/center/center-A1b2C3d4.modules.json';
const MANIFEST_TEXT = JSON.stringify({ modules: { './center-A1b2C3d4.js': ['./chunk-a1.js', 'react'], './chunk-a1.js': [] } });

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
    const up = await api<{ stored: string[]; unchanged: string[] }>(a, 'PUT', '/deploy/assets', centerToken, {
      specifier: '@scf/center',
      files: [{ ...file(ENTRY, ENTRY_TEXT), integrity: sri(ENTRY_TEXT) }, file(CHUNK, CHUNK_TEXT), file(MANIFEST, MANIFEST_TEXT)],
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
    const again = await b.inject({ method: 'GET', url: ENTRY, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await b.inject({ method: 'GET', url: MANIFEST })).headers['content-type']).toMatch(/^application\/json/);

    const deployed = await api<{ version: number; importMap: { imports: Record<string, string>; integrity: Record<string, string> } }>(a, 'PATCH', '/deploy/importmap', centerToken, {
      imports: { '@scf/center': ENTRY },
    });
    expect(deployed.env.ok, deployed.env.msg).toBe(true);
    expect(deployed.env.body.importMap.integrity[ENTRY]).toBe(sri(ENTRY_TEXT));
    const mapOnB = JSON.parse((await b.inject({ method: 'GET', url: '/importmap.json' })).body) as { imports: Record<string, string> };
    expect(mapOnB.imports['@scf/center']).toBe(ENTRY);
  });

  it('treats the same upload again as a no-op and refuses other bytes under a stored name', async () => {
    const same = await api<{ stored: string[]; unchanged: string[] }>(b, 'PUT', '/deploy/assets', centerToken, { specifier: '@scf/center', files: [file(CHUNK, CHUNK_TEXT)] });
    expect(same.env.ok, same.env.msg).toBe(true);
    expect(same.env.body).toEqual({ stored: [], unchanged: [CHUNK] });
    const other = await api(b, 'PUT', '/deploy/assets', centerToken, { specifier: '@scf/center', files: [file('/assets/parcels/center/new-1.js', 'export {};\n'), file(CHUNK, 'export const a = 2;\n')] });
    expect(other.env.ok).toBe(false);
    expect(other.env.msg).toContain('内容不同');
    expect((await a.inject({ method: 'GET', url: CHUNK })).body).toBe(CHUNK_TEXT);
    expect((await a.inject({ method: 'GET', url: '/assets/parcels/center/new-1.js' })).statusCode).toBe(404);
  });

  it.each([
    ['a specifier the token may not change', 'react', '/assets/parcels/react/react-1.js', 'export default {};', '无权修改 react'],
    ['a file outside the parcel’s folder', '@scf/center', '/assets/parcels/admin/admin-1.js', 'export default {};', '只能上传到 /assets/parcels/center/'],
    ['an HTML file', '@scf/center', '/assets/parcels/center/index.html', '<!doctype html>', '类型不允许'],
    ['a .js file that is an HTML page', '@scf/center', '/assets/parcels/center/page-1.js', '<!doctype html><p>no</p>', '不是有效的 JavaScript 模块'],
    ['a .js file that does not parse', '@scf/center', '/assets/parcels/center/broken-1.js', 'export default `open', '不是有效的 JavaScript 模块'],
    ['a .json file that is not JSON', '@scf/center', '/assets/parcels/center/x-1.modules.json', '{nope', '不是有效的 JSON'],
    ['a path that climbs out', '@scf/center', '/assets/parcels/center/../admin/a-1.js', 'export {};', '文件路径不正确'],
  ])('refuses %s, and stores nothing', async (_what, specifier, p, text, message) => {
    const r = await api(a, 'PUT', '/deploy/assets', centerToken, { specifier, files: [file(p, text)] });
    expect(r.env.ok).toBe(false);
    expect(r.env.msg).toContain(message);
    const rows = await env.db.query<{ path: string }>('SELECT path FROM deploy_assets WHERE path = $1', [p]);
    expect(rows).toEqual([]);
  });

  it('refuses a file whose SHA-384 does not match and content that is not base64', async () => {
    const damaged = await api(a, 'PUT', '/deploy/assets', centerToken, { specifier: '@scf/center', files: [{ ...file('/assets/parcels/center/d-1.js', 'export {};'), integrity: sri('other') }] });
    expect(damaged.env.msg).toContain('SHA-384 不符');
    const notBase64 = await api(a, 'PUT', '/deploy/assets', centerToken, { specifier: '@scf/center', files: [{ path: '/assets/parcels/center/d-2.js', content: '%%%' }] });
    expect(notBase64.env.ok).toBe(false);
    expect(notBase64.env.msg).toContain('base64');
    const none = await a.inject({ method: 'PUT', url: '/api/deploy/assets', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ specifier: '@scf/center', files: [file(CHUNK, CHUNK_TEXT)] }) });
    expect(none.statusCode).toBe(401);
  });

  it('serves a file on the instance’s own disk first, and answers 404 for a file nowhere', async () => {
    mkdirSync(path.join(dist, 'assets', 'parcels', 'local'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'parcels', 'local', 'l-1.js'), 'export const local = true;\n');
    const disk = await b.inject({ method: 'GET', url: '/assets/parcels/local/l-1.js' });
    expect(disk.statusCode).toBe(200);
    expect(disk.body).toContain('local = true');
    const missing = await b.inject({ method: 'GET', url: '/assets/parcels/center/nowhere-1.js' });
    expect(missing.statusCode).toBe(404);
    // A malformed address is a client error, never a server error.
    expect((await b.inject({ method: 'GET', url: '/assets/%E0%A4%A' })).statusCode).toBe(400);
  });
});
