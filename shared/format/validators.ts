/**
 * Form validators with the server's Chinese messages. The rules themselves are the server's
 * (shared/rules/input-rules.ts, imported by both). Each `validateX` returns the message, or
 * null when the value is valid; never throws.
 */
import { emailProblem, isMobile, isSmsCode, isUscc, PASSWORD_RULE_MSG, passwordProblem } from '../rules/input-rules';

export {
  EMAIL_MAX_LENGTH,
  EMAIL_RE,
  isEmail,
  isMobile,
  isSmsCode,
  isUscc,
  isValidPassword,
  MOBILE_RE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
  USCC_CHARSET,
  usccCheckChar,
  emailProblem,
  idCardProblem,
  idNumberProblem,
  textProblem,
  TEXT_KINDS,
  type TextKind,
} from '../rules/input-rules';

export const VALIDATION_MESSAGES = {
  mobile: '请输入正确的手机号',
  password: PASSWORD_RULE_MSG,
  email: '请输入正确的邮箱地址',
  uscc: '统一社会信用代码格式不正确',
  code: '请输入6位数字验证码',
  captcha: '请输入4位图形验证码',
  required: '请输入',
} as const;

export function isCaptcha(v: unknown): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9]{4}$/.test(v);
}

export const validateMobile = (v: unknown): string | null => (isMobile(v) ? null : VALIDATION_MESSAGES.mobile);
/** The e-mail rule's own message: what is wrong (no domain suffix, a character, the length). */
export const validateEmail = (v: unknown): string | null => emailProblem(v);
/** Everything the server checks of a new password: the composition rule, then the common-password list. */
export const validatePassword = (v: unknown): string | null => passwordProblem(v);
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
