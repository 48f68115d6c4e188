/**
 * Fast sign-in for browser tests: the login API called from Node (RSA-OAEP-SHA256 password,
 * captcha answer from the development outbox), then the token pair put into the browser
 * context as the portal's own cookies. Tests that are not about the login page use this, so
 * they neither depend on its markup nor spend the per-IP login budget on page loads.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { PORTAL_API as P, type Envelope } from '../../kit/api';
import { DEMO_PASSWORD } from '../../kit/people';
import { baseUrl, launch, sharedBrowser, useBrowserFor, type Browser, type LaunchOptions } from './browser';

export { DEMO_PASSWORD };

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  compCode: string;
  employeeCode: string;
}

interface Choice {
  employeeCode: string;
  compCode: string;
  compName: string;
  employeeRole?: { prodCode: string; employeeRole: string }[];
}

type LoginAnswer = Tokens | { needChoose: true; loginTicket: string; employees: Choice[] };

export class ApiCallError extends Error {
  constructor(
    readonly path: string,
    readonly envelope: Envelope<unknown>,
  ) {
    super(`${path} → status ${String(envelope.status)}: ${envelope.msg}`);
  }
}

/** One call of the portal API from Node; throws ApiCallError unless the envelope says ok. */
export async function api<T>(
  path: string,
  options: { body?: unknown; token?: string; method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(new URL(path, baseUrl()), {
    method: options.method ?? 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (!envelope.ok) throw new ApiCallError(path, envelope);
  // The refresh token comes as the server's HttpOnly cookie: kept beside the access token.
  const refresh = refreshTokenOf(res);
  if (refresh && envelope.body !== null && typeof envelope.body === 'object')
    (envelope.body as Record<string, unknown>).refreshToken = refresh;
  return envelope.body;
}

/** The refresh_token a response sets (the server's HttpOnly cookie), if any. */
function refreshTokenOf(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const m = /^refresh_token=([^;]+)/.exec(line);
    if (m?.[1]) return m[1];
  }
  return null;
}

/** Where the server scopes its refresh_token cookie. */
export const REFRESH_COOKIE_PATH = `${P}/employee/refresh/token`;

/** The newest code the development outbox holds for a destination (captcha: the browserID). */
export async function outboxCode(
  channel: 'sms' | 'email' | 'captcha',
  to: string,
  newerThan?: string,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const entries = await api<{ channel: string; to: string; code: string; time: string }[]>('/api/dev/outbox', {
      method: 'GET',
    });
    // Only the newest entry counts: skipping past a stale newest one would hand back an older code
    // (the outbox lists newest first) when the new captcha has been asked for but not yet stored.
    const newest = entries.find((e) => e.channel === channel && e.to === to);
    if (newest && (newerThan === undefined || newest.code !== newerThan)) return newest.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${channel} code for ${to} in the outbox`);
}

/** RSA-OAEP-SHA256 with the server's current key, as the browser does (docs/api.md, "Rules shared with the client"). */
export async function encryptForServer(plain: string): Promise<{ value: string; kid: string }> {
  const { kid, publicKey } = await api<{ kid: string; publicKey: string }>('/api/rsa/secretKey');
  const value = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain, 'utf8'),
  ).toString('base64');
  return { value, kid };
}

export const newBrowserId = (): string => `e2e${randomBytes(12).toString('hex')}`;

/**
 * Sets a person's password through 找回密码 with an SMS code of purpose resetpwd (the one an
 * administrator's reset sends, say), as the person would: the code for a ticket, the ticket for
 * the new password. A test that takes a demo person's password away gives it back with this, so
 * the files after it on the same server can still sign in as that person.
 */
export async function resetPasswordWithCode(mobile: string, smsCode: string, password = DEMO_PASSWORD): Promise<void> {
  const { resetTicket } = await api<{ resetTicket: string }>(`${P}/resetpwd/account`, {
    body: { mobile, smsCode, browserID: newBrowserId() },
  });
  const { value, kid } = await encryptForServer(password);
  await api(`${P}/resetpwd/reset`, { body: { resetTicket, password: value, kid } });
}

/** A fresh captcha for a browser id and its answer. */
export async function solveCaptcha(browserID: string): Promise<string> {
  await api(`${P}/company/custAccount/verify/code?browserID=${browserID}`);
  return outboxCode('captcha', browserID);
}

export interface LoginOptions {
  password?: string;
  /** For a person with several memberships: the company to choose (name substring or compCode). */
  company?: string;
}

/**
 * Signs in through the API and returns the token pair. Every login attempt counts against the
 * per-IP limit (20 a minute, and all tests come from 127.0.0.1): when the server answers 429
 * the helper waits the time it names and tries again, as a patient user would.
 */
export async function apiLogin(mobile: string, options: LoginOptions = {}): Promise<Tokens> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await loginOnce(mobile, options);
    } catch (err) {
      const retryAfter =
        err instanceof ApiCallError && err.envelope.status === 429
          ? (err.envelope.body as { retryAfter?: number } | null)?.retryAfter
          : undefined;
      if (attempt >= 2 || typeof retryAfter !== 'number') throw err;
      await new Promise((r) => setTimeout(r, (retryAfter + 1) * 1000));
    }
  }
}

async function loginOnce(mobile: string, options: LoginOptions): Promise<Tokens> {
  const browserID = newBrowserId();
  const captcha = await solveCaptcha(browserID);
  // The password travels encrypted together with this login's captcha answer.
  const { value, kid } = await encryptForServer(`${captcha}\n${options.password ?? DEMO_PASSWORD}`);
  const answer = await api<LoginAnswer>(`${P}/company/custAccount/login/password`, {
    body: { account: mobile, password: value, kid, captcha, browserID },
  });
  if (!('needChoose' in answer)) return answer;
  const want = options.company;
  const choice = want
    ? answer.employees.find((e) => e.compCode === want || e.compName.includes(want))
    : answer.employees[0];
  if (!choice) throw new Error(`${mobile} has no membership matching "${want ?? ''}"`);
  return api<Tokens>(`${P}/company/custAccount/login/smsEmployeeSubmit`, {
    body: { loginTicket: answer.loginTicket, employeeCode: choice.employeeCode },
  });
}

/**
 * Puts a token pair into the browser as the portal would: the access token as the client's
 * cookie, the refresh token as the server's HttpOnly cookie scoped to the refresh call.
 */
export async function setSessionCookies(
  context: BrowserContext,
  tokens: Pick<Tokens, 'accessToken' | 'refreshToken'>,
): Promise<void> {
  const url = baseUrl();
  const domain = new URL(url).hostname;
  await context.addCookies([
    { name: 'access_token', value: tokens.accessToken, url, sameSite: 'Lax' },
    {
      name: 'refresh_token',
      value: tokens.refreshToken,
      domain,
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** Signs in and hands the session to the browser context; returns the tokens for API calls. */
export async function loginInBrowser(
  context: BrowserContext,
  mobile: string,
  options: LoginOptions = {},
): Promise<Tokens> {
  const tokens = await apiLogin(mobile, options);
  await setSessionCookies(context, tokens);
  return tokens;
}

/** The tokens the browser holds right now (they rotate on refresh and on company switch). */
export async function browserTokens(
  context: BrowserContext,
): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  const cookies = await context.cookies([baseUrl(), new URL(REFRESH_COOKIE_PATH, baseUrl()).href]);
  const get = (n: string) => cookies.find((c) => c.name === n)?.value ?? null;
  return { accessToken: get('access_token'), refreshToken: get('refresh_token') };
}

/** The ids of a signed-in person's site messages, newest unread first (for detail-page tests). */
export async function messageIds(token: string, readStatus?: 0 | 1): Promise<number[]> {
  const page = await api<{ list: { id: number }[] }>(`${P}/message/list`, {
    token,
    body: readStatus === undefined ? { pageSize: 50 } : { readStatus, pageSize: 50 },
  });
  return page.list.map((m) => m.id);
}

/** The unread count the header badge should show. */
export async function unreadCount(token: string, compCode: string): Promise<number> {
  return api<number>(`${P}/message/getIsUnreadNumbers?receiveCompCode=${compCode}`, { token });
}

/**
 * A browser context signed in as `mobile` (through the API) for the describe block it is called
 * in, with the tokens of that sign-in: opened before the block's tests, closed after them.
 */
export const useSignedInBrowser = (
  mobile: string,
  options: LoginOptions & LaunchOptions = {},
): Browser & { tokens: Tokens } =>
  useBrowserFor(async () => {
    const b = await launch(options);
    return { ...b, tokens: await loginInBrowser(b.context, mobile, options) };
  });

/**
 * A desktop browser context without JavaScript, holding the session's cookies: what a signed-in
 * reader's reload shows from the server's HTML alone. The caller closes it.
 */
export async function signedInNoScriptContext(
  tokens: Pick<Tokens, 'accessToken' | 'refreshToken'>,
): Promise<BrowserContext> {
  const context = await (await sharedBrowser()).newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
  });
  await setSessionCookies(context, tokens);
  return context;
}
