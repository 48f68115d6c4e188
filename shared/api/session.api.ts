/** Keys, captcha, SMS codes, login, token refresh and logout (docs/api.md §5.1, §5.2). */
import { encryptSecret } from '../http/client';
import { isRecord } from '../util/guards';
import type { ApiQuery } from './contract';
import { get, P, post, type CallOptions } from './request';
import type {
  CaptchaImage,
  ChoiceFilter,
  ChoiceItem,
  ChoiceSubmitInput,
  Cooldown,
  LoginChoice,
  LoginResult,
  OutboxEntry,
  PasswordLoginInput,
  RefreshTokenInput,
  RsaKeys,
  SendSmsCodeInput,
  SmsLoginInput,
  TokenGrant,
} from './types';

/** The server's public key; most callers use `encryptPassword`, which fetches it once. */
export function fetchRsaKeys(opts?: CallOptions): Promise<RsaKeys> {
  return post('/rsa/secretKey', {}, { kind: 'silent', loading: false }, opts);
}

/** A new image captcha bound to this tab's browser id. */
export function getCaptcha(browserID: string, opts?: CallOptions): Promise<CaptchaImage> {
  return post(
    `${P}/company/custAccount/verify/code`,
    { query: { browserID } },
    { kind: 'silent', loading: false },
    opts,
  );
}

export function validateCaptcha(code: string, browserID: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/company/custAccount/verify/codeValid`, { query: { code, browserID } }, { kind: 'silent' }, opts);
}

/** Sends an SMS code; errors (cooldown, number already registered) are for the page to show. */
export function sendSmsCode(input: SendSmsCodeInput, opts?: CallOptions): Promise<Cooldown> {
  return post(`${P}/sms/sendCode`, { body: input }, { kind: 'silent' }, opts);
}

/** Image captcha + SMS code sent to the new number: marks the new mobile verified for 10 min. */
export function validateNewMobileCode(
  input: ApiQuery<`${typeof P}/sms/mobileNewCodeValid`>,
  opts?: CallOptions,
): Promise<null> {
  return post(`${P}/sms/mobileNewCodeValid`, { query: input }, { kind: 'silent' }, opts);
}

/**
 * Password login; the password is RSA-encrypted here together with this login's captcha
 * answer (`<captcha>\n<password>`: the captcha is single use, so a captured ciphertext cannot
 * log in again), and the request signed (SCF-SIGN-1).
 */
export async function loginWithPassword(input: PasswordLoginInput, opts?: CallOptions): Promise<LoginResult> {
  const { value, kid } = await encryptSecret(`${input.captcha}\n${input.password}`);
  return post(
    `${P}/company/custAccount/login/password`,
    { body: { account: input.account, password: value, kid, captcha: input.captcha, browserID: input.browserID } },
    { kind: 'silent', encrypt: true },
    opts,
  );
}

export function loginWithSms(input: SmsLoginInput, opts?: CallOptions): Promise<LoginResult> {
  return post(`${P}/company/custAccount/login/sms`, { body: input }, { kind: 'silent', encrypt: true }, opts);
}

/** The memberships to choose from (with the login ticket before tokens exist). */
export function listLoginChoices(filter: ChoiceFilter = {}, opts?: CallOptions): Promise<ChoiceItem[]> {
  return post(`${P}/company/custAccount/login/employeeSmsTreeselect`, { query: { ...filter } }, { kind: 'list' }, opts);
}

export function submitLoginChoice(input: ChoiceSubmitInput, opts?: CallOptions): Promise<TokenGrant> {
  return post(
    `${P}/company/custAccount/login/smsEmployeeSubmit`,
    { body: input },
    { kind: 'silent', encrypt: true },
    opts,
  );
}

/**
 * The raw refresh call. Plain refreshes happen inside the http pipeline; a company or role
 * switch goes through `switchCompany` (session/switch-company.ts), never this directly.
 */
export function refreshToken(input: RefreshTokenInput = {}, opts?: CallOptions): Promise<TokenGrant> {
  // isRefresh: no bearer, and no waiting for the exchange in flight (this call is part of it).
  return post(
    `${P}/employee/refresh/token`,
    { body: input },
    { kind: 'silent', loading: false, isRefresh: true },
    opts,
  );
}

/** Revokes the session on the server; `logout()` (session/logout.ts) does the rest. */
export function logoutSession(opts?: CallOptions): Promise<null> {
  return post(`${P}/company/custAccount/logout`, {}, { kind: 'silent', navigate: false }, opts);
}

/** Development server only: the SMS/e-mail/captcha outbox. */
export function getDevOutbox(opts?: CallOptions): Promise<OutboxEntry[]> {
  return get('/dev/outbox', {}, { kind: 'silent', loading: false }, opts);
}

/** A login answer that asks the person to choose a company first. */
export function isLoginChoice(result: unknown): result is LoginChoice {
  return isRecord(result) && result.needChoose === true && typeof result.loginTicket === 'string';
}

/** A login answer with tokens. */
export function isTokenGrant(result: unknown): result is TokenGrant {
  return isRecord(result) && typeof result.accessToken === 'string';
}
