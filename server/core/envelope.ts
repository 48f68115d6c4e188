/**
 * The response envelope {status, ok, msg, body} and the business error that carries a failure
 * to the error handler. Business failures are HTTP 200 with ok:false (docs/api.md §1).
 */
import { Type, type TSchema } from 'typebox';
import { PASSWORD_CHANGE_REQUIRED } from '../../shared/rules/status-codes';

export type BodyStatus = number | string;

export interface Envelope<T> {
  status: BodyStatus;
  ok: boolean;
  msg: string;
  body: T;
}

const OK_MSG = '操作成功';

export function ok<T>(body: T, msg: string = OK_MSG): Envelope<T> {
  return { status: 200, ok: true, msg, body };
}

/** A failure the client caused or must handle; never logged as a server fault. */
export class AppError extends Error {
  constructor(
    readonly status: BodyStatus,
    message: string,
    readonly body: unknown = null,
    readonly httpStatus: number = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const SESSION_EXPIRED_MSG = '登录状态已过期，请重新登录';

export const fail = {
  bad: (msg: string, field?: string) => new AppError(400, msg, field ? { field } : null),
  notFound: (msg = '数据不存在或无权访问') => new AppError(404, msg),
  conflict: (msg: string, body: unknown = null) => new AppError(409, msg, body),
  throttled: (retryAfter: number, msg?: string) =>
    new AppError(429, msg ?? `操作过于频繁，请${formatWait(retryAfter)}后再试`, { retryAfter }),
  role: (msg = '您的角色无权执行此操作，请联系企业管理员') => new AppError(4030, msg),
  /** Body status 401 (number): the session is over, the client goes to login. */
  sessionOver: (msg = SESSION_EXPIRED_MSG) => new AppError(401, msg),
  /** Body status 403 (number): account or membership disabled. */
  disabled: (msg = '账号已被停用，请联系企业管理员') => new AppError(403, msg),
  /** Body status '403' (string): the company has not opened the product. */
  noProduct: (msg = '贵司暂未开通该产品') => new AppError('403', msg),
  /** HTTP 401: no usable access token. */
  unauthenticated: (msg = '请先登录') => new AppError(401, msg, null, 401),
  accessExpired: () => new AppError(4011, '访问令牌已过期', null, 401),
  signature: () => new AppError(400, '请求签名校验失败', null, 400),
  /** Body status 4031: the administrator reset the password; the client goes to 设置新密码. */
  passwordChange: () => new AppError(PASSWORD_CHANGE_REQUIRED, '管理员已重置您的密码，请先设置新密码'),
};

/** "N秒" under a minute, otherwise whole minutes rounded up. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? `${s}秒` : `${Math.ceil(s / 60)}分钟`;
}

/** Response schema of a successful call. */
export function Envelope<T extends TSchema>(body: T) {
  return Type.Object({
    status: Type.Union([Type.Integer(), Type.String()]),
    ok: Type.Boolean(),
    msg: Type.String(),
    body,
  });
}

export const NullBody = Type.Null();

export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    pageNum: Type.Integer(),
    pageSize: Type.Integer(),
  });
}

export interface PageResult<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
