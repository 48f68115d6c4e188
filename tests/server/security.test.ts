/**
 * The attacks of the security review, each reproduced; every test fails if its defence goes:
 * demo people in production, the lock per identifier, captcha-less SMS-login lockouts, a
 * readable captcha, a script-readable refresh token, two tabs signing each other out, a
 * replayed password ciphertext, no HSTS, the API description in production, and an image
 * whose size cannot be read.
 */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import {
  call,
  captcha,
  encLoginPassword,
  freshIp,
  login,
  newBrowserId,
  P,
  passwordLogin,
  upload,
  type Tokens,
  smsLogin,
} from './helpers/api';
import { ConfigError, loadConfig } from '../../server/config';
import { createDb } from '../../server/db/create-db';
import { migrate } from '../../server/db/migrate';
import { seedReference } from '../../server/db/seed/seed';
import { createFirstAdmin } from '../../server/features/registration/first-admin.service';
import { verifyPassword } from '../../server/features/auth/password.service';
import { withUsccCheck } from '../../server/core/rules';

const PROD_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SMS_WEBHOOK_URL: 'http://127.0.0.1:1/sms',
  DATA_DIR: ':memory:',
};
const REFRESH = `${P}/employee/refresh/token`;
const REFRESH_PATH = `/api${REFRESH}`;

