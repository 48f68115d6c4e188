/**
 * The input rules that both the browser and the server check: mobile number, e-mail address,
 * six-digit code, password, unified social credit code. This is their one home: the server's
 * route schemas and services import it (server/core/rules.ts re-exports it), and the forms of
 * `@scf/shared` validate with it, so a form never accepts what the server refuses. Every
 * function takes any value (garbage gives `false` or the rule's message) and never throws.
 */

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const MOBILE_RE = new RegExp(MOBILE_PATTERN);

/** The HTML standard's "valid e-mail address", at most 100 characters. */
export const EMAIL_PATTERN =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$";
export const EMAIL_RE = new RegExp(EMAIL_PATTERN);
export const EMAIL_MAX_LENGTH = 100;

/** SMS and e-mail codes: six digits. */
export const CODE6_PATTERN = '^\\d{6}$';
const CODE6_RE = new RegExp(CODE6_PATTERN);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_RULE_MSG = '密码须为8-20位，包含字母和数字，不能有空格';
export const PASSWORD_COMMON_MSG = '密码过于常见，请换一个更安全的密码';
/** Whitespace, including the invisible zero-width characters a paste can carry. */
const PASSWORD_SPACE_RE = /[\s\u200B-\u200D\u2060\uFEFF]/;

/** A few of the most common passwords that satisfy the composition rule (ASVS 2.1.7). */
const COMMON_PASSWORDS = new Set([
  'password1', 'password123', 'abc12345', 'abcd1234', 'a1234567', 'a12345678', 'qwer1234', 'qwerty123',
  'asdf1234', 'zxcv1234', '1234abcd', '12345678a', '123456789a', 'aa123456', 'aaa12345', 'admin123',
  'admin1234', 'woaini1314', 'iloveyou1', 'passw0rd', 'p@ssw0rd', 'q1w2e3r4', '1q2w3e4r', '1qaz2wsx',
]);

/**
 * Text must be well-formed UTF-16: a surrogate half without its partner (`\ud800` alone) is no
 * character at all. It cannot be stored as UTF-8 (PostgreSQL refuses it, PGlite mangles it),
 * shows as �, and breaks exports, so every text field refuses it with this message.
 */
export const ILL_FORMED_TEXT_MSG = '包含无法识别的字符（不完整的 Unicode 字符），请删除后重新输入';
/** In a `u` regular expression a paired surrogate is one code point: this matches lone halves only. */
const LONE_SURROGATE_RE = /[\uD800-\uDFFF]/u;

/** Whether a value is a string without lone surrogates (String.prototype.isWellFormed). */
export function isWellFormedText(v: unknown): v is string {
  return typeof v === 'string' && !LONE_SURROGATE_RE.test(v);
}

export function isMobile(v: unknown): v is string {
  return typeof v === 'string' && MOBILE_RE.test(v);
}

export function isEmail(v: unknown): v is string {
  return typeof v === 'string' && v.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(v);
}

export function isSmsCode(v: unknown): v is string {
  return typeof v === 'string' && CODE6_RE.test(v);
}

/** The composition rule: 8–20 characters, at least one letter and one digit, no whitespace. */
export function isValidPassword(v: unknown): v is string {
  return (
    typeof v === 'string' &&
    v.length >= PASSWORD_MIN &&
    v.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(v) &&
    /\d/.test(v) &&
    !PASSWORD_SPACE_RE.test(v)
  );
}

/** Why a new password is refused (the composition rule, then the common-password list), or null. */
export function passwordProblem(v: unknown): string | null {
  if (!isValidPassword(v)) return PASSWORD_RULE_MSG;
  if (COMMON_PASSWORDS.has(v.toLowerCase())) return PASSWORD_COMMON_MSG;
  return null;
}

/**
 * The unified social credit code of GB 32100-2015: 18 characters from a 31-character set
 * (digits and capital letters without I, O, S, V, Z), characters 3–8 the region's six digits,
 * the last one a check character: C18 = 31 − (Σ value(Ci) × Wi mod 31), with 31 written as 0.
 */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters, or null when they are not from the set. */
export function usccCheckChar(first17: unknown): string | null {
  if (typeof first17 !== 'string' || first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARSET.indexOf(first17[i] as string);
    if (v < 0) return null;
    sum += v * (USCC_WEIGHTS[i] as number);
  }
  const c = 31 - (sum % 31);
  return USCC_CHARSET[c === 31 ? 0 : c] as string;
}

/** Whether a value is a valid code (letters accepted in lower case, surrounding spaces ignored). */
export function isUscc(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim().toUpperCase();
  return USCC_SHAPE.test(v) && usccCheckChar(v.slice(0, 17)) === v[17];
}

/** Completes a 17-character prefix with its check character (seed data, tests); '' for garbage. */
export function withUsccCheck(prefix17: unknown): string {
  const check = usccCheckChar(prefix17);
  return check === null ? '' : `${prefix17 as string}${check}`;
}
