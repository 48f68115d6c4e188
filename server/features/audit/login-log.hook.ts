/**
 * Writes the login log: every answer of the login calls (password, SMS code, company choice)
 * becomes one row, success or refusal, with the refusal's message as the reason. It reads the
 * answer the client gets, so whatever the login flow refuses (captcha, lockout, wrong password,
 * bad input) is logged without the flow knowing about the log. A failure to write the log is
 * reported to the server log and never changes the answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { sha256Hex } from '../../core/crypto';
import { P } from '../../core/paths';
import { MOBILE_RE } from '../../core/rules';
import { personByMobile, personById, personByUserCode } from '../account/person.repo';
import { insertLoginLog, personOfTicketHash, sessionOfAccessHash } from './login-log.repo';
import { describeAgent, MAX_USER_AGENT } from './user-agent';

/** The login calls and how each names its method in the log. */
const LOGIN_CALLS: Readonly<Record<string, string>> = {
  [`${P}/company/custAccount/login/password`]: 'password',
  [`${P}/company/custAccount/login/sms`]: 'sms',
  [`${P}/company/custAccount/login/smsEmployeeSubmit`]: 'choose',
};

const ACCOUNT_RE = /^[A-Za-z0-9]{1,32}$/;
const TICKET_RE = /^[A-Za-z0-9_-]{16,128}$/;

interface Answer {
  ok: boolean;
  msg: string;
  body: { accessToken?: unknown; needChoose?: unknown } | null;
}

function parseAnswer(payload: unknown): Answer | null {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return null;
  try {
    const v = JSON.parse(text) as Partial<Answer>;
    return typeof v.ok === 'boolean' && typeof v.msg === 'string'
      ? { ok: v.ok, msg: v.msg, body: (v.body ?? null) as Answer['body'] }
      : null;
  } catch {
    return null;
  }
}

function field(body: unknown, name: string): string | null {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : null;
}

async function whoTried(
  ctx: AppContext,
  method: string,
  body: unknown,
): Promise<{ account: string; personId: number | null }> {
  if (method === 'choose') {
    const ticket = field(body, 'loginTicket');
    const personId = ticket && TICKET_RE.test(ticket) ? await personOfTicketHash(ctx.db, sha256Hex(ticket)) : null;
    const person = personId === null ? null : await personById(ctx.db, personId);
    return { account: person?.mobile ?? '', personId: person?.id ?? null };
  }
  const typed = field(body, method === 'sms' ? 'mobile' : 'account');
  if (!typed || !ACCOUNT_RE.test(typed)) return { account: typed ? '(格式错误)' : '', personId: null };
  const person = MOBILE_RE.test(typed)
    ? await personByMobile(ctx.db, typed)
    : await personByUserCode(ctx.db, typed.toUpperCase());
  return { account: typed, personId: person?.id ?? null };
}

async function recordLoginAttempt(
  ctx: AppContext,
  request: FastifyRequest,
  method: string,
  answer: Answer,
): Promise<void> {
  const who = await whoTried(ctx, method, request.body);
  const token = answer.ok ? answer.body?.accessToken : undefined;
  const session = typeof token === 'string' ? await sessionOfAccessHash(ctx.db, sha256Hex(token)) : null;
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT);
  const agent = describeAgent(userAgent);
  const reason = answer.ok
    ? answer.body?.needChoose === true
      ? '身份验证成功，待选择企业'
      : '登录成功'
    : answer.msg.slice(0, 200);
  await insertLoginLog(ctx.db, {
    createdAt: ctx.clock(),
    account: who.account,
    personId: who.personId,
    compId: session?.compId ?? null,
    sessionId: session?.sessionId ?? null,
    method,
    ip: request.ip,
    userAgent,
    browser: agent.browser,
    os: agent.os,
    result: answer.ok ? 1 : 0,
    reason,
  });
}

/** The onSend hook of the auth routes; other routes pass through untouched. */
export function loginLogHook(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> => {
    // Routes are registered under the /api prefix.
    const url = (request.routeOptions.url ?? '').replace(/^\/api(?=\/)/, '');
    const method = LOGIN_CALLS[url];
    if (!method) return payload;
    const answer = parseAnswer(payload);
    if (!answer) return payload;
    try {
      await recordLoginAttempt(ctx, request, method, answer);
    } catch (err) {
      ctx.log.warn({ err }, 'login log entry not written');
    }
    return payload;
  };
}