describe('a production start seeds no demo people', () => {
  it('refuses demo data in production with a clear line, and has it off by default there', () => {
    expect(() => loadConfig({ ...PROD_ENV, DEMO_DATA: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PROD_ENV, DEMO_DATA: '1' })).toThrow(
      /DEMO_DATA=1 is refused with NODE_ENV=production/,
    );
    expect(loadConfig(PROD_ENV)).toMatchObject({ demoData: false, apiDocs: false });
    expect(loadConfig({ ...PROD_ENV, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ demoData: true, apiDocs: true });
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('seeds reference data without a single person or company; ' +
    'create-admin makes the first administrator', async () => {
    const db = await createDb({ dataDir: ':memory:', databaseUrl: undefined });
    try {
      await migrate(db);
      expect(await seedReference(db)).toBe(true);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons'))[0]?.n).toBe(0);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies'))[0]?.n).toBe(0);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM regions'))[0]?.n).toBeGreaterThan(30);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]?.n).toBeGreaterThan(0);

      const input = {
        compName: '首家企业有限公司',
        creditCode: withUsccCheck('91310115MA1H09999'),
        compRole: 'C101',
        mobile: '13912340000',
        adminName: '管理员',
        password: 'Admin2026x',
      };
      await expect(createFirstAdmin(db, { ...input, creditCode: '91310115MA1H099990' }, Date.now())).rejects.toThrow(
        '统一社会信用代码格式不正确',
      );
      await expect(createFirstAdmin(db, { ...input, password: 'short' }, Date.now())).rejects.toThrow(/密码须为8-20位/);
      const made = await createFirstAdmin(db, input, Date.now());
      expect(made.compCode).toMatch(/^C\d+$/);
      const rows = await db.query<{ password_hash: string; employee_role: string; status: number }>(
        `SELECT p.password_hash, r.employee_role, c.status FROM persons p JOIN employees e ON e.person_id = p.id
         JOIN companies c ON c.id = e.comp_id JOIN employee_roles r ON r.employee_id = e.id WHERE p.mobile = $1`,
        [input.mobile],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ employee_role: 'E101', status: 1 });
      expect(await verifyPassword(rows[0]?.password_hash ?? null, input.password)).toBe(true);
      await expect(createFirstAdmin(db, input, Date.now())).rejects.toThrow('该手机号已注册');
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe.each(databases())('security on %s', (kind) => {
  const env = useTestEnv(kind);

  it(
    'locks the person, not the identifier: 5 wrong by mobile, ' + 'then the right password by user code is refused',
    async () => {
      const mobile = '13800000007';
      const userCode =
        (await env.db.query<{ user_code: string }>('SELECT user_code FROM persons WHERE mobile = $1', [mobile]))[0]
          ?.user_code ?? '';
      for (let i = 0; i < 5; i++) {
        const wrong = await passwordLogin(env.app, env.db, mobile, 'Wrong12345');
        expect(wrong.env.msg).toBe('账号或密码错误');
      }
      const byCode = await passwordLogin(env.app, env.db, userCode);
      expect(byCode.env).toMatchObject({ ok: false, status: 429 });
      const byMobile = await passwordLogin(env.app, env.db, mobile);
      expect(byMobile.env).toMatchObject({ ok: false, status: 429 });
    },
  );

  it('six captcha-less login/sms calls leave the victim able to log in (they count against the IP only)', async () => {
    const victim = '13800000008';
    for (let i = 0; i < 6; i++) {
      const r = await smsLogin(env.app, victim, '123456', newBrowserId(), '10.250.0.1');
      expect(r.env).toMatchObject({
        ok: false,
        status: 400,
        msg: '验证码已失效，请重新获取',
        body: { field: 'smsCode' },
      });
    }
    const victimId = (await env.db.query<{ id: number }>('SELECT id FROM persons WHERE mobile = $1', [victim]))[0]?.id;
    const rows = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM throttles WHERE key IN ($1, $2)', [
      `login:person:${victimId}`,
      `login:acct:${victim}`,
    ]);
    expect(rows[0]?.n).toBe(0);
    const ok = await passwordLogin(env.app, env.db, victim);
    expect(ok.env.ok).toBe(true);
  });

  it(
    'serves the captcha as a PNG raster with no glyph geometry in its source; ' + 'the answer validates as before',
    async () => {
      const b = newBrowserId();
      const r = await call<{ image: string }>(env.app, `${P}/company/custAccount/verify/code?browserID=${b}`, {
        ip: freshIp(),
      });
      expect(r.env.body.image.startsWith('data:image/png;base64,')).toBe(true);
      const bytes = Buffer.from(r.env.body.image.slice('data:image/png;base64,'.length), 'base64');
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const text = bytes.toString('latin1');
      for (const giveaway of ['<svg', '<path', '<text', 'rotate(', 'transform', 'tEXt', 'iTXt'])
        expect(text).not.toContain(giveaway);
      const answer =
        (
          await env.db.query<{ code: string }>(
            "SELECT code FROM outbox WHERE channel = 'captcha' AND to_addr = $1 ORDER BY id DESC LIMIT 1",
            [b],
          )
        )[0]?.code ?? '';
      expect(text).not.toContain(answer);
      expect(
        (await call(env.app, `${P}/company/custAccount/verify/codeValid?code=${answer.toLowerCase()}&browserID=${b}`))
          .env.ok,
      ).toBe(true);
      // Single use and bound to its browser id, as before.
      expect(
        (await call(env.app, `${P}/company/custAccount/verify/codeValid?code=${answer}&browserID=${newBrowserId()}`))
          .env.ok,
      ).toBe(false);
    },
  );

  describe('the refresh token', () => {
    async function rawLogin(mobile: string, headers: Record<string, string> = {}) {
      const browserId = newBrowserId();
      const answer = await captcha(env.app, env.db, browserId);
      return env.app.inject({
        method: 'POST',
        url: `/api${P}/company/custAccount/login/password`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({
          account: mobile,
          password: await encLoginPassword(env.app, 'Scf@2026', answer),
          captcha: answer,
          browserID: browserId,
        }),
        remoteAddress: freshIp(),
      });
    }

    it(
      'is set by the login answer as an HttpOnly, ' +
        'SameSite=Strict cookie scoped to the refresh path, and not in the body',
      async () => {
        const res = await rawLogin('13800000002');
        const body = JSON.parse(res.body) as { ok: boolean; body: Record<string, unknown> };
        expect(body.ok).toBe(true);
        expect(body.body.accessToken).toEqual(expect.any(String));
        expect(body.body).not.toHaveProperty('refreshToken');
        const cookie = res.cookies.find((c) => c.name === 'refresh_token');
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH });
        expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(cookie?.secure).toBeFalsy(); // plain http here
        expect(res.cookies.find((c) => c.name === 'access_token')).toBeUndefined(); // the client's own cookie
      },
    );

    it('is Secure over https behind a trusted proxy', async () => {
      const proxied = await env.newApp({ trustProxy: true });
      const browserId = newBrowserId();
      const answer = await captcha(env.app, env.db, browserId);
      const res = await proxied.inject({
        method: 'POST',
        url: `/api${P}/company/custAccount/login/password`,
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({
          account: '13800000002',
          password: await encLoginPassword(env.app, 'Scf@2026', answer),
          captcha: answer,
          browserID: browserId,
        }),
        remoteAddress: '127.0.0.1',
      });
      expect(res.cookies.find((c) => c.name === 'refresh_token')).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      });
    });

    it('refreshes from the cookie alone, and logout clears the cookie', async () => {
      const res = await rawLogin('13800000002');
      const rt = res.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
      const refreshed = await env.app.inject({
        method: 'POST',
        url: `/api${REFRESH}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        cookies: { refresh_token: rt },
      });
      const env1 = JSON.parse(refreshed.body) as { ok: boolean; body: { accessToken: string } };
      expect(env1.ok).toBe(true);
      const next = refreshed.cookies.find((c) => c.name === 'refresh_token');
      expect(next?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(next?.value).not.toBe(rt);
      const out = await env.app.inject({
        method: 'POST',
        url: `/api${P}/company/custAccount/logout`,
        headers: { authorization: `Bearer ${env1.body.accessToken}` },
      });
      const cleared = out.cookies.find((c) => c.name === 'refresh_token');
      expect(cleared).toMatchObject({ value: '', path: REFRESH_PATH });
      expect(cleared?.expires?.getTime() ?? Date.now() + 1).toBeLessThanOrEqual(Date.now());
      // Without a cookie or a body field there is nothing to refresh.
      const none = await call(env.app, REFRESH, { body: {} });
      expect(none.env).toMatchObject({ ok: false, status: 401 });
    });
  });

  describe('the refresh grace window', () => {
    it('answers a second presentation by the same browser within the window with the pair already issued', async () => {
      const t = await login(env.app, env.db, '13800000002');
      const headers = { 'user-agent': 'TabBrowser/1' };
      const first = await call<Tokens>(env.app, REFRESH, {
        body: { refreshToken: t.refreshToken },
        headers,
        ip: '10.251.0.1',
      });
      env.clock.advance(5_000);
      let second: Awaited<ReturnType<typeof call<Tokens>>>;
      try {
        second = await call<Tokens>(env.app, REFRESH, {
          body: { refreshToken: t.refreshToken },
          headers,
          ip: '10.251.0.1',
        });
      } finally {
        env.clock.reset();
      }
      expect(first.env.ok).toBe(true);
      expect(second.env.ok).toBe(true);
      expect(second.env.body.accessToken).toBe(first.env.body.accessToken);
      expect(second.env.body.refreshToken).toBe(first.env.body.refreshToken);
      expect((await call(env.app, `${P}/loginInfo/view`, { token: first.env.body.accessToken })).env.ok).toBe(true);
      // The pair is stored sealed: the database holds no usable token.
      const stored = await env.db.query<{ successor_sealed: string }>(
        'SELECT successor_sealed FROM refresh_tokens WHERE successor_sealed IS NOT NULL',
      );
      for (const row of stored) expect(row.successor_sealed).not.toContain(first.env.body.accessToken);
    });

    it('revokes the family on a reuse after the window', async () => {
      const t = await login(env.app, env.db, '13800000002');
      const first = await call<Tokens>(env.app, REFRESH, { body: { refreshToken: t.refreshToken } });
      expect(first.env.ok).toBe(true);
      env.clock.advance(11_000);
      try {
        const late = await call(env.app, REFRESH, { body: { refreshToken: t.refreshToken } });
        expect(late.env).toMatchObject({ ok: false, status: 401 });
        expect((await call(env.app, `${P}/loginInfo/view`, { token: first.env.body.accessToken })).env).toMatchObject({
          ok: false,
          status: 401,
        });
        expect(
          (await call(env.app, REFRESH, { body: { refreshToken: first.env.body.refreshToken } })).env,
        ).toMatchObject({ ok: false, status: 401 });
      } finally {
        env.clock.reset();
      }
    });

    it('revokes the family on a reuse by another client within the window', async () => {
      const t = await login(env.app, env.db, '13800000002');
      const first = await call<Tokens>(env.app, REFRESH, { body: { refreshToken: t.refreshToken }, ip: '10.252.0.1' });
      const thief = await call(env.app, REFRESH, { body: { refreshToken: t.refreshToken }, ip: '10.252.0.2' });
      expect(thief.env).toMatchObject({ ok: false, status: 401 });
      expect((await call(env.app, `${P}/loginInfo/view`, { token: first.env.body.accessToken })).env).toMatchObject({
        ok: false,
        status: 401,
      });
    });
  });

  it('refuses a captured password ciphertext replayed with a fresh captcha', async () => {
    const b1 = newBrowserId();
    const a1 = await captcha(env.app, env.db, b1);
    const ciphertext = await encLoginPassword(env.app, 'Scf@2026', a1);
    const first = await call(env.app, `${P}/company/custAccount/login/password`, {
      body: { account: '13800000002', password: ciphertext, captcha: a1, browserID: b1 },
      ip: freshIp(),
    });
    expect(first.env.ok).toBe(true);
    const b2 = newBrowserId();
    const a2 = await captcha(env.app, env.db, b2);
    const replay = await call(env.app, `${P}/company/custAccount/login/password`, {
      body: { account: '13800000002', password: ciphertext, captcha: a2, browserID: b2 },
      ip: freshIp(),
    });
    expect(replay.env).toMatchObject({ ok: false, status: 400, body: { field: 'password' } });
  });

  it('sends HSTS over https behind a trusted proxy, never over plain http or from an untrusted header', async () => {
    const plain = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await env.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await env.newApp({ trustProxy: true });
    const https = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it('serves /api/openapi.json only when API docs are on (off in production unless API_DOCS=1)', async () => {
    expect((await env.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    const closed = await env.newApp({ apiDocs: false });
    const res = await closed.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('openapi');
  });

  it('refuses a JPEG whose dimensions cannot be read', async () => {
    const t = await login(env.app, env.db, '13800000002');
    // JPEG magic bytes, then no frame header at all: the size guard cannot see how big it is.
    const headless = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
      Buffer.alloc(64, 0x41),
    ]);
    const r = await upload(env.app, headless, 'photo.jpg', { token: t.accessToken });
    expect(r.env).toMatchObject({ ok: false, status: 400, body: { field: 'file' } });
  });
});
