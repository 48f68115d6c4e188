/** Small clients for the tests: calls through inject, encryption, captcha, codes and login. */
import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/db';
import { withUsccCheck } from '../../../server/core/rules';
import { P, type Envelope } from '../../kit/api';
import { DEMO_PASSWORD } from '../../kit/people';

export { P };

export interface CallResult<T = unknown> {
  http: number;
  env: Envelope<T>;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
  method?: 'GET' | 'POST';
  raw?: string;
  contentType?: string;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits do not leak between tests. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

// Tests read the body of whatever route they call; a default of unknown would need a cast at every call.
// biome-ignore lint/suspicious/noExplicitAny: any route's body (see above)
export async function call<T = any>(app: FastifyInstance, url: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.raw !== undefined) {
    payload = opts.raw;
    headers['content-type'] = opts.contentType ?? 'application/json';
  } else if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await app.inject({
    method: opts.method ?? 'POST',
    url: url.startsWith('/api') ? url : `/api${url}`,
    headers,
    payload,
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  let env: Envelope<T>;
  try {
    env = JSON.parse(res.body) as Envelope<T>;
  } catch {
    env = { status: res.statusCode, ok: false, msg: res.body, body: null as T };
  }
  // The refresh token comes as an HttpOnly cookie, not in the body. The tests act as a client
  // outside a browser: they read it from Set-Cookie and keep it beside the access token.
  const refresh = res.cookies.find((c) => c.name === 'refresh_token' && c.value !== '');
  if (refresh && env.body !== null && typeof env.body === 'object') {
    (env.body as Record<string, unknown>).refreshToken = refresh.value;
  }
  return { http: res.statusCode, env, headers: res.headers as Record<string, unknown> };
}

/** A valid unified social credit code of no seeded company, for invitations that are never accepted. */
export const INVITED_CREDIT_CODE = withUsccCheck('91310115MA1K00001');

export async function publicKey(app: FastifyInstance): Promise<{ kid: string; publicKey: string }> {
  const r = await call<{ kid: string; publicKey: string }>(app, '/rsa/secretKey');
  return r.env.body;
}

export function encrypt(pem: string, text: string): string {
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}

export async function encPassword(app: FastifyInstance, password: string): Promise<string> {
  return encrypt((await publicKey(app)).publicKey, password);
}

/** A login password: encrypted together with the captcha answer of that login. */
export async function encLoginPassword(app: FastifyInstance, password: string, captchaAnswer: string): Promise<string> {
  return encPassword(app, `${captchaAnswer}\n${password}`);
}

export function newBrowserId(): string {
  return `b${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.slice(0, 32);
}

/** Issues a captcha for browserID and returns its answer, read from the development outbox. */
export async function captcha(app: FastifyInstance, db: Db, browserId: string): Promise<string> {
  const r = await call(app, `${P}/company/custAccount/verify/code?browserID=${browserId}`, { ip: freshIp() });
  if (!r.env.ok) throw new Error(`captcha failed: ${r.env.msg}`);
  const rows = await db.query<{ code: string }>(
    "SELECT code FROM outbox WHERE channel = 'captcha' AND to_addr = $1 ORDER BY id DESC LIMIT 1",
    [browserId],
  );
  const code = rows[0]?.code;
  if (!code) throw new Error('no captcha in outbox');
  return code;
}

export async function lastCode(db: Db, channel: 'sms' | 'email', to: string): Promise<string | null> {
  const rows = await db.query<{ code: string }>(
    'SELECT code FROM outbox WHERE channel = $1 AND to_addr = $2 ORDER BY id DESC LIMIT 1',
    [channel, to],
  );
  return rows[0]?.code ?? null;
}

/** What an SMS code is asked for (the purpose of /sms/sendCode). */
type CodePurpose = 'login' | 'register' | 'resetpwd' | 'mobile';

/**
 * Asks for an SMS code as the browser does: solves a fresh captcha for `browserId` first (every
 * purpose needs one). The server's answer; a change of mobile (`mobile`) is sent with the
 * person's token. `captcha` sends another answer (a wrong one, to the captcha issued all the
 * same), or none (null: no captcha is asked for).
 */
export async function sendCode(
  app: FastifyInstance,
  db: Db,
  mobile: string,
  purpose: CodePurpose,
  opts: { browserId?: string; token?: string; ip?: string; captcha?: string | null } = {},
) {
  const browserId = opts.browserId ?? newBrowserId();
  let answer: string | undefined;
  if (opts.captcha !== null) {
    const solved = await captcha(app, db, browserId);
    answer = opts.captcha ?? solved;
  }
  return call(app, `${P}/sms/sendCode`, {
    token: opts.token,
    body: { mobile, purpose, captcha: answer, browserID: browserId },
    ip: opts.ip ?? freshIp(),
  });
}

/** Sends an SMS code (with a fresh captcha) and returns it from the outbox. */
export async function smsCode(
  app: FastifyInstance,
  db: Db,
  mobile: string,
  purpose: 'login' | 'register' | 'resetpwd',
  browserId = newBrowserId(),
) {
  const r = await sendCode(app, db, mobile, purpose, { browserId });
  if (!r.env.ok) throw new Error(`sendCode failed: ${r.env.msg}`);
  return { code: await lastCode(db, 'sms', mobile), browserId };
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  compCode: string;
  employeeCode: string;
}

export interface LoginBody extends Partial<Tokens> {
  /** The person must set a new password before anything else (an administrator reset it). */
  mustChangePassword?: boolean;
  needChoose?: boolean;
  loginTicket?: string;
  employees?: Array<{ employeeCode: string; compCode: string; compName: string }>;
}

/**
 * Signs in with a password as the login page does (a fresh captcha solved first), from a fresh
 * IP unless `from` gives one, with the browser's headers `from` gives (its user agent).
 */
export async function passwordLogin(
  app: FastifyInstance,
  db: Db,
  account: string,
  password = DEMO_PASSWORD,
  from: { ip?: string; headers?: Record<string, string> } = {},
) {
  const browserId = newBrowserId();
  const answer = await captcha(app, db, browserId);
  return call<LoginBody>(app, `${P}/company/custAccount/login/password`, {
    body: { account, password: await encLoginPassword(app, password, answer), captcha: answer, browserID: browserId },
    headers: from.headers,
    ip: from.ip ?? freshIp(),
  });
}

/** Signs in with an SMS code (`smsCode`'s, or a made-up one), from a fresh IP unless given. */
export async function smsLogin(
  app: FastifyInstance,
  mobile: string,
  code: string | null,
  browserID: string,
  ip = freshIp(),
) {
  return call<LoginBody>(app, `${P}/company/custAccount/login/sms`, { body: { mobile, smsCode: code, browserID }, ip });
}

/** Signs in with the SMS code sent to `mobile` (a login code asked for first, captcha solved). */
export async function smsSignIn(app: FastifyInstance, db: Db, mobile: string) {
  const { code, browserId } = await smsCode(app, db, mobile, 'login');
  return smsLogin(app, mobile, code, browserId);
}

/**
 * Logs in each person in turn ([mobile] or [mobile, compName] as for `login`): their tokens, in
 * the same order.
 */
export async function logins<const People extends readonly (readonly [mobile: string, compName?: string])[]>(
  env: { app: FastifyInstance; db: Db },
  ...people: People
): Promise<{ [K in keyof People]: Tokens }> {
  const tokens: Tokens[] = [];
  for (const [mobile, compName] of people) tokens.push(await login(env.app, env.db, mobile, compName));
  return tokens as { [K in keyof People]: Tokens };
}

/** Logs in and, for a person of several companies, chooses the one whose name contains `compName`. */
export async function login(
  app: FastifyInstance,
  db: Db,
  mobile: string,
  compName?: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const r = await passwordLogin(app, db, mobile, password);
  if (!r.env.ok) throw new Error(`login failed: ${r.env.msg}`);
  const body = r.env.body;
  if (!body.needChoose) return body as Tokens;
  const choice = body.employees?.find((e) => (compName ? e.compName.includes(compName) : true));
  if (!choice || !body.loginTicket) throw new Error('no company to choose');
  const s = await call<Tokens>(app, `${P}/company/custAccount/login/smsEmployeeSubmit`, {
    body: { loginTicket: body.loginTicket, employeeCode: choice.employeeCode },
  });
  if (!s.env.ok) throw new Error(`choose failed: ${s.env.msg}`);
  return s.env.body;
}

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_MINI = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export function multipart(content: Buffer, filename: string, field = 'file', type = 'application/octet-stream') {
  const boundary = `----scf${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ` +
    `filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  app: FastifyInstance,
  content: Buffer,
  filename: string,
  opts: { token?: string; regTicket?: string; field?: string } = {},
): Promise<CallResult<{ fileToken: string; fileName: string; contentType: string; size: number }>> {
  const mp = multipart(content, filename, opts.field);
  const headers: Record<string, string> = { 'content-type': mp.contentType };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const q = opts.regTicket ? `?regTicket=${opts.regTicket}` : '';
  const res = await app.inject({
    method: 'POST',
    url: `/api${P}/third/file/store${q}`,
    headers,
    payload: mp.payload,
    remoteAddress: freshIp(),
  });
  return { http: res.statusCode, env: JSON.parse(res.body), headers: res.headers as Record<string, unknown> };
}

/**
 * Sends a workbook to 批量导入 (人员管理's Excel import) as the browser does (the file name
 * URL-encoded); the raw response, for the test to read its status and body.
 */
export async function importEmployees(app: FastifyInstance, token: string, data: Buffer, fileName = '员工.xlsx') {
  const mp = multipart(data, encodeURIComponent(fileName));
  return app.inject({
    method: 'POST',
    url: `/api${P}/cust/employee/import`,
    headers: { authorization: `Bearer ${token}`, 'content-type': mp.contentType },
    payload: mp.payload,
  });
}
