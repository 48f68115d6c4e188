/**
 * 转让 / 拆分 transfer and split (ENDORSE): the holder's operator transfers all or part of the
 * available balance to one or more of its trade relations in one application; the amounts are
 * reserved at once, under the voucher's row lock, so that two applications can never spend the
 * same balance. The holder's reviewer approves (each part becomes a child voucher, keeping the
 * root number, waiting for its receiver's sign-for) or returns it (the reservation is released).
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { VOUCHER, VOUCHER_APP } from '../../core/status';
import type { Db } from '../../db/db';
import { fenToYuan, yuanToFen } from '../../../shared/format/fen';
import { BILL, ENDORSE } from '../../../shared/access/voucher-abilities';
import { transferDetailPath, voucherDetailPath } from '../../../shared/routes/voucher-links';
import { once } from '../idempotency/idempotency.service';
import {
  decideApplication,
  hasOpenedProduct,
  insertApplication,
  insertChild,
  lockVoucher,
  partsOf,
  replaceParts,
  resubmitApplication,
  setBalances,
  setPartChild,
  type VoucherRow,
} from './voucher.repo';
import { keepRelations, relationCount } from './trade-relation.repo';
import {
  daysBetween,
  heldStatus,
  reserve,
  settleReservation,
  splitProblem,
  todayOf,
  TRANSFERABLE,
} from './voucher-rules';
import { need, type VoucherCaller } from './voucher-caller';
import { releaseReservation } from './voucher-reservation';
import { ask, done, taskKey } from './voucher-notify';
import { recordAppStep } from './voucher-record';
import {
  askChecker,
  type DecideStep,
  lockOwnApplication,
  returnToMaker,
  withdrawApplication,
} from './voucher-application-steps';
import type { TransferEditInput, TransferInput } from './voucher.schemas';

const NOT_RELATION = '受让方须是本企业的贸易关系，请先由管理员添加';

interface CheckedPart {
  receiverCompId: number;
  amountFen: number;
}

/** The parts as fen, with every rule that does not need the voucher's lock. */
async function checkParts(db: Db, c: VoucherCaller, parts: TransferInput['parts']): Promise<CheckedPart[]> {
  const out: CheckedPart[] = [];
  for (const [i, p] of parts.entries()) {
    const fen = yuanToFen(p.amount);
    if (fen === null || fen < 1) throw fail.bad(`第${i + 1}笔转让金额不能小于0.01元`, 'parts');
    if (p.receiverCompId === c.auth.compId) throw fail.bad('受让方不能是本企业', 'parts');
    out.push({ receiverCompId: p.receiverCompId, amountFen: fen });
  }
  const ids = out.map((p) => p.receiverCompId);
  if (new Set(ids).size !== ids.length) throw fail.bad('同一受让方请合并为一笔', 'parts');
  if ((await relationCount(db, c.auth.compId, ids)) !== ids.length) throw fail.bad(NOT_RELATION, 'parts');
  for (const id of ids) {
    if (!(await hasOpenedProduct(db, id, [BILL, ENDORSE])))
      throw fail.bad('受让方尚未开通票据服务或背书转让，无法签收', 'parts');
  }
  return out;
}

/** The rules that need the locked voucher: held by the caller, before its due date, enough balance. */
async function checkAgainst(
  tx: Db,
  c: VoucherCaller,
  v: VoucherRow | null,
  parts: readonly CheckedPart[],
  today: string,
): Promise<VoucherRow> {
  if (!v || v.holder_comp_id !== c.auth.compId) throw fail.notFound('凭证不存在或无权访问');
  if (!TRANSFERABLE.includes(v.status)) throw fail.conflict('只有持有中的凭证可以转让');
  const days = daysBetween(today, v.due_date);
  if (days === null || days <= 0) throw fail.conflict('凭证到期日当天及之后不能转让');
  const problem = splitProblem(
    v.available_fen,
    parts.map((p) => p.amountFen),
  );
  if (problem) throw fail.bad(problem, 'parts');
  // The receivers stay relations until this step commits (a removal waits for it).
  if (
    (await keepRelations(
      tx,
      c.auth.compId,
      parts.map((p) => p.receiverCompId),
    )) !== parts.length
  )
    throw fail.bad(NOT_RELATION, 'parts');
  return v;
}

async function askReview(
  tx: Db,
  c: VoucherCaller,
  v: VoucherRow,
  appId: number,
  sumFen: number,
  now: number,
): Promise<void> {
  await askChecker(tx, c, now, appId, {
    ability: 'transferReview',
    title: `待复核：凭证${v.voucher_no}转让`,
    text: `凭证${v.voucher_no}的转让申请（合计${fenToYuan(sumFen)}元）已提交，请复核。`,
    link: transferDetailPath(appId),
  });
}

const sumOf = (parts: readonly CheckedPart[]) => parts.reduce((a, p) => a + p.amountFen, 0);

