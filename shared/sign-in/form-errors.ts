/**
 * Where a failed call's message goes on a form: next to the field the server blamed
 * (`body.field`) when the form has that field, otherwise above the form. A throttled answer
 * carries the wait (`body.retryAfter`), which the form counts down. The §8 toasts are not
 * decided here: they stay in shared's http pipeline.
 */
import { errorMessage, isApiError } from '../index';

export interface FormProblem<F extends string = string> {
  /** The form field to mark, or null for a message above the form. */
  field: F | null;
  message: string;
  /** Seconds to wait before trying again (throttled), else null. */
  retryAfter: number | null;
}

/** Server field names that mean another field of ours (the captcha pre-check calls it `code`). */
const FIELD_ALIASES: Readonly<Record<string, string>> = { code: 'captcha', account: 'account', pwd: 'password' };

export function formProblem<F extends string>(err: unknown, formFields: readonly F[], fallback = '操作失败，请稍后重试'): FormProblem<F> {
  const message = errorMessage(err, fallback);
  if (!isApiError(err)) return { field: null, message, retryAfter: null };
  const retryAfter = err.status === 429 || err.retryAfter !== null ? err.retryAfter : null;
  if (retryAfter !== null) return { field: null, message, retryAfter };
  const raw = err.field;
  const candidate = raw === null ? null : (FIELD_ALIASES[raw] ?? raw);
  const own = (name: string | null): name is F => name !== null && (formFields as readonly string[]).includes(name);
  return { field: own(raw) ? raw : own(candidate) ? candidate : null, message, retryAfter: null };
}

/** "15分钟" / "45秒": the wait in words, for a throttled form's button and notice. */
export function waitText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s >= 3600) return `${Math.ceil(s / 3600)}小时`;
  if (s >= 60) {
    const m = Math.floor(s / 60);
    const rest = s % 60;
    return rest === 0 ? `${m}分钟` : `${m}分${rest}秒`;
  }
  return `${s}秒`;
}
