/**
 * The input rules that both the browser and the server check: mobile number, e-mail address,
 * six-digit code, password, unified social credit code, identity card number, and one rule per
 * kind of text field (person name, company name, address, free text). This is their one home: the server's
 * route schemas and services import it (server/core/rules.ts re-exports it), and the forms of
 * `@scf/shared` validate with it, so a form never accepts what the server refuses. Every
 * function takes any value (garbage gives `false` or the rule's message) and never throws.
 */

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const MOBILE_RE = new RegExp(MOBILE_PATTERN);

/**
 * The HTML standard's "valid e-mail address" with at least one dot in the domain (`a@b` is
 * valid HTML but no address mail reaches), at most 100 characters.
 */
const EMAIL_PATTERN =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@" +
  '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$';
export const EMAIL_RE = new RegExp(EMAIL_PATTERN);
export const EMAIL_MAX_LENGTH = 100;

/** SMS and e-mail codes: six digits. */
export const CODE6_PATTERN = '^\\d{6}$';
const CODE6_RE = new RegExp(CODE6_PATTERN);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_RULE_MSG = '密码须为8-20位，包含字母和数字，不能有空格';
const PASSWORD_COMMON_MSG = '密码过于常见，请换一个更安全的密码';
/** Whitespace, including the invisible zero-width characters a paste can carry. */
const PASSWORD_SPACE_RE = /[\s\u200B-\u200D\u2060\uFEFF]/;

/** A few of the most common passwords that satisfy the composition rule (ASVS 2.1.7). */
const COMMON_PASSWORDS = new Set([
  'password1',
  'password123',
  'abc12345',
  'abcd1234',
  'a1234567',
  'a12345678',
  'qwer1234',
  'qwerty123',
  'asdf1234',
  'zxcv1234',
  '1234abcd',
  '12345678a',
  '123456789a',
  'aa123456',
  'aaa12345',
  'admin123',
  'admin1234',
  'woaini1314',
  'iloveyou1',
  'passw0rd',
  'p@ssw0rd',
  'q1w2e3r4',
  '1q2w3e4r',
  '1qaz2wsx',
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

/*
 * Text fields: one rule per kind of field, each naming what is wrong with a refused value
 * (a control character, an emoji, a digit in a name, the first character not allowed, the
 * length), so the form and the server say the same precise thing at the field.
 */

/** The kinds of text field, each with its default label and its length limit (in characters). */
export const TEXT_KINDS = {
  /** A person's name: Chinese or Latin letters, the middle dot of transliterated names, spaces. */
  personName: { label: '姓名', max: 50 },
  /** A company's registered name: letters, digits, spaces, brackets and a few joiners. */
  companyName: { label: '企业名称', max: 100 },
  /** A postal address: most printable characters, no emoji, no markup, no spreadsheet formula. */
  address: { label: '详细地址', max: 200 },
  /** Free text of several lines (a company introduction): no control characters, no markup. */
  freeText: { label: '内容', max: 1000 },
} as const;

export type TextKind = keyof typeof TEXT_KINDS;

/** Control and invisible format characters (zero-width, bidirectional overrides, …). */
const CONTROL_RE = /[\p{Cc}\p{Cf}]/u;
/** Control characters other than tab, line feed and carriage return, and format characters. */
const MULTILINE_CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}]/u;
/** Emoji and other pictographs, with their variation selectors and skin-tone modifiers. */
const EMOJI_RE = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{20E3}/u;
const LETTER_RE = /[\p{Script=Han}\p{Script=Latin}]/u;
const NAME_CHAR_RE = /^[\p{Script=Han}\p{Script=Latin}·・• ]$/u;
const COMPANY_CHAR_RE = /^[\p{Script=Han}\p{Script=Latin}0-9０-９ ()（）·&＆.,，、\-－—_]$/u;
const MARKUP_RE = /[<>]/;
/** What a spreadsheet reads as a formula when it starts a cell (CSV/Excel injection). */
const FORMULA_START_RE = /^[=+\-@]/;
const MIDDLE_DOTS = /^[·・•]|[·・•]$/;

/** The value's length in characters as people count them (an emoji is one). */
function textLength(v: string): number {
  return [...v].length;
}

function firstBad(v: string, allowed: RegExp): string | undefined {
  return [...v].find((c) => !allowed.test(c));
}

function quoteChar(c: string): string {
  return c === ' ' ? '空格' : `“${c}”`;
}

