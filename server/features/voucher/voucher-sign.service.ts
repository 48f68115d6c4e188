/**
 * 签收 / 拒签 sign for or refuse (receiver's operator, confirmed by its reviewer), for issued and
 * transferred vouchers alike; 作废 void (issuer's operator, confirmed by its reviewer) before
 * anyone signed for it. A refused root goes back to the issuer, who may void it; a refused
 * child's amount goes back to the holder that transferred it.
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { VOUCHER, VOUCHER_APP } from '../../core/status';
import type { Db } from '../../db/db';
import { fenToYuan } from '../../../shared/format/fen';
import { voucherDetailPath } from '../../../shared/routes/voucher-links';
import { once } from '../idempotency/idempotency.service';
import {
  decideApplication,
  lockApplication,
  lockVoucher,
  openApplication,
  partOfChild,
  pendingPartCount,
  setBalances,
  setVoucherStatus,
  type VoucherRow,
} from './voucher.repo';
import { heldStatus, returnChild, VOIDABLE } from './voucher-rules';
import { need, type VoucherCaller } from './voucher-caller';
import { ask, done, taskKey } from './voucher-notify';
import { recordAppStep } from './voucher-record';
import {
  askChecker,
  type DecideStep,
  returnToMaker,
  submitRequest,
  withdrawApplication,
} from './voucher-application-steps';
import type { SignInput } from './voucher.schemas';
import { releaseCredit } from '../credit/credit-usage.service';

export async function signFor(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  b: SignInput,
): Promise<{ applicationId: number }> {
  need(c, 'signFor');
  const now = ctx.clock();
  const reason = (b.reason ?? '').trim();
  if (b.decision === 'refuse' && reason === '') throw fail.bad('请填写拒签原因', 'reason');
  const request = { voucherId: b.voucherId, decision: b.decision, reason };
  return once(ctx.db, c.auth, b.idempotencyKey, 'voucher.sign', request, now, async (tx) => {
    const returned = await openApplication(tx, b.voucherId, ['signFor']);
    const prior = returned ? await lockApplication(tx, returned.id) : null;
    const v = await lockVoucher(tx, b.voucherId);
    if (!v || v.holder_comp_id !== c.auth.compId) throw fail.notFound('凭证不存在或无权访问');
    if (v.status !== VOUCHER.pendingSign) throw fail.conflict('该凭证不在待签收状态');
    const appId = await submitRequest(tx, c, now, prior, v, { kind: 'signFor', reason, decision: b.decision });
    await setVoucherStatus(tx, v.id, VOUCHER.signPendingReview, now);
    await done(tx, taskKey.sign(v.id), now);
    const what = b.decision === 'accept' ? '签收' : '拒签';
    await recordAppStep(tx, c.auth, ip, now, v, appId, {
      step: 'sign.submit',
      result: `申请${what}`,
      reason,
      action: 'voucher.sign',
    });
    await askChecker(tx, c, now, appId, {
      ability: 'signForReview',
      title: `待复核：凭证${v.voucher_no}${what}`,
      text: `凭证${v.voucher_no}（金额${fenToYuan(v.amount_fen)}元）的${what}申请已提交，请复核。`,
      link: voucherDetailPath(v.id),
    });
    return { applicationId: appId };
  });
}

/** A transfer whose parts have all been answered is done. */
async function closeTransferIfAnswered(tx: Db, childId: number, now: number): Promise<void> {
  const part = await partOfChild(tx, childId);
  if (!part) return;
  const app = await lockApplication(tx, part.application_id);
  if (app && app.status === VOUCHER_APP.pendingSign && (await pendingPartCount(tx, app.id)) === 0) {
    await decideApplication(tx, app.id, { status: VOUCHER_APP.done, now });
  }
}

/** A refused (or lapsed) child gives its amount back to the holder that transferred it. */
export async function returnToParent(tx: Db, child: VoucherRow, now: number): Promise<VoucherRow | null> {
  if (child.parent_id === null) return null;
  const parent = await lockVoucher(tx, child.parent_id);
  if (!parent) return null;
  const b = returnChild(
    { amountFen: parent.amount_fen, availableFen: parent.available_fen, reservedFen: parent.reserved_fen },
    child.amount_fen,
  );
  const held = [VOUCHER.held, VOUCHER.transferring, VOUCHER.transferred].includes(parent.status as 55 | 40 | 60);
  await setBalances(tx, parent.id, b.availableFen, b.reservedFen, held ? heldStatus(b) : parent.status, now);
  return parent;
}

