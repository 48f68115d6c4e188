/**
 * Approval of a registered company (npm run admin -- approve|reject, or AUTO_APPROVE=1): the
 * company becomes active and the customer-relations product (CRM) is opened; an invitation the
 * registration came with is accepted. Either decision is told to the applicant by SMS (and
 * e-mail when the registration gave one) after it commits: a failed send is logged and does
 * not undo the decision.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/envelope';
import { sanitizeHtml } from '../../core/sanitize';
import type { Db } from '../../db/db';
import type { Senders } from '../../infra/senders/senders';
import { acceptRegistrationInvitation } from '../invitation/invitation.service';
import { announce } from '../session/hot-cache';
import { COMPANY } from '../../core/status';
import { companiesNamedLike, type SameNameCompany } from '../company/company.repo';
import { applicantOf, registrationInviteOf } from './applicant.repo';
import {
  companyCodeExists,
  insertCompanyMessage,
  lockCompanyByCode,
  markCompanyApproved,
  markPendingRejected,
  openCrm,
} from './approval.repo';

/** What a decision needs: the database, and the senders and log for the notice. */
export interface DecisionDeps {
  db: Db;
  senders: Senders;
  log: FastifyBaseLogger;
}

const SIGNATURE = '【供应链金融服务平台】';

function decisionText(
  compName: string,
  decision: { approved: true } | { approved: false; reason: string },
): { subject: string; text: string } {
  if (decision.approved) {
    return {
      subject: '企业注册审核通过',
      text: `贵司“${compName}”的注册申请已审核通过，现在可以登录供应链金融服务平台。`,
    };
  }
  return {
    subject: '企业注册审核未通过',
    text: `很抱歉，贵司“${compName}”的注册申请未通过审核，原因：${decision.reason}。请使用注册时的手机号登录注册页面，修改企业信息后重新提交。`,
  };
}

/** Tells the applicant; never throws (the decision stands whatever happens to the message). */
async function notifyApplicant(
  deps: DecisionDeps,
  compCode: string,
  decision: { approved: true } | { approved: false; reason: string },
): Promise<void> {
  try {
    const applicant = await applicantOf(deps.db, compCode);
    if (!applicant) return;
    const { subject, text } = decisionText(applicant.comp_name, decision);
    // The development outbox records the notice itself (there is no code in it).
    await deps.senders
      .sms(applicant.mobile, `${SIGNATURE}${text}`, text)
      .catch((err: unknown) => deps.log.error({ err, compCode }, 'registration decision SMS failed'));
    if (applicant.email) {
      await deps.senders
        .email(applicant.email, subject, text, text)
        .catch((err: unknown) => deps.log.error({ err, compCode }, 'registration decision e-mail failed'));
    }
  } catch (err) {
    deps.log.error({ err, compCode }, 'registration decision notice failed');
  }
}

/**
 * Approval refused because other companies already bear the name: names are not unique, and an
 * approver who lets a second 华信 in should do so knowingly (its credit code, not its name, is
 * what invitations and people go by). Approving again with `sameNameConfirmed` goes ahead.
 */
export class SameNameRefusal extends AppError {
  constructor(
    compCode: string,
    compName: string,
    readonly others: readonly SameNameCompany[],
  ) {
    const list = others
      .map(
        (o) =>
          `${o.comp_code}「${o.comp_name}」（统一社会信用代码 ${o.credit_code ?? '未登记'}，${COMPANY_STATUS_TEXT[o.status] ?? '其他'}）`,
      )
      .join('；');
    super(
      409,
      `已有同名企业：${list}。请核实 ${compCode}「${compName}」的营业执照与统一社会信用代码确属另一家企业后再审核通过（npm ` +
        `run admin -- approve ${compCode} --same-name）`,
      { sameName: others.map((o) => o.comp_code) },
    );
    this.name = 'SameNameRefusal';
  }
}

const COMPANY_STATUS_TEXT: Readonly<Record<number, string>> = {
  [COMPANY.pending]: '待审核',
  [COMPANY.approved]: '已审核通过',
};

export async function approveCompany(
  deps: DecisionDeps,
  compCode: string,
  now: number,
  opts: { sameNameConfirmed?: boolean } = {},
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const c = await lockCompanyByCode(tx, compCode);
    if (!c) throw new AppError(404, `企业 ${compCode} 不存在`);
    if (c.status !== COMPANY.pending) throw new AppError(409, `企业 ${compCode} 不在待审核状态`);
    if (!opts.sameNameConfirmed) {
      const others = await companiesNamedLike(tx, c.comp_name, c.id);
      if (others.length > 0) throw new SameNameRefusal(compCode, c.comp_name, others);
    }
    await markCompanyApproved(tx, c.id);
    await openCrm(tx, c.id, '企业注册审核通过', now);
    // Stored HTML is filtered when written (and again when sent out).
    await insertCompanyMessage(
      tx,
      c.id,
      {
        title: '企业注册审核通过',
        summary: '贵司的注册申请已审核通过，欢迎使用供应链金融服务平台。',
        content: sanitizeHtml('<p>贵司的注册申请已审核通过，现在可以登录并开通所需产品。</p>'),
        msgType: 'APPROVAL',
      },
      now,
    );
    await announce(tx, { kind: 'messages', compId: c.id });
    const invite = await registrationInviteOf(tx, c.id);
    if (invite)
      await acceptRegistrationInvitation(
        tx,
        invite,
        { compId: c.id, compName: c.comp_name, creditCode: c.credit_code },
        now,
      );
  });
  await notifyApplicant(deps, compCode, { approved: true });
}

export async function rejectCompany(deps: DecisionDeps, compCode: string, reason: string, now: number): Promise<void> {
  if (!(await markPendingRejected(deps.db, compCode, reason))) {
    const exists = await companyCodeExists(deps.db, compCode);
    throw new AppError(exists ? 409 : 404, exists ? `企业 ${compCode} 不在待审核状态` : `企业 ${compCode} 不存在`);
  }
  void now;
  await notifyApplicant(deps, compCode, { approved: false, reason });
}