export async function applyTransfer(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  b: TransferInput,
): Promise<{ id: number; no: string }> {
  need(c, 'transfer');
  const now = ctx.clock();
  const parts = await checkParts(ctx.db, c, b.parts);
  const remark = (b.remark ?? '').trim();
  const request = { voucherId: b.voucherId, parts, remark };
  return once(ctx.db, c.auth, b.idempotencyKey, 'voucher.transfer', request, now, async (tx) => {
    const v = await checkAgainst(tx, c, await lockVoucher(tx, b.voucherId), parts, todayOf(now));
    const sum = sumOf(parts);
    const after = reserve({ amountFen: v.amount_fen, availableFen: v.available_fen, reservedFen: v.reserved_fen }, sum);
    await setBalances(tx, v.id, after.availableFen, after.reservedFen, heldStatus(after), now);
    const app = await insertApplication(tx, {
      kind: 'transfer',
      voucherId: v.id,
      compId: c.auth.compId,
      status: VOUCHER_APP.pendingReview,
      amountFen: sum,
      reason: remark,
      makerId: c.auth.employeeId,
      now,
    });
    await replaceParts(tx, app.id, parts);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: 'transfer.submit',
      result: `已提交（${parts.length}笔，合计${fenToYuan(sum)}元）`,
      action: 'voucher.transfer',
      facts: { 申请编号: app.appNo },
    });
    await askReview(tx, c, v, app.id, sum, now);
    return { id: app.id, no: app.appNo };
  });
}

export async function editTransfer(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  b: TransferEditInput,
): Promise<{ id: number; no: string }> {
  need(c, 'transfer');
  const now = ctx.clock();
  const parts = await checkParts(ctx.db, c, b.parts);
  const remark = (b.remark ?? '').trim();
  return ctx.db.transaction(async (tx) => {
    const { app, v: locked } = await lockOwnApplication(tx, c, b.applicationId, 'transfer');
    if (app.status !== VOUCHER_APP.returned) throw fail.conflict('只有已退回的转让申请可以修改后重新提交');
    const v = await checkAgainst(tx, c, locked, parts, todayOf(now));
    const sum = sumOf(parts);
    const after = reserve({ amountFen: v.amount_fen, availableFen: v.available_fen, reservedFen: v.reserved_fen }, sum);
    await setBalances(tx, v.id, after.availableFen, after.reservedFen, heldStatus(after), now);
    await replaceParts(tx, app.id, parts);
    await resubmitApplication(tx, app.id, { makerId: c.auth.employeeId, amountFen: sum, reason: remark, now });
    await done(tx, taskKey.returned(app.id), now);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: 'transfer.edit',
      result: `已重新提交（合计${fenToYuan(sum)}元）`,
      action: 'voucher.transferEdit',
    });
    await askReview(tx, c, v, app.id, sum, now);
    return { id: app.id, no: app.app_no };
  });
}

export async function withdrawTransfer(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  applicationId: number,
): Promise<void> {
  need(c, 'transfer');
  await withdrawApplication(ctx, c, ip, applicationId, {
    kind: 'transfer',
    step: 'transfer.withdraw',
    action: 'voucher.transferWithdraw',
    decided: '该转让申请已处理，不能撤回',
    // A returned application gave its reservation back when it was returned.
    release: async (tx, app, v, now) => {
      if (app.status === VOUCHER_APP.pendingReview) await releaseReservation(tx, v, app.amount_fen, now);
    },
  });
}

export const decideTransfer: DecideStep = async (tx, ctx, c, ip, app, v, approve, reason) => {
  const now = ctx.clock();
  if (!approve) {
    await releaseReservation(tx, v, app.amount_fen, now);
    await returnToMaker(tx, c, ip, now, app, v, reason, {
      step: 'transfer.review',
      action: 'voucher.transferReview',
      ability: 'transfer',
      what: `转让申请${app.app_no}`,
      next: '请修改后重新提交或撤回。',
      link: transferDetailPath(app.id),
    });
    return;
  }
  const today = todayOf(now);
  const days = daysBetween(today, v.due_date);
  if (days === null || days <= 0) throw fail.conflict('凭证已到期，不能转让，请退回该申请');
  await done(tx, taskKey.review(app.id), now);
  const parts = await partsOf(tx, app.id);
  const after = settleReservation(
    { amountFen: v.amount_fen, availableFen: v.available_fen, reservedFen: v.reserved_fen },
    app.amount_fen,
  );
  if (after.reservedFen < 0) throw new Error(`reservation of voucher ${v.id} below zero`);
  await setBalances(tx, v.id, after.availableFen, after.reservedFen, heldStatus(after), now);
  for (const p of parts) {
    const child = await insertChild(tx, v, {
      holderCompId: p.receiver_comp_id,
      amountFen: p.amount_fen,
      issueDate: today,
      status: VOUCHER.pendingSign,
      contractNo: v.contract_no,
      invoiceNos: v.invoice_nos,
      attachments: v.attachments,
      remark: app.reason,
      createdBy: c.auth.employeeId,
      now,
    });
    await setPartChild(tx, app.id, p.seq, child.id);
    await recordAppStep(tx, c.auth, ip, now, { id: child.id, voucher_no: child.voucherNo }, app.id, {
      step: 'transfer.receive',
      result: `由凭证${v.voucher_no}转让生成，金额${fenToYuan(p.amount_fen)}元`,
      action: 'voucher.transferReview',
    });
    await ask(tx, {
      compId: p.receiver_comp_id,
      ability: 'signFor',
      taskKey: taskKey.sign(child.id),
      title: `待签收：转让凭证${child.voucherNo}`,
      text: `您有一张转让的电子债权凭证（${child.voucherNo}，金额${fenToYuan(p.amount_fen)}元，到期日${v.due_date}）待签收。`,
      link: voucherDetailPath(child.id),
      msgType: 'BUSINESS',
      now,
    });
  }
  await decideApplication(tx, app.id, { status: VOUCHER_APP.pendingSign, checkerId: c.auth.employeeId, now });
  await recordAppStep(tx, c.auth, ip, now, v, app.id, {
    step: 'transfer.review',
    result: `复核通过，拆分${parts.length}笔`,
    action: 'voucher.transferReview',
  });
};
