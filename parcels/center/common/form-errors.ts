/**
 * Puts a server error next to the form field it blames (`body.field`, docs/api.md §1), with
 * the server's Chinese message. Returns false when the error names no field of this form, so
 * the caller can show it elsewhere.
 */
import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '@scf/shared';

export function showFieldError(form: FormInstance, err: unknown, fieldMap: Readonly<Record<string, string>>): boolean {
  if (!isApiError(err)) return false;
  const serverField = err.field;
  const formField = serverField ? fieldMap[serverField] : undefined;
  if (!formField) return false;
  form.setFields([{ name: formField, errors: [errorMessage(err)] }]);
  return true;
}

/** Throttled answers say how long to wait; the message already carries it (e.g. 请15分钟后再试). */
export function isThrottled(err: unknown): boolean {
  return isApiError(err) && (err.status === 429 || err.retryAfter !== null);
}
