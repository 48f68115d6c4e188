/**
 * What happens after a person proved who they are: one usable membership → tokens; several →
 * a short-lived login ticket and the list to choose from; none → a clear refusal.
 */
import type { AppContext } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { randomToken, sha256Hex } from '../../core/crypto';
import { MINUTE } from '../../core/time';
import type { Db } from '../../db/db';
import { isUsable, membershipsOf, type PersonRow } from '../account/person.repo';
import { compRolesByComp, empRolesByEmployee } from '../company/company.repo';
import { createSession, type TokenPair } from '../session/session.service';
import type { ChoiceItem, LoginChoice } from './auth.schemas';
import { COMPANY } from '../../core/status';
import { employeeIdOfPerson, insertLoginTicket, liveTicketPerson, recordLoginOf, spendLoginTicket } from './login.repo';

export type { ChoiceItem } from './auth.schemas';

const LOGIN_TICKET_TTL_MS = 5 * MINUTE;

export type LoginResult = TokenPair | LoginChoice;

export async function choicesOf(db: Db, personId: number): Promise<ChoiceItem[]> {
  const usable = (await membershipsOf(db, personId)).filter(isUsable);
  const compRoles = await compRolesByComp(
    db,
    usable.map((m) => m.comp_id),
  );
  const empRoles = await empRolesByEmployee(
    db,
    usable.map((m) => m.employee_id),
  );
  return usable.map((m) => ({
    employeeCode: m.employee_code,
    compCode: m.comp_code,
    compName: m.comp_name,
    compRole: compRoles.get(m.comp_id) ?? [],
    employeeRole: empRoles.get(m.employee_id) ?? [],
    status: m.emp_status,
    isActive: m.is_active,
  }));
}

async function recordLogin(ctx: AppContext, personId: number, ip: string): Promise<void> {
  await recordLoginOf(ctx.db, personId, ctx.clock(), ip);
}

export async function completeLogin(ctx: AppContext, person: PersonRow, ip: string): Promise<LoginResult> {
  const memberships = await membershipsOf(ctx.db, person.id);
  const usable = memberships.filter(isUsable);
  if (usable.length === 0) {
    if (memberships.some((m) => m.comp_status === COMPANY.pending)) {
      throw new AppError(403, '贵司的注册申请正在审核中，审核通过后即可登录');
    }
    if (memberships.some((m) => m.comp_status === COMPANY.rejected)) {
      throw new AppError(403, '贵司的注册申请未通过审核，请重新提交企业信息');
    }
    throw fail.disabled('账号已被停用或未加入任何企业，请联系企业管理员');
  }
  await recordLogin(ctx, person.id, ip);
  const only = usable[0];
  if (usable.length === 1 && only) {
    return createSession(ctx, { personId: person.id, employeeId: only.employee_id, ip });
  }
  const loginTicket = randomToken();
  await insertLoginTicket(ctx.db, sha256Hex(loginTicket), person.id, ip, ctx.clock() + LOGIN_TICKET_TTL_MS);
  return { needChoose: true, loginTicket, employees: await choicesOf(ctx.db, person.id) };
}

const TICKET_INVALID = '登录凭证已失效，请重新登录';

/** The person of a valid, unused login ticket. */
export async function ticketPerson(ctx: AppContext, ticket: string): Promise<number> {
  const personId = await liveTicketPerson(ctx.db, sha256Hex(ticket), ctx.clock());
  if (personId === null) throw fail.bad(TICKET_INVALID, 'loginTicket');
  return personId;
}

/** Uses up the ticket (once, even under concurrency) and opens a session for the choice. */
export async function submitChoice(
  ctx: AppContext,
  ticket: string,
  employeeCode: string,
  ip: string,
): Promise<TokenPair> {
  const personId = await ticketPerson(ctx, ticket);
  const choice = (await choicesOf(ctx.db, personId)).find((c) => c.employeeCode === employeeCode);
  if (!choice) throw fail.bad('请选择您所在的企业', 'employeeCode');
  if (!(await spendLoginTicket(ctx.db, sha256Hex(ticket), ctx.clock()))) throw fail.bad(TICKET_INVALID, 'loginTicket');
  const employeeId = await employeeIdOfPerson(ctx.db, employeeCode, personId);
  if (employeeId === null) throw fail.bad('请选择您所在的企业', 'employeeCode');
  return createSession(ctx, { personId, employeeId, ip });
}
