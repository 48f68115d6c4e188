/**
 * RSA work and login capacity: a burst of forged X-Scf-Key headers is refused before any RSA
 * decryption (and before any nonce row is written), a repeated key is answered from the cache,
 * password fields count toward the same per-IP limit, and a full login queue answers "busy"
 * at once.
 */
import { createCipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, captcha, encrypt, freshIp, newBrowserId, P, passwordLogin, publicKey } from './helpers/api';
import { KEY_ALPHABET } from '../../shared/crypto/random-key';

const rand16 = () => Array.from({ length: 16 }, () => KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)]).join('');
const RSA_LIMIT = 5;

function signedHeaders(encKey: string, key16: string, kid: string, url: string, body: unknown) {
  const plain = Buffer.from(JSON.stringify(body), 'utf8');
  const padded = Buffer.concat([plain, Buffer.alloc((16 - (plain.length % 16)) % 16)]);
  return { encKey, key16, kid, url, padded };
}

describe.each(databases())('RSA work and login capacity on %s', (kind) => {
  const env = useTestEnv(kind, { rsaIpLimit: RSA_LIMIT, loginConcurrency: 1, loginQueue: 0 });
  let pem: string;
  let kid: string;
  beforeAll(async () => {
    ({ publicKey: pem, kid } = await publicKey(env.app));
  }, 180_000);

  const url = `/api${P}/reg/user/listDict`;

  /** A request signed with the key16/iv16 inside encKey (or with a forged encKey). */
  function send(encKey: string, key16: string, iv16: string, ip: string) {
    const s = signedHeaders(encKey, key16, kid, url, { code: 'compRole' });
    const c = createCipheriv('aes-128-cbc', Buffer.from(key16), Buffer.from(iv16));
    c.setAutoPadding(false);
    const data = Buffer.concat([c.update(s.padded), c.final()]).toString('base64');
    const ts = String(Date.now());
    const nonce = rand16();
    const sign = createHmac('sha256', Buffer.from(key16))
      .update(`POST\n${url}\n${ts}\n${nonce}\n${data}`, 'utf8')
      .digest('hex');
    return env.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: {
        'x-scf-key': encKey,
        'x-scf-kid': kid,
        'x-scf-timestamp': ts,
        'x-scf-nonce': nonce,
        'x-scf-sign': sign,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ data }),
    });
  }

  const nonceCount = async () =>
    (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM nonces'))[0]?.n ?? 0;

  it('refuses a burst of forged request keys from one IP before decrypting them', async () => {
    const ip = freshIp();
    const before = env.app.scf.keys.decryptions();
    const noncesBefore = await nonceCount();
    const answers = [];
    for (let i = 0; i < RSA_LIMIT + 10; i++) {
      answers.push(await send(randomBytes(384).toString('base64'), rand16(), rand16(), ip));
    }
    expect(env.app.scf.keys.decryptions() - before).toBe(RSA_LIMIT);
    expect(answers.slice(0, RSA_LIMIT).every((r) => r.statusCode === 400)).toBe(true);
    const throttled = answers
      .slice(RSA_LIMIT)
      .map((r) => JSON.parse(r.body) as { status: number; ok: boolean; msg: string });
    for (const t of throttled) expect(t).toMatchObject({ status: 429, ok: false });
    expect(throttled[0]?.msg).toMatch(/^请求过于频繁，请\d+(秒|分钟)后再试$/);
    // Forged keys never reach the replay check: no nonce row was written for them.
    expect(await nonceCount()).toBe(noncesBefore);
    // Another address is not affected.
    const key16 = rand16();
    const iv16 = rand16();
    expect((await send(encrypt(pem, key16 + iv16), key16, iv16, freshIp())).statusCode).toBe(200);
  });

  it('decrypts a repeated request key once (cache by ciphertext hash)', async () => {
    const ip = freshIp();
    const key16 = rand16();
    const iv16 = rand16();
    const encKey = encrypt(pem, key16 + iv16);
    const before = env.app.scf.keys.decryptions();
    for (let i = 0; i < RSA_LIMIT + 3; i++) {
      const r = await send(encKey, key16, iv16, ip);
      expect(r.statusCode).toBe(200);
    }
    expect(env.app.scf.keys.decryptions() - before).toBe(1);
  });

  it('counts password decryptions toward the same per-IP limit', async () => {
    const ip = freshIp();
    const before = env.app.scf.keys.decryptions();
    let last = null;
    for (let i = 0; i < RSA_LIMIT + 1; i++) {
      const browserID = newBrowserId();
      const answer = await captcha(env.app, env.db, browserID);
      last = await call(env.app, `${P}/company/custAccount/login/password`, {
        body: { account: '13800000009', password: randomBytes(384).toString('base64'), captcha: answer, browserID },
        ip,
      });
    }
    expect(env.app.scf.keys.decryptions() - before).toBe(RSA_LIMIT);
    expect(last?.env).toMatchObject({ status: 429, ok: false });
  });

  it('answers "系统繁忙，请稍后重试" at once when the login queue is full', async () => {
    let release = () => {};
    // The only turn is taken (as by a login in progress); the queue holds no one else.
    const held = env.app.scf.loginQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const busy = await passwordLogin(env.app, env.db, '13800000002');
    expect(busy.env).toMatchObject({ ok: false, status: 429, msg: '系统繁忙，请稍后重试' });
    release();
    await held;
    const good = await passwordLogin(env.app, env.db, '13800000002');
    expect(good.env.ok).toBe(true);
  });
});
