/**
 * The one error type of every call. Callers inspect `kind`, the server's `status`, `msg`,
 * `field` (the form field at fault) and `retryAfter` (throttling) instead of parsing text.
 */
import { isRecord } from '../util/guards';

export type ApiErrorKind =
  /** No answer: offline, DNS, CORS, connection reset. */
  | 'network'
  | 'timeout'
  | 'canceled'
  /** An HTTP status other than 200 (and not a handled 401). */
  | 'http'
  /** HTTP 401: no valid token; tokens cleared, login. */
  | 'unauthorized'
  /** Body status 401/403 or a failed refresh: the session is over; tokens cleared, login. */
  | 'session'
  /** Body status '403' (string): the company has no access to the product; product centre. */
  | 'product-forbidden'
  /** Body status 4031: an administrator reset the password; 设置新密码 first (tokens kept). */
  | 'password-change'
  /** HTTP 200 with ok:false. */
  | 'business'
  /** Encryption impossible (no WebCrypto, bad key). */
  | 'crypto';

/** Where the pipeline sent (or, with `navigate: false`, wants to send) the user. */
/** new-password: an administrator reset the password; 设置新密码 comes before anything else. */
export type RedirectTarget = 'login' | 'product-centre' | 'new-password' | null;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  httpStatus?: number | null;
  status?: number | string | null;
  body?: unknown;
  redirectTo?: RedirectTarget;
  /** True when a message about this error has already been shown. */
  notified?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly httpStatus: number | null;
  readonly status: number | string | null;
  readonly body: unknown;
  readonly redirectTo: RedirectTarget;
  readonly notified: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.httpStatus = init.httpStatus ?? null;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.redirectTo = init.redirectTo ?? null;
    this.notified = init.notified ?? false;
  }

  /** The form field the server blames (`body.field`), if any. */
  get field(): string | null {
    return isRecord(this.body) && typeof this.body.field === 'string' ? this.body.field : null;
  }

  /** Seconds to wait when throttled (`body.retryAfter`), if any. */
  get retryAfter(): number | null {
    const v = isRecord(this.body) ? this.body.retryAfter : undefined;
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** A message for the user from anything thrown (Chinese fallback for the unknown). */
export function errorMessage(e: unknown, fallback = '操作失败！'): string {
  if (e instanceof Error && typeof e.message === 'string' && e.message.trim() !== '') return e.message;
  if (typeof e === 'string' && e.trim() !== '') return e;
  return fallback;
}
