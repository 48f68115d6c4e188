/**
 * The error catalogue (docs/requirements.md#errors) as one pure function: from what came back (HTTP status,
 * body, the call's kind) to what the pipeline does (resolve, refresh, or reject; which
 * message; whether tokens go; where the user goes). The interceptors only carry it out, so
 * each line of the error catalogue is tested here, in one place.
 */
import type { ApiErrorInit, RedirectTarget } from './api-error';
import type { CallKind } from './request-options';
import { MESSAGE_DURATION_MS, type MessageLevel } from '../notify/notifier';
import { isRecord } from '../util/guards';
import { PASSWORD_CHANGE_REQUIRED } from '../rules/status-codes';

export const MSG = {
  listFailed: '请求失败！',
  updateSucceeded: '操作成功！',
  updateFailed: '操作失败！',
  unreadFailed: '查询站内信未读数量错误',
  /** Shown for body status 401/403 when the server sends no text. */
  sessionEnded: '登录状态已失效，请重新登录',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  canceled: '请求已取消',
  http: '服务暂时不可用，请稍后重试',
  unauthorized: '请先登录',
  productForbidden: '贵公司尚未开通该产品',
  passwordChange: '管理员已重置您的密码，请先设置新密码',
} as const;

/** Body status of an HTTP 401 that means "access token expired, session alive": refresh once. */
export const ACCESS_TOKEN_EXPIRED = 4011;

export interface ResponseFacts {
  /** null when no response arrived. */
  httpStatus: number | null;
  body: unknown;
  kind: CallKind;
  /** Why no response arrived. */
  transport?: 'network' | 'timeout' | 'canceled';
}

export interface Effects {
  message: { level: MessageLevel; text: string; durationMs: number } | null;
  /** Remove the token cookies and the session part of the client state. */
  clearTokens: boolean;
  redirect: RedirectTarget;
}

export type Decision =
  | { action: 'resolve'; effects: Effects }
  | { action: 'refresh' }
  | { action: 'reject'; error: ApiErrorInit; effects: Effects };

const NONE: Effects = { message: null, clearTokens: false, redirect: null };

interface EnvelopeLike {
  status: unknown;
  ok: unknown;
  msg: string;
  body: unknown;
}

function envelope(body: unknown): EnvelopeLike | null {
  if (!isRecord(body)) return null;
  return {
    status: body.status,
    ok: body.ok,
    msg: typeof body.msg === 'string' ? body.msg.trim() : '',
    body: body.body,
  };
}

function reject(error: ApiErrorInit, effects: Effects = NONE): Decision {
  return { action: 'reject', error: { ...error, notified: effects.message !== null }, effects };
}

/** The decision for one response. */
export function decideResponse(input: ResponseFacts): Decision {
  const facts: Partial<ResponseFacts> = input && typeof input === 'object' ? input : {};
  const httpStatus = typeof facts.httpStatus === 'number' ? facts.httpStatus : null;
  const kind = facts.kind;
  const env = envelope(facts.body);
  const rawStatus = env?.status;
  const status: number | string | null =
    typeof rawStatus === 'number' || typeof rawStatus === 'string' ? rawStatus : null;
  const serverMsg = env?.msg ?? '';
  const payload = env?.body ?? null;
  // A rejection that leads to another page, silently: that page says why.
  const leadTo = (
    to: NonNullable<RedirectTarget>,
    kind: ApiErrorInit['kind'],
    message: string,
    clearTokens: boolean,
  ): Decision =>
    reject(
      { kind, message: serverMsg || message, httpStatus, status, body: payload, redirectTo: to },
      { message: null, clearTokens, redirect: to },
    );

  // No response at all: rejected silently (it is not HTTP 200).
  if (httpStatus === null) {
    const t = facts.transport ?? 'network';
    return reject({ kind: t, message: MSG[t], httpStatus: null });
  }

  // HTTP 401: an expired access token is refreshed once; anything else ends the session.
  if (httpStatus === 401) {
    if (status === ACCESS_TOKEN_EXPIRED) return { action: 'refresh' };
    return leadTo('login', 'unauthorized', MSG.unauthorized, true);
  }

  // Any other non-200: rejected silently; the caller may inspect the error.
  if (httpStatus !== 200) {
    return reject({ kind: 'http', message: serverMsg || MSG.http, httpStatus, status, body: payload });
  }

  // HTTP 200, body status '403' (a string): the company has no access to the product.
  if (status === '403') {
    return leadTo('product-centre', 'product-forbidden', MSG.productForbidden, false);
  }

  // HTTP 200, body status 4031: the session may only set a new password; it is kept.
  if (status === PASSWORD_CHANGE_REQUIRED) {
    return leadTo('new-password', 'password-change', MSG.passwordChange, false);
  }

  // HTTP 200, body status 401 or 403 (numbers): warning, token removed, login.
  if (status === 401 || status === 403) {
    const text = serverMsg || MSG.sessionEnded;
    return reject(
      { kind: 'session', message: text, httpStatus, status, body: payload, redirectTo: 'login' },
      { message: { level: 'warning', text, durationMs: MESSAGE_DURATION_MS }, clearTokens: true, redirect: 'login' },
    );
  }

  if (env !== null && env.ok === true) {
    return {
      action: 'resolve',
      effects:
        kind === 'update'
          ? {
              message: { level: 'success', text: MSG.updateSucceeded, durationMs: MESSAGE_DURATION_MS },
              clearTokens: false,
              redirect: null,
            }
          : NONE,
    };
  }

  // ok:false (or not an envelope at all): the message depends on the kind of call.
  const failure: ApiErrorInit = {
    kind: 'business',
    message: serverMsg || MSG.updateFailed,
    httpStatus,
    status,
    body: payload,
  };
  switch (kind) {
    case 'list':
      return reject(
        { ...failure, message: serverMsg || MSG.listFailed },
        {
          message: { level: 'warning', text: serverMsg || MSG.listFailed, durationMs: MESSAGE_DURATION_MS },
          clearTokens: false,
          redirect: null,
        },
      );
    case 'update':
      return reject(failure, {
        message: { level: 'error', text: serverMsg || MSG.updateFailed, durationMs: MESSAGE_DURATION_MS },
        clearTokens: false,
        redirect: null,
      });
    case 'unread':
      return reject(
        { ...failure, message: MSG.unreadFailed },
        {
          message: { level: 'error', text: MSG.unreadFailed, durationMs: MESSAGE_DURATION_MS },
          clearTokens: false,
          redirect: null,
        },
      );
    default:
      return reject({ ...failure, message: serverMsg || MSG.listFailed });
  }
}
