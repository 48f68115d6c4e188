/**
 * A signed-in session for the bench: the login API called from Node (captcha answer from the
 * development outbox, password encrypted with the server's RSA key), the token pair handed to a
 * browser context as the portal's cookies.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

const P = '/api/web/portal/api';
interface Envelope<T> {
  ok: boolean;
  msg: string;
  body: T;
}

async function exchange<T>(
  base: string,
  path: string,
  body?: unknown,
  method = 'POST',
): Promise<{ body: T; res: Response }> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as Envelope<T>;
  if (!env.ok) throw new Error(`${path}: ${env.msg}`);
  return { body: env.body, res };
}
const call = async <T>(base: string, path: string, body?: unknown, method = 'POST'): Promise<T> =>
  (await exchange<T>(base, path, body, method)).body;

/** Where the server scopes its HttpOnly refresh_token cookie. */
const REFRESH_COOKIE_PATH = `${P}/employee/refresh/token`;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Signs in a demo account that belongs to one company (13800000002, password Scf@2026). */
export async function signIn(base: string, mobile = '13800000002', password = 'Scf@2026'): Promise<Tokens> {
  const browserID = `bench${randomBytes(10).toString('hex')}`;
  await call(base, `${P}/company/custAccount/verify/code?browserID=${browserID}`);
  const outbox = await call<{ channel: string; to: string; code: string }[]>(base, '/api/dev/outbox', undefined, 'GET');
  const captcha = outbox.find((e) => e.channel === 'captcha' && e.to === browserID)?.code ?? '';
  const { kid, publicKey } = await call<{ kid: string; publicKey: string }>(base, '/api/rsa/secretKey');
  // The password travels encrypted together with this login's captcha answer.
  const value = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${captcha}\n${password}`, 'utf8'),
  ).toString('base64');
  const { body, res } = await exchange<{ accessToken: string; refreshToken?: string }>(
    base,
    `${P}/company/custAccount/login/password`,
    { account: mobile, password: value, kid, captcha, browserID },
  );
  // The refresh token comes as the server's HttpOnly cookie.
  const cookie = res.headers
    .getSetCookie()
    .map((line) => /^refresh_token=([^;]+)/.exec(line)?.[1])
    .find(Boolean);
  return { accessToken: body.accessToken, refreshToken: body.refreshToken ?? cookie ?? '' };
}

export const withSession =
  (base: string, tokens: Tokens) =>
  async (context: BrowserContext): Promise<void> => {
    await context.addCookies([
      { name: 'access_token', value: tokens.accessToken, url: base, sameSite: 'Lax' },
      {
        name: 'refresh_token',
        value: tokens.refreshToken,
        domain: new URL(base).hostname,
        path: REFRESH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  };

/**
 * The cookies of a session that is signed in again once its access token is 10 minutes old:
 * a token lives 15 minutes (ACCESS_TOKEN_TTL) and a whole bench run takes longer, and a page
 * opened with an expired token renders in the browser after a refresh, which is not the load
 * being measured (the last rows of a 22-minute run showed no content at all).
 */
export function freshSession(base: string, mobile?: string): (context: BrowserContext) => Promise<void> {
  let tokens: Tokens | null = null;
  let signedInAt = 0;
  return async (context) => {
    if (!tokens || Date.now() - signedInAt > 10 * 60_000) {
      tokens = await signIn(base, mobile);
      signedInAt = Date.now();
    }
    await withSession(base, tokens)(context);
  };
}
