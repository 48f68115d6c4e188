/**
 * The one place where errors become envelopes. Client mistakes get their HTTP status and a
 * Chinese message; a database outage gets 503; anything else is logged and answered without
 * details. Envelopes are sent pre-serialised so that the success schema never filters them.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { AppError } from './envelope';
import { DbUnavailableError } from '../db/db';
import { isConnectionError } from '../db/pg-errors';
import { translateValidation } from './validation';
import { DISK_FULL_MSG, isDiskFullError } from '../infra/system/disk-space';

export function sendEnvelope(
  reply: FastifyReply,
  http: number,
  status: number | string,
  msg: string,
  body: unknown = null,
) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return reply
    .code(http)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ status, ok: false, msg, body }));
}

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '不支持的请求内容类型，请使用 application/json'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, '请使用 multipart/form-data 上传文件'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, '请求内容过大'],
  FST_REQ_FILE_TOO_LARGE: [413, '文件过大'],
  FST_FILES_LIMIT: [413, '一次只能上传一个文件'],
  FST_PARTS_LIMIT: [413, '上传内容过多'],
  FST_FIELDS_LIMIT: [413, '上传内容过多'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求体不能为空'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, '请求体不是合法的JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '请求长度不正确'],
  FST_PROTO_VIOLATION: [400, '请求内容不合法'],
  FST_INVALID_JSON_FIELD_ERROR: [400, '请求内容不合法'],
  FST_MP_PREMATURE_CLOSE: [400, '上传未完成，请重试'],
  FST_ERR_BAD_URL: [400, '请求地址不正确'],
  FST_ERR_ASYNC_CONSTRAINT: [400, '请求不正确'],
};

/**
 * Database errors a client's input can cause: SQLSTATE class 22 (data exception: a value the
 * column cannot hold) and class 23 (integrity constraint: a duplicate, a missing reference).
 * Schemas should refuse such input first; this mapping makes sure that where a schema forgot a
 * rule the client still gets a clear 4xx instead of a 500. Other classes stay server faults.
 */
const DB_DATA_ERRORS: Record<string, [number, string]> = {
  '22001': [400, '输入内容过长，请缩短后重试'],
  '22003': [400, '数值超出允许范围'],
  '22007': [400, '日期或时间格式不正确'],
  '22008': [400, '日期或时间超出允许范围'],
  '22021': [400, '输入内容包含不允许的字符'],
  '22P05': [400, '输入内容包含不允许的字符'],
  '22P02': [400, '输入内容格式不正确'],
  '23502': [400, '缺少必填内容'],
  '23503': [409, '关联的数据不存在或已被删除，请刷新后重试'],
  '23505': [409, '数据已存在，请勿重复提交'],
  '23514': [400, '输入内容不符合要求'],
};

/** The 4xx answer to a database error the client caused, or null for any other error. */
export function clientDbError(error: unknown): [number, string] | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  return DB_DATA_ERRORS[code] ?? (code.startsWith('22') ? [400, '输入内容不正确'] : [409, '数据冲突，请刷新后重试']);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return sendEnvelope(reply, error.httpStatus, error.status, error.message, error.body);
  }
  if (error.validation) {
    const t = translateValidation(error.validation as unknown as ErrorObject[], error.validationContext);
    return sendEnvelope(reply, 400, 400, t.msg, t.field ? { field: t.field } : null);
  }
  if (isDiskFullError(error)) {
    // Readiness turns not-ready until space is back (infra/system/disk-space.ts).
    request.server.scf?.disk.noteFull();
    request.log.error({ err: error }, 'disk full: a write failed for lack of space');
    reply.header('retry-after', '30');
    return sendEnvelope(reply, 503, 503, DISK_FULL_MSG);
  }
  if (error instanceof DbUnavailableError || isConnectionError(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return sendEnvelope(reply, 503, 503, '服务暂时不可用，请稍后重试');
  }
  const fromDb = clientDbError(error);
  if (fromDb) {
    // A schema let this input through: worth a warning so the rule gets added where it belongs.
    request.log.warn({ err: error }, 'database refused client input');
    return sendEnvelope(reply, fromDb[0], fromDb[0], fromDb[1]);
  }
  const mapped = error.code ? BY_CODE[error.code] : undefined;
  if (mapped) return sendEnvelope(reply, mapped[0], mapped[0], mapped[1]);
  if (error instanceof SyntaxError) return sendEnvelope(reply, 400, 400, '请求体不是合法的JSON');
  const sc = error.statusCode;
  if (typeof sc === 'number' && sc >= 400 && sc < 500) {
    return sendEnvelope(
      reply,
      sc,
      sc,
      sc === 413 ? '请求内容过大' : sc === 415 ? '不支持的请求内容类型' : '请求不正确',
    );
  }
  if (sc === 503) return sendEnvelope(reply, 503, 503, '服务暂时不可用，请稍后重试');
  request.log.error({ err: error }, 'unhandled error');
  return sendEnvelope(reply, 500, 500, '服务器内部错误，请稍后重试');
}
