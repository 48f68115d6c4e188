/**
 * Form rules shared with the server (docs/api.md §3), with the server's Chinese messages.
 * Each `validateX` returns the message, or null when the value is valid; never throws.
 */
import { isUscc } from './uscc';

export const VALIDATION_MESSAGES = {
  mobile: '请输入正确的手机号',
  password: '密码须为8-20位，包含字母和数字，不能有空格',
  email: '请输入正确的邮箱地址',
  uscc: '统一社会信用代码格式不正确',
  code: '请输入6位数字验证码',
  captcha: '请输入4位图形验证码',
  required: '请输入',
} as const;

export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** The HTML standard's "valid e-mail address". */
export const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const EMAIL_MAX_LENGTH = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export function isMobile(v: unknown): v is string {
  return typeof v === 'string' && MOBILE_RE.test(v);
}

export function isEmail(v: unknown): v is string {
  return typeof v === 'string' && v.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(v);
}

/** 8–20 characters, at least one letter and one digit, no whitespace. */
export function isValidPassword(v: unknown): v is string {
  return (
    typeof v === 'string' &&
    v.length >= PASSWORD_MIN &&
    v.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(v) &&
    /\d/.test(v) &&
    !/[\s\u200B-\u200D\u2060\uFEFF]/.test(v)
  );
}

export function isSmsCode(v: unknown): v is string {
  return typeof v === 'string' && /^\d{6}$/.test(v);
}

export function isCaptcha(v: unknown): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9]{4}$/.test(v);
}

export const validateMobile = (v: unknown): string | null => (isMobile(v) ? null : VALIDATION_MESSAGES.mobile);
export const validateEmail = (v: unknown): string | null => (isEmail(v) ? null : VALIDATION_MESSAGES.email);
export const validatePassword = (v: unknown): string | null => (isValidPassword(v) ? null : VALIDATION_MESSAGES.password);
export const validateUscc = (v: unknown): string | null => (isUscc(v) ? null : VALIDATION_MESSAGES.uscc);
export const validateSmsCode = (v: unknown): string | null => (isSmsCode(v) ? null : VALIDATION_MESSAGES.code);
export const validateCaptchaInput = (v: unknown): string | null => (isCaptcha(v) ? null : VALIDATION_MESSAGES.captcha);

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export interface PasswordScore {
  /** 0–4. */
  score: number;
  level: PasswordStrength;
  /** 弱 / 中 / 强 */
  label: string;
}

/**
 * A simple strength meter for the registration and reset forms: one point each for length
 * ≥ 8, length ≥ 12, mixed case, letters with digits, and a symbol (capped at 4); 0–1 弱,
 * 2 中, 3–4 强. It informs; the rule above decides what is accepted.
 */
export function passwordStrength(v: unknown): PasswordScore {
  const s = typeof v === 'string' ? v : '';
  let score = 0;
  if (s.length >= 8) score++;
  if (s.length >= 12) score++;
  if (/[a-z]/.test(s) && /[A-Z]/.test(s)) score++;
  if (/[A-Za-z]/.test(s) && /\d/.test(s)) score++;
  if (/[^A-Za-z0-9\s]/.test(s)) score++;
  score = Math.min(4, score);
  const level: PasswordStrength = score >= 3 ? 'strong' : score === 2 ? 'medium' : 'weak';
  return { score, level, label: level === 'strong' ? '强' : level === 'medium' ? '中' : '弱' };
}
