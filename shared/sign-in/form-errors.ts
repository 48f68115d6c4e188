/**
 * Where a failed call's message goes on a form: next to the field the server blamed
 * (`body.field`) when the form has that field, otherwise above the form (or wherever the
 * caller says). A throttled answer carries the wait (`body.retryAfter`), which the form
 * counts down. The error toasts of the http pipeline are not decided here.
 *
 * Every form of the portal (sign-in, registration, reset, the centre's modals) uses
 * `showFormProblem`; `formProblem` is its pure half.
 */
import type { FormInstance } from 'antd';
import { errorMessage, isApiError, showMessage } from '../index';

export interface FormProblem<F extends string = string> {
  /** The form field to mark, or null for a message above the form. */
  field: F | null;
  message: string;
  /** Seconds to wait before trying again (throttled), else null. */
  retryAfter: number | null;
}

/** Server field names that mean another field of ours (the captcha pre-check calls it `code`). */
const FIELD_ALIASES: Readonly<Record<string, string>> = { code: 'captcha', account: 'account', pwd: 'password' };

/**
 * The form's fields: a list of names the server uses too (with the aliases above), or a map
 * from the server's field name to the form's, for forms whose names differ.
 */
export type FormFields<F extends string> = readonly F[] | Readonly<Record<string, F>>;

function fieldOf<F extends string>(raw: string | null, formFields: FormFields<F>): F | null {
  if (raw === null) return null;
  if (!Array.isArray(formFields)) {
    const map = (formFields ?? {}) as Readonly<Record<string, F>>;
    return Object.hasOwn(map, raw) ? (map[raw] ?? null) : null;
  }
  const candidate = FIELD_ALIASES[raw] ?? raw;
  const own = (name: string): name is F => (formFields as readonly string[]).includes(name);
  return own(raw) ? raw : own(candidate) ? candidate : null;
}

export function formProblem<F extends string>(
  err: unknown,
  formFields: FormFields<F>,
  fallback = '操作失败，请稍后重试',
): FormProblem<F> {
  const message = errorMessage(err, fallback);
  if (!isApiError(err)) return { field: null, message, retryAfter: null };
  const retryAfter = err.status === 429 || err.retryAfter !== null ? err.retryAfter : null;
  if (retryAfter !== null) return { field: null, message, retryAfter };
  return { field: fieldOf(err.field, formFields), message, retryAfter: null };
}

export interface ShowFormProblemOptions<F extends string> {
  /** The message when the error has none of its own. */
  fallback?: string;
  /** Where a message for no field of this form goes (a notice above the form, a toast). */
  elsewhere?: (message: string, problem: FormProblem<F>) => void;
  /** Fields whose typed value is cleared when the server refuses it (a password). */
  clear?: readonly F[];
}

/**
 * Shows a failed call's message: beside the blamed field (which gets the focus), else through
 * `elsewhere`. Returns the problem, so the form can also count down a wait or react to a field.
 */
export function showFormProblem<F extends string>(
  form: FormInstance,
  err: unknown,
  formFields: FormFields<F>,
  options: ShowFormProblemOptions<F> = {},
): FormProblem<F> {
  const problem = formProblem(err, formFields, options.fallback);
  if (problem.field) {
    const cleared = options.clear?.includes(problem.field) ? { value: '' } : {};
    form.setFields([{ name: problem.field, errors: [problem.message], ...cleared }]);
    form.focusField(problem.field);
  } else {
    options.elsewhere?.(problem.message, problem);
  }
  return problem;
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

/**
 * A save's failure, said once: beside the blamed field, or else as one error message. Forms
 * that use it call the API with `kind: 'silent'`, so the http pipeline does not show the same
 * text a second time; a message the pipeline already showed (or an ended session, which has
 * its own dialog) is not repeated.
 */
export function reportFormError<F extends string>(
  form: FormInstance,
  err: unknown,
  formFields: FormFields<F>,
  fallback = '操作失败！',
): FormProblem<F> {
  return showFormProblem(form, err, formFields, {
    fallback,
    elsewhere: (message) => {
      if (
        isApiError(err) &&
        (err.notified || err.kind === 'canceled' || err.kind === 'session' || err.kind === 'unauthorized')
      )
        return;
      showMessage('error', message);
    },
  });
}
