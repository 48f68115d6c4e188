/** SCF-SIGN-1: signed and encrypted requests (valid, tampered, replayed, stale, wrong key). */
import { createCipheriv, createHmac, randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { encrypt, login, P, publicKey } from './helpers/api';
import { KEY_ALPHABET } from '../../shared/crypto/random-key';

const rand16 = () => Array.from({ length: 16 }, () => KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)]).join('');

interface Signed {
  headers: Record<string, string>;
  payload: string | undefined;
}

function sign(
  pem: string,
  kid: string,
  method: string,
  url: string,
  body: unknown,
  opts: { ts?: number; nonce?: string } = {},
): Signed {
  const key16 = rand16();
  const iv16 = rand16();
  let data = '';
  if (body !== undefined) {
    const plain = Buffer.from(JSON.stringify(body), 'utf8');
    const padded = Buffer.concat([plain, Buffer.alloc((16 - (plain.length % 16)) % 16)]);
    const c = createCipheriv('aes-128-cbc', Buffer.from(key16), Buffer.from(iv16));
    c.setAutoPadding(false);
    data = Buffer.concat([c.update(padded), c.final()]).toString('base64');
  }
  const ts = String(opts.ts ?? Date.now());
  const nonce = opts.nonce ?? rand16();
  const mac = createHmac('sha256', Buffer.from(key16))
    .update(`${method}\n${url}\n${ts}\n${nonce}\n${data}`, 'utf8')
    .digest('hex');
  return {
    headers: {
      'x-scf-key': encrypt(pem, key16 + iv16),
      'x-scf-kid': kid,
      'x-scf-timestamp': ts,
      'x-scf-nonce': nonce,
      'x-scf-sign': mac,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body !== undefined ? JSON.stringify({ data }) : undefined,
  };
}

describe.each(databases())('request signing on %s', (kind) => {
  const env = useTestEnv(kind);
  let pem: string;
  let kid: string;
  beforeAll(async () => {
    ({ publicKey: pem, kid } = await publicKey(env.app));
  }, 180_000);

  const send = async (method: 'GET' | 'POST', url: string, s: Signed, extra: Record<string, string> = {}) => {
    const res = await env.app.inject({ method, url, headers: { ...s.headers, ...extra }, payload: s.payload });
    return { http: res.statusCode, env: JSON.parse(res.body) };
  };

  it('decrypts and verifies a signed request', async () => {
    const url = `/api${P}/reg/user/listDict`;
    const r = await send('POST', url, sign(pem, kid, 'POST', url, { code: 'compRole' }));
    expect(r.http).toBe(200);
    expect(r.env.body).toHaveLength(6);
  });

  it('handles multi-byte text and a body that fills whole blocks', async () => {
    const t = await login(env.app, env.db, '13800000001', '华信');
    const url = `/api${P}/cust/company/update`;
    const body = { address: '上海市浦东新区世纪大道一百号甲' };
    const r = await send('POST', url, sign(pem, kid, 'POST', url, body), { authorization: `Bearer ${t.accessToken}` });
    expect(r.env.ok).toBe(true);
    const url2 = `/api${P}/reg/user/listDict`;
    const exact = { code: 'compRoleX' }; // 20 bytes of JSON -> padded to 32
    const r2 = await send('POST', url2, sign(pem, kid, 'POST', url2, exact));
    expect(r2.env.ok).toBe(true);
  });

  it('signs a query string and a call without a body', async () => {
    const url = `/api${P}/area/list?pid=310000`;
    const r = await send('POST', url, sign(pem, kid, 'POST', url, undefined));
    expect(r.env.body.length).toBeGreaterThan(0);
    const get = `/api${P}/manage/cms/getEnableCmsHurdles`;
    expect((await send('GET', get, sign(pem, kid, 'GET', get, undefined))).env.ok).toBe(true);
  });

  it('rejects a tampered body, URL or signature', async () => {
    const url = `/api${P}/reg/user/listDict`;
    const s = sign(pem, kid, 'POST', url, { code: 'compRole' });
    const data = JSON.parse(s.payload ?? '{}').data as string;
    const flipped = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    const tampered = await send('POST', url, { ...s, payload: JSON.stringify({ data: flipped }) });
    expect(tampered).toMatchObject({ http: 400, env: { ok: false, status: 400, msg: '请求签名校验失败' } });
    const other = sign(pem, kid, 'POST', url, { code: 'compRole' });
    const wrongUrl = await send('POST', `/api${P}/reg/user/listDict?x=1`, other);
    expect(wrongUrl.http).toBe(400);
    const s3 = sign(pem, kid, 'POST', url, { code: 'compRole' });
    const badSign = await send('POST', url, { ...s3, headers: { ...s3.headers, 'x-scf-sign': '0'.repeat(64) } });
    expect(badSign.env.msg).toBe('请求签名校验失败');
  });

  it('rejects a replayed nonce, also through a second instance', async () => {
    const url = `/api${P}/reg/user/listDict`;
    const s = sign(pem, kid, 'POST', url, { code: 'idType' });
    expect((await send('POST', url, s)).http).toBe(200);
    expect((await send('POST', url, s)).http).toBe(400);
    const second = await env.newApp();
    const s2 = sign(pem, kid, 'POST', url, { code: 'idType' });
    expect((await second.inject({ method: 'POST', url, headers: s2.headers, payload: s2.payload })).statusCode).toBe(
      200,
    );
    const replay = await env.app.inject({ method: 'POST', url, headers: s2.headers, payload: s2.payload });
    expect(replay.statusCode).toBe(400);
  });

  it('rejects a timestamp more than 5 minutes off, a wrong kid and a garbage key', async () => {
    const url = `/api${P}/reg/user/listDict`;
    expect((await send('POST', url, sign(pem, kid, 'POST', url, {}, { ts: Date.now() - 6 * 60_000 }))).http).toBe(400);
    expect((await send('POST', url, sign(pem, kid, 'POST', url, {}, { ts: Date.now() + 6 * 60_000 }))).http).toBe(400);
    expect((await send('POST', url, sign(pem, 'kOther', 'POST', url, {}))).http).toBe(400);
    const s = sign(pem, kid, 'POST', url, {});
    expect((await send('POST', url, { ...s, headers: { ...s.headers, 'x-scf-key': 'AAAA' } })).http).toBe(400);
    const missing = { ...s.headers };
    delete missing['x-scf-nonce'];
    expect((await send('POST', url, { ...s, headers: missing })).http).toBe(400);
    expect((await send('POST', url, { ...s, payload: JSON.stringify({ data: 'x', more: 1 }) })).http).toBe(400);
  });

  it('validates the decrypted body against the route schema', async () => {
    const url = `/api${P}/reg/user/listDict`;
    const r = await send('POST', url, sign(pem, kid, 'POST', url, { code: 123 }));
    expect(r.http).toBe(400);
    expect(r.env.msg).toContain('类型不正确');
  });
});