export const decideSign: DecideStep = async (tx, ctx, c, ip, app, v, approve, reason) => {
  const now = ctx.clock();
  if (v.status !== VOUCHER.signPendingReview) throw fail.conflict('该凭证不在签收待复核状态');
  const what = app.decision === 'refuse' ? '拒签' : '签收';
  if (!approve) {
    await setVoucherStatus(tx, v.id, VOUCHER.pendingSign, now);
    await returnToMaker(tx, c, ip, now, app, v, reason, {
      step: 'sign.review',
      action: 'voucher.signReview',
      result: `${what}已退回`,
      ability: 'signFor',
      what: `${what}申请`,
      next: '请重新处理。',
      link: voucherDetailPath(v.id),
    });
    return;
  }
  await done(tx, taskKey.review(app.id), now);
  await decideApplication(tx, app.id, { status: VOUCHER_APP.done, checkerId: c.auth.employeeId, now });
  if (app.decision === 'accept') {
    await setVoucherStatus(tx, v.id, VOUCHER.held, now);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: 'sign.review',
      result: '已签收',
      action: 'voucher.signReview',
    });
  } else {
    await setVoucherStatus(tx, v.id, VOUCHER.refused, now);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: 'sign.review',
      result: '已拒签',
      reason: app.reason,
      action: 'voucher.signReview',
    });
    if (v.parent_id === null) {
      await ask(tx, {
        compId: v.issuer_comp_id,
        ability: 'void',
        taskKey: taskKey.refused(v.id),
        title: `已拒签：凭证${v.voucher_no}`,
        text: `凭证${v.voucher_no}（金额${fenToYuan(v.amount_fen)}元）已被收款方拒签，原因：${app.reason}。可申请作废。`,
        link: voucherDetailPath(v.id),
        msgType: 'BUSINESS',
        now,
      });
    } else {
      const parent = await returnToParent(tx, v, now);
      if (parent) {
        await ask(tx, {
          compId: v.from_comp_id,
          ability: 'transfer',
          taskKey: taskKey.refused(v.id),
          title: `已拒签：转让凭证${v.voucher_no}`,
          text:
            `转让生成的凭证${v.voucher_no}（金额${fenToYuan(v.amount_fen)}元）已被受让方拒签，金额已退回原凭证${parent.voucher_no}。原因：` +
            `${app.reason}`,
          link: voucherDetailPath(parent.id),
          msgType: 'BUSINESS',
          now,
        });
      }
    }
  }
  await closeTransferIfAnswered(tx, v.id, now);
};

// ---- 作废 ------------------------------------------------------------------------------------

export async function requestVoid(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  b: { voucherId: number; reason: string; idempotencyKey: string },
): Promise<{ applicationId: number }> {
  need(c, 'void');
  const now = ctx.clock();
  const reason = b.reason.trim();
  if (reason === '') throw fail.bad('请填写作废原因', 'reason');
  return once(ctx.db, c.auth, b.idempotencyKey, 'voucher.void', { voucherId: b.voucherId, reason }, now, async (tx) => {
    const open = await openApplication(tx, b.voucherId, ['void']);
    const prior = open ? await lockApplication(tx, open.id) : null;
    const v = await lockVoucher(tx, b.voucherId);
    if (!v || v.issuer_comp_id !== c.auth.compId || v.parent_id !== null) throw fail.notFound('凭证不存在或无权访问');
    if (!VOIDABLE.includes(v.status)) throw fail.conflict('只有待签收或已拒签的凭证可以作废');
    if (prior && prior.status === VOUCHER_APP.pendingReview) throw fail.conflict('该凭证已有待复核的作废申请');
    const appId = await submitRequest(tx, c, now, prior, v, { kind: 'void', reason });
    await recordAppStep(tx, c.auth, ip, now, v, appId, {
      step: 'void.submit',
      result: '已提交',
      reason,
      action: 'voucher.void',
    });
    await askChecker(tx, c, now, appId, {
      ability: 'issueReview',
      title: `待复核：凭证${v.voucher_no}作废`,
      text: `凭证${v.voucher_no}的作废申请已提交，原因：${reason}。请复核。`,
      link: voucherDetailPath(v.id),
    });
    return { applicationId: appId };
  });
}

export async function withdrawVoid(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  applicationId: number,
): Promise<void> {
  need(c, 'void');
  await withdrawApplication(ctx, c, ip, applicationId, {
    kind: 'void',
    step: 'void.submit',
    action: 'voucher.void',
    decided: '该申请已处理，不能撤回',
  });
}

export const decideVoid: DecideStep = async (tx, ctx, c, ip, app, v, approve, reason) => {
  const now = ctx.clock();
  if (!approve) {
    await returnToMaker(tx, c, ip, now, app, v, reason, {
      step: 'void.review',
      action: 'voucher.voidReview',
      ability: 'void',
      what: '作废申请',
      next: '',
      link: voucherDetailPath(v.id),
    });
    return;
  }
  await done(tx, taskKey.review(app.id), now);
  // The receiver may have signed for it meanwhile: then it can no longer be voided.
  if (!VOIDABLE.includes(v.status)) throw fail.conflict('该凭证已被签收或正在签收，不能作废，请退回该申请');
  await setVoucherStatus(tx, v.id, VOUCHER.voided, now);
  // A voided voucher gives its amount back to the issuer's credit line (CREDIT).
  await releaseCredit(tx, v.id, 'void', now);
  await decideApplication(tx, app.id, { status: VOUCHER_APP.done, checkerId: c.auth.employeeId, now });
  await done(tx, taskKey.sign(v.id), now);
  await done(tx, taskKey.refused(v.id), now);
  await recordAppStep(tx, c.auth, ip, now, v, app.id, {
    step: 'void.review',
    result: '已作废',
    reason: app.reason,
    action: 'voucher.voidReview',
  });
};
