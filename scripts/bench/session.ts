/**
 * A signed-in session for the bench: the login API called from Node (captcha answer from the
 * development outbox, password encrypted with the server's RSA key), the token pair handed to a
 * browser context as the portal's cookies.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

const P = '/api/web/portal/api';
interface Envelope<T> { ok: boolean; msg: string; body: T }

async function call<T>(base: string, path: string, body?: unknown, method = 'POST'): Promise<T> {
  const res = await fetch(new URL(path, base), { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const env = (await res.json()) as Envelope<T>;
  if (!env.ok) throw new Error(`${path}: ${env.msg}`);
  return env.body;
}

export interface Tokens { accessToken: string; refreshToken: string }

/** Signs in a demo account that belongs to one company (13800000002, password Scf@2026). */
export async function signIn(base: string, mobile = '13800000002', password = 'Scf@2026'): Promise<Tokens> {
  const browserID = `bench${randomBytes(10).toString('hex')}`;
  await call(base, `${P}/company/custAccount/verify/code?browserID=${browserID}`);
  const outbox = await call<{ channel: string; to: string; code: string }[]>(base, '/api/dev/outbox', undefined, 'GET');
  const captcha = outbox.find((e) => e.channel === 'captcha' && e.to === browserID)?.code ?? '';
  const { kid, publicKey } = await call<{ kid: string; publicKey: string }>(base, '/api/rsa/secretKey');
  const value = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  return call<Tokens>(base, `${P}/company/custAccount/login/password`, { account: mobile, password: value, kid, captcha, browserID });
}

export const withSession = (base: string, tokens: Tokens) => async (context: BrowserContext): Promise<void> => {
  await context.addCookies([
    { name: 'access_token', value: tokens.accessToken, url: base, sameSite: 'Lax' },
    { name: 'refresh_token', value: tokens.refreshToken, url: base, sameSite: 'Lax' },
  ]);
};