/**
 * Why a value of a text field is refused, or null. The value is taken trimmed (the server stores
 * it trimmed); `label` names the field in the message (联系人, 管理员姓名 …); `optional` lets an
 * empty value pass (a draft, an optional field).
 */
export function textProblem(
  kind: TextKind,
  value: unknown,
  opts: { label?: string; optional?: boolean } = {},
): string | null {
  try {
    if (typeof kind !== 'string' || !Object.hasOwn(TEXT_KINDS, kind)) return '内容不正确';
    const label = typeof opts?.label === 'string' ? opts.label : TEXT_KINDS[kind].label;
    // A lone surrogate is not a character the rule could name (it would quote it as �).
    if (typeof value === 'string' && !isWellFormedText(value)) return `${label}${ILL_FORMED_TEXT_MSG}`;
    return kindProblem(kind, value, label, opts?.optional === true);
  } catch {
    // Garbage options (a hostile object): refused, never thrown.
    return '内容不正确';
  }
}

function kindProblem(kind: TextKind, value: unknown, label: string, optional: boolean): string | null {
  if (typeof value !== 'string') return `请输入${label}`;
  const v = kind === 'freeText' ? value : value.trim();
  if (v.trim() === '') return optional ? null : `请输入${label}`;
  const multiline = kind === 'freeText';
  if ((multiline ? MULTILINE_CONTROL_RE : CONTROL_RE).test(v)) return `${label}不能包含控制字符或不可见字符`;
  if (kind !== 'freeText' && EMOJI_RE.test(v)) return `${label}不能包含表情符号`;
  switch (kind) {
    case 'personName': {
      if (/[0-9０-９]/.test(v)) return `${label}不能包含数字`;
      const bad = firstBad(v, NAME_CHAR_RE);
      if (bad !== undefined) return `${label}不能包含${quoteChar(bad)}，只能使用中文、英文字母、间隔号（·）和空格`;
      if (MIDDLE_DOTS.test(v)) return `${label}不能以间隔号开头或结尾`;
      break;
    }
    case 'companyName': {
      const bad = firstBad(v, COMPANY_CHAR_RE);
      if (bad !== undefined)
        return `${label}不能包含${quoteChar(bad)}等特殊符号，只能使用中文、英文字母、数字、括号和 & . , 、 - ·`;
      if (!LETTER_RE.test(v)) return `${label}须包含中文或英文字母`;
      break;
    }
    case 'address':
      if (MARKUP_RE.test(v)) return `${label}不能包含 < 或 > 符号`;
      if (FORMULA_START_RE.test(v)) return `${label}不能以 = + - @ 开头`;
      break;
    case 'freeText':
      if (MARKUP_RE.test(v)) return `${label}为纯文本，不能包含 < 或 > 符号`;
      break;
  }
  const max = TEXT_KINDS[kind].max;
  if (textLength(v) > max) return `${label}不能超过${max}个字`;
  return null;
}

/** Why an e-mail address is refused, or null: the HTML standard's rule, a dot in the domain, 100 characters. */
export function emailProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return '请输入邮箱地址';
  const v = value.trim();
  if (v.length > EMAIL_MAX_LENGTH) return `邮箱地址不能超过${EMAIL_MAX_LENGTH}个字符`;
  const at = v.lastIndexOf('@');
  if (at < 1 || at === v.length - 1) return '邮箱地址格式不正确，应为“名称@域名”，如 name@example.com';
  if (!v.slice(at + 1).includes('.')) return '邮箱域名不完整，缺少“.com”等后缀';
  if (!EMAIL_RE.test(v)) return '邮箱地址包含不允许的字符，请检查后重新输入';
  return null;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of a resident identity card number (GB 11643-1999). */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] as string;
}

/** Why an identity card number is refused ('x' is read as 'X'), or null. */
export function idCardProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return '请输入证件号码';
  const v = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return '身份证号码应为18位，由数字组成，最后一位可为X';
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return '身份证号码中的出生日期不正确';
  if (idCheckChar(v) !== v[17]) return '身份证号码校验位不正确，请核对后重新输入';
  return null;
}

/** Why a document number of the given type is refused, or null (passports and others: 5–20 letters or digits). */
export function idNumberProblem(idType: unknown, value: unknown): string | null {
  if (idType === 'ID_CARD') return idCardProblem(value);
  if (typeof value !== 'string' || value.trim() === '') return '请输入证件号码';
  return /^[0-9A-Za-z]{5,20}$/.test(value.trim()) ? null : '证件号码应为5-20位字母或数字';
}
