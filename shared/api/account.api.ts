/** The signed-in person's account (docs/api.md §5.3 and the e-mail codes of §5.1). */
import { encryptSecret } from '../http/client';
import type { ApiQuery } from './contract';
import { P, post, type CallOptions } from './request';
import type {
  AccountView,
  CompanyListItem,
  Cooldown,
  JoinInvite,
  LoginInfo,
  MobileAvailability,
  PassCheck,
  PasswordUpdateInput,
  VerifiedEmail,
} from './types';

/** Every company of the person. */
export function listAccountCompanies(opts?: CallOptions): Promise<CompanyListItem[]> {
  return post(`${P}/company/custAccount/list/dict`, {}, { kind: 'list' }, opts);
}

export function getAccountView(opts?: CallOptions): Promise<AccountView> {
  return post(`${P}/company/custAccount/login/view`, {}, { kind: 'list' }, opts);
}

export function getLoginInfo(opts?: CallOptions): Promise<LoginInfo> {
  return post(`${P}/loginInfo/view`, {}, { kind: 'list' }, opts);
}

/** Checks the current password (encrypted here); a wrong one rejects with `field: 'pwd'`. */
export async function checkOldPassword(pwd: string, opts?: CallOptions): Promise<null> {
  const { value } = await encryptSecret(pwd);
  return post(`${P}/company/custAccount/oldPwd/check`, { query: { pwd: value } }, { kind: 'silent' }, opts);
}

/**
 * The new password an administrator's reset requires (encrypted here; the request is signed).
 * The only call such a session may make besides logging out.
 */
export async function setRequiredPassword(newPassword: string, opts?: CallOptions): Promise<null> {
  const encrypted = await encryptSecret(newPassword);
  return post(
    `${P}/company/custAccount/passWord/setRequired`,
    { body: { newPassword: encrypted.value, kid: encrypted.kid } },
    { kind: 'silent', encrypt: true },
    opts,
  );
}

/** Both passwords encrypted here; the request is signed. Other sessions are revoked by the server. */
export async function updatePassword(input: PasswordUpdateInput, opts?: CallOptions): Promise<null> {
  const oldPassword = await encryptSecret(input.oldPassword);
  const newPassword = await encryptSecret(input.newPassword);
  return post(
    `${P}/company/custAccount/passWord/update`,
    { body: { oldPassword: oldPassword.value, newPassword: newPassword.value, kid: newPassword.kid } },
    { kind: 'update', encrypt: true },
    opts,
  );
}

/** Applies an address verified through `validateEmailCode`. */
export function updateEmail(email: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/company/custAccount/email/update`, { query: { email } }, { kind: 'update' }, opts);
}

/** Applies a number verified through `validateNewMobileCode`. */
export function updateMobile(mobile: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/company/custAccount/mobile/update`, { query: { mobile } }, { kind: 'update' }, opts);
}

export function updatePhoto(fileToken: string, fileName: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/company/custAccount/photo/update`, { query: { fileToken, fileName } }, { kind: 'update' }, opts);
}

/** Companies that invited the signed-in person to join (an administrator added their mobile). */
export function listJoinInvites(opts?: CallOptions): Promise<JoinInvite[]> {
  return post(`${P}/company/custAccount/joinInvites/list`, {}, { kind: 'silent' }, opts);
}

export function acceptJoinInvite(employeeCode: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/company/custAccount/joinInvites/accept`, { query: { employeeCode } }, { kind: 'update' }, opts);
}

export function declineJoinInvite(employeeCode: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/company/custAccount/joinInvites/decline`, { query: { employeeCode } }, { kind: 'update' }, opts);
}

export function checkMobile(mobile: string, opts?: CallOptions): Promise<MobileAvailability> {
  return post(`${P}/company/custAccount/mobile/check`, { query: { mobile } }, { kind: 'silent' }, opts);
}

export function checkPassByProduct(
  input: ApiQuery<`${typeof P}/custUser/checkPassByProductCodeCompCodeAndUserCode`>,
  opts?: CallOptions,
): Promise<PassCheck> {
  return post(`${P}/custUser/checkPassByProductCodeCompCodeAndUserCode`, { query: input }, { kind: 'list' }, opts);
}

export function sendEmailCode(email: string, browserID: string, opts?: CallOptions): Promise<Cooldown> {
  return post('/third/mail/sendEmailCode', { query: { email, browserID } }, { kind: 'silent' }, opts);
}

export function validateEmailCode(code: string, browserID: string, opts?: CallOptions): Promise<VerifiedEmail> {
  return post('/third/mail/emailCodeValid', { query: { code, browserID } }, { kind: 'silent' }, opts);
}
