/**
 * Input rules shared with the client (docs/api.md §3). The same regular expressions are used
 * in the route schemas (pattern) and in the services.
 */

export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const MOBILE_RE = new RegExp(MOBILE_PATTERN);

/** The HTML standard's "valid e-mail address". */
export const EMAIL_PATTERN =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$";
export const EMAIL_RE = new RegExp(EMAIL_PATTERN);

export const CODE6_PATTERN = '^\\d{6}$';
export const BROWSER_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

export const PASSWORD_RULE_MSG = '密码须为8-20位，包含字母和数字，不能有空格';

/** A few of the most common passwords that satisfy the composition rule (ASVS 2.1.7). */
const COMMON_PASSWORDS = new Set([
  'password1', 'password123', 'abc12345', 'abcd1234', 'a1234567', 'a12345678', 'qwer1234', 'qwerty123',
  'asdf1234', 'zxcv1234', '1234abcd', '12345678a', '123456789a', 'aa123456', 'aaa12345', 'admin123',
  'admin1234', 'woaini1314', 'iloveyou1', 'passw0rd', 'p@ssw0rd', 'q1w2e3r4', '1q2w3e4r', '1qaz2wsx',
]);

/** 8-20 characters, at least one letter and one digit, no whitespace. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8 || password.length > 20 || /\s/.test(password)) return PASSWORD_RULE_MSG;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PASSWORD_RULE_MSG;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return '密码过于常见，请换一个更安全的密码';
  return null;
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Unified social credit code, GB 32100-2015: 18 characters, the last one a mod-31 check. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(code[i] as string) * (CREDIT_WEIGHTS[i] as number);
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARS[check] === code[17];
}

/** Completes a 17-character prefix with its check character (seed data, tests). */
export function withCreditCheck(prefix17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(prefix17[i] as string) * (CREDIT_WEIGHTS[i] as number);
  return prefix17 + CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Resident identity card number, GB 11643-1999: 18 characters with a mod-11 check. */
export function isValidIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] === id[17];
}

export function withIdCheck(prefix17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(prefix17[i]) * (ID_WEIGHTS[i] as number);
  return prefix17 + ID_CHECK[sum % 11];
}

/** First 3 and last 4 digits kept, six asterisks between (spec §5). */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (mobile.length < 7) return mobile;
  return `${mobile.slice(0, 3)}******${mobile.slice(-4)}`;
}

/** Role codes may carry a product prefix ("SCF-C102"): the bare code. */
export function bareRole(code: string): string {
  const i = code.lastIndexOf('-');
  return i >= 0 ? code.slice(i + 1) : code;
}
