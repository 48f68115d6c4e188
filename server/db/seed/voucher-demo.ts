/**
 * Demo vouchers (BILL, ENDORSE): trade relations between the demo companies and vouchers in
 * every status, each with the applications and operation record its history implies, and the
 * site messages of whoever must act next. Written with the domain's repositories, so the rows
 * are exactly what the steps write. The README's login table says who is who.
 */
import type { Db } from '../db';
import { DAY, HOUR } from '../../core/time';
import { VOUCHER, VOUCHER_APP } from '../../core/status';
import {
  decideApplication,
  insertApplication,
  insertRecord,
  insertVoucher,
  replaceParts,
  rootVoucher,
  setBalances,
  setPartChild,
  setVoucherStatus,
} from '../../features/voucher/voucher.repo';
import { insertTaskMessages } from '../../features/voucher/voucher-task.repo';
import { todayOf } from '../../features/voucher/voucher-rules';
import { VOUCHER_ABILITIES, type VoucherAbility } from '../../../shared/access/voucher-abilities';
import { voucherDetailPath } from '../../../shared/routes/voucher-links';

interface Ids {
  companies: ReadonlyMap<string, number>;
  /** Employee ids by "mobile@company key". */
  members: ReadonlyMap<string, number>;
}

const YUAN = 100;

/** The contract of the demo voucher due today a part of which a funder bought (finance-demo.seed.ts finances it). */
export const FINANCED_DUE_CONTRACT = 'HX-CG-2026-0900';

export async function seedVoucherDemo(tx: Db, ids: Ids, now: number): Promise<void> {
  const comp = (key: string) => {
    const id = ids.companies.get(key);
    if (id === undefined) throw new Error(`seed: no company ${key}`);
    return id;
  };
  const emp = (mobile: string, key: string) => {
    const id = ids.members.get(`${mobile}@${key}`);
    if (id === undefined) throw new Error(`seed: no employee ${mobile}@${key}`);
    return id;
  };
  const core = comp('core');
  const supplier = comp('supplier');
  const supplier2 = comp('supplier2');
  const coreOperator = emp('13800000002', 'core'); // 李娜
  const coreReviewer = emp('13800000004', 'core'); // 刘洋
  const supOperator = emp('13800000013', 'supplier'); // 林涛
  const supReviewer = emp('13800000012', 'supplier'); // 黄磊
  const sup2Operator = emp('13800000014', 'supplier2'); // 何军
  const sup2Reviewer = emp('13800000015', 'supplier2'); // 罗敏

  for (const [a, b] of [
    [core, supplier],
    [core, supplier2],
    [supplier, supplier2],
    [supplier, core],
    [supplier2, supplier],
  ] as const) {
    await tx.query('INSERT INTO trade_relations (comp_id, partner_comp_id, created_at) VALUES ($1, $2, $3)', [
      a,
      b,
      now - 60 * DAY,
    ]);
  }

  const day = (offset: number) => todayOf(now + offset * DAY);
  let v0 = 1;
  let clock = now - 30 * DAY;
  const tick = () => (clock += HOUR);
  const record = (
    voucherId: number,
    applicationId: number | null,
    step: string,
    compId: number,
    employeeId: number,
    result: string,
    reason = '',
  ) => insertRecord(tx, { voucherId, applicationId, step, compId, employeeId, result, reason, now: tick() });
  const tell = async (
    compId: number,
    ability: VoucherAbility,
    exceptEmployeeId: number | null,
    taskKey: string,
    title: string,
    voucherId: number,
    msgType: 'APPROVAL' | 'BUSINESS',
  ) => {
    const need = VOUCHER_ABILITIES[ability];
    await insertTaskMessages(tx, {
      compId,
      products: need.products,
      roles: need.roles,
      exceptEmployeeId,
      taskKey,
      title,
      summary: `${title}，请及时处理。`,
      content: `<p>${title}，请及时处理。</p><p><a href="${voucherDetailPath(voucherId)}">查看详情</a></p>`,
      msgType,
      now: now - HOUR,
    });
  };

  /** A root voucher through its issue steps up to `stage`. */
  const issue = async (
    receiver: number,
    yuan: number,
    dueOffset: number,
    stage: 'pending' | 'returned' | 'approved',
    opts: { issueOffset?: number; contract?: string } = {},
  ) => {
    const issueDate = day(opts.issueOffset ?? -20);
    const v = await insertVoucher(tx, {
      ...rootVoucher(core),
      holderCompId: receiver,
      amountFen: yuan * YUAN,
      issueDate: stage === 'approved' ? issueDate : null,
      dueDate: day(dueOffset),
      status:
        stage === 'approved' ? VOUCHER.pendingSign : stage === 'returned' ? VOUCHER.returned : VOUCHER.pendingReview,
      contractNo: opts.contract ?? `HX-CG-2026-${String(v0++).padStart(4, '0')}`,
      invoiceNos: ['04412345', '04412346'],
      attachments: [],
      remark: '货款结算',
      createdBy: coreOperator,
      now: tick(),
    });
    const app = await insertApplication(tx, {
      kind: 'issue',
      voucherId: v.id,
      compId: core,
      status: VOUCHER_APP.pendingReview,
      amountFen: yuan * YUAN,
      makerId: coreOperator,
      now: tick(),
    });
    await record(v.id, app.id, 'issue.submit', core, coreOperator, '已提交');
    if (stage === 'pending') {
      await tell(
        core,
        'issueReview',
        coreOperator,
        `voucher-app:${app.id}:review`,
        `待复核：凭证${v.voucherNo}开立`,
        v.id,
        'APPROVAL',
      );
    } else if (stage === 'returned') {
      await decideApplication(tx, app.id, {
        status: VOUCHER_APP.returned,
        checkerId: coreReviewer,
        returnReason: '合同编号与合同附件不一致，请核对',
        now: tick(),
      });
      await record(v.id, app.id, 'issue.review', core, coreReviewer, '已退回', '合同编号与合同附件不一致，请核对');
      await tell(
        core,
        'issue',
        null,
        `voucher-app:${app.id}:returned`,
        `已退回：凭证${v.voucherNo}开立申请`,
        v.id,
        'BUSINESS',
      );
    } else {
      await decideApplication(tx, app.id, { status: VOUCHER_APP.done, checkerId: coreReviewer, now: tick() });
      await record(v.id, app.id, 'issue.review', core, coreReviewer, '复核通过');
    }
    return v;
  };
  /** The receiver's sign-for (or refusal), made and (optionally) confirmed. */
  const sign = async (
    v: { id: number; voucherNo: string },
    holder: number,
    maker: number,
    checker: number | null,
    decision: 'accept' | 'refuse',
    reason = '',
  ) => {
    const app = await insertApplication(tx, {
      kind: 'signFor',
      voucherId: v.id,
      compId: holder,
      status: VOUCHER_APP.pendingReview,
      decision,
      reason,
      makerId: maker,
      now: tick(),
    });
    await record(v.id, app.id, 'sign.submit', holder, maker, decision === 'accept' ? '申请签收' : '申请拒签', reason);
    if (checker === null) {
      await setVoucherStatus(tx, v.id, VOUCHER.signPendingReview, tick());
      await tell(
        holder,
        'signForReview',
        maker,
        `voucher-app:${app.id}:review`,
        `待复核：凭证${v.voucherNo}${decision === 'accept' ? '签收' : '拒签'}`,
        v.id,
        'APPROVAL',
      );
      return;
    }
    await decideApplication(tx, app.id, { status: VOUCHER_APP.done, checkerId: checker, now: tick() });
    await setVoucherStatus(tx, v.id, decision === 'accept' ? VOUCHER.held : VOUCHER.refused, tick());
    await record(v.id, app.id, 'sign.review', holder, checker, decision === 'accept' ? '已签收' : '已拒签', reason);
  };

  /** A transfer of parts of a held voucher, up to `stage`. */
  const transfer = async (
    parent: { id: number; voucherNo: string; yuan: number; dueOffset: number },
    parts: ReadonlyArray<{ to: number; yuan: number; signed: boolean }>,
    stage: 'pending' | 'approved',
  ) => {
    const sum = parts.reduce((a, p) => a + p.yuan * YUAN, 0);
    const app = await insertApplication(tx, {
      kind: 'transfer',
      voucherId: parent.id,
      compId: supplier,
      status: VOUCHER_APP.pendingReview,
      amountFen: sum,
      reason: '支付二级供应商货款',
      makerId: supOperator,
      now: tick(),
    });
    await replaceParts(
      tx,
      app.id,
      parts.map((p) => ({ receiverCompId: p.to, amountFen: p.yuan * YUAN })),
    );
    await record(parent.id, app.id, 'transfer.submit', supplier, supOperator, `已提交（${parts.length}笔）`);
    const available = parent.yuan * YUAN - sum;
    if (stage === 'pending') {
      await setBalances(tx, parent.id, available, sum, VOUCHER.transferring, tick());
      await tell(
        supplier,
        'transferReview',
        supOperator,
        `voucher-app:${app.id}:review`,
        `待复核：凭证${parent.voucherNo}转让`,
        parent.id,
        'APPROVAL',
      );
      return;
    }
    await setBalances(tx, parent.id, available, 0, available === 0 ? VOUCHER.transferred : VOUCHER.held, tick());
    let allSigned = true;
    for (const [i, p] of parts.entries()) {
      const child = await insertVoucher(tx, {
        rootId: parent.id,
        rootNo: parent.voucherNo,
        parentId: parent.id,
        depth: 1,
        issuerCompId: core,
        fromCompId: supplier,
        holderCompId: p.to,
        amountFen: p.yuan * YUAN,
        issueDate: day(-5),
        dueDate: day(parent.dueOffset),
        status: VOUCHER.pendingSign,
        contractNo: 'HN-CG-2026-0311',
        invoiceNos: [],
        attachments: [],
        remark: '支付二级供应商货款',
        createdBy: supReviewer,
        now: tick(),
      });
      await setPartChild(tx, app.id, i + 1, child.id);
      await record(child.id, app.id, 'transfer.receive', supplier, supReviewer, `由凭证${parent.voucherNo}转让生成`);
      if (p.signed) await sign(child, p.to, sup2Operator, sup2Reviewer, 'accept');
      else {
        allSigned = false;
        await tell(
          p.to,
          'signFor',
          null,
          `voucher:${child.id}:sign`,
          `待签收：转让凭证${child.voucherNo}`,
          child.id,
          'BUSINESS',
        );
      }
    }
    await decideApplication(tx, app.id, {
      status: allSigned ? VOUCHER_APP.done : VOUCHER_APP.pendingSign,
      checkerId: supReviewer,
      now: tick(),
    });
    await record(parent.id, app.id, 'transfer.review', supplier, supReviewer, `复核通过，拆分${parts.length}笔`);
  };

  // 10 待复核, 15 已退回: the core's reviewer (刘洋) and operator (李娜) have work.
  await issue(supplier, 500_000, 90, 'pending');
  await issue(supplier2, 120_000, 60, 'returned');
  // 20 待签收: the supplier's operator (林涛) signs for it.
  const toSign = await issue(supplier, 350_000, 75, 'approved');
  await tell(
    supplier,
    'signFor',
    null,
    `voucher:${toSign.id}:sign`,
    `待签收：凭证${toSign.voucherNo}`,
    toSign.id,
    'BUSINESS',
  );
  // 25 签收待复核: the supplier's reviewer (黄磊) confirms.
  const signing = await issue(supplier, 260_000, 80, 'approved');
  await sign(signing, supplier, supOperator, null, 'accept');
  // 35 已拒签: back with the core, whose operator may void it.
  const refused = await issue(supplier, 90_000, 50, 'approved');
  await sign(refused, supplier, supOperator, supReviewer, 'refuse', '未收到对应货物，金额有误');
  await tell(
    core,
    'void',
    null,
    `voucher:${refused.id}:refused`,
    `已拒签：凭证${refused.voucherNo}`,
    refused.id,
    'BUSINESS',
  );
  // 30 已作废: refused, then voided by the core.
  const voided = await issue(supplier, 45_000, 40, 'approved');
  await sign(voided, supplier, supOperator, supReviewer, 'refuse', '重复开立');
  const voidApp = await insertApplication(tx, {
    kind: 'void',
    voucherId: voided.id,
    compId: core,
    status: VOUCHER_APP.done,
    reason: '收款方拒签，重复开立',
    makerId: coreOperator,
    now: tick(),
  });
  await decideApplication(tx, voidApp.id, { status: VOUCHER_APP.done, checkerId: coreReviewer, now: tick() });
  await setVoucherStatus(tx, voided.id, VOUCHER.voided, tick());
  await record(voided.id, voidApp.id, 'void.review', core, coreReviewer, '已作废', '收款方拒签，重复开立');
  // 55 持有中: the voucher the README's walk-through splits and transfers.
  const held = await issue(supplier, 1_000_000, 120, 'approved');
  await sign(held, supplier, supOperator, supReviewer, 'accept');
  // 40 转让中: a transfer waiting for the supplier's reviewer (黄磊).
  const transferring = await issue(supplier, 800_000, 100, 'approved');
  await sign(transferring, supplier, supOperator, supReviewer, 'accept');
  await transfer(
    { ...transferring, yuan: 800_000, dueOffset: 100 },
    [{ to: supplier2, yuan: 300_000, signed: false }],
    'pending',
  );
  // 55 with a child held by the second supplier (remainder stays with the supplier).
  const split = await issue(supplier, 600_000, 110, 'approved');
  await sign(split, supplier, supOperator, supReviewer, 'accept');
  await transfer(
    { ...split, yuan: 600_000, dueOffset: 110 },
    [{ to: supplier2, yuan: 200_000, signed: true }],
    'approved',
  );
  // 60 已转让: all of it transferred; the child waits for the second supplier's sign-for (何军).
  const whole = await issue(supplier, 100_000, 70, 'approved');
  await sign(whole, supplier, supOperator, supReviewer, 'accept');
  await transfer(
    { ...whole, yuan: 100_000, dueOffset: 70 },
    [{ to: supplier2, yuan: 100_000, signed: false }],
    'approved',
  );
  // 70 待兑付 (due today), 85 已逾期 (past due, unpaid), 80 已兑付 (paid).
  for (const [yuan, dueOffset, status] of [
    [150_000, 0, VOUCHER.due],
    [75_000, -5, VOUCHER.overdue],
    [210_000, -30, VOUCHER.paid],
  ] as const) {
    const v = await issue(supplier, yuan, dueOffset, 'approved', { issueOffset: dueOffset - 90 });
    await sign(v, supplier, supOperator, supReviewer, 'accept');
    await setVoucherStatus(tx, v.id, status, tick());
    await insertRecord(tx, {
      voucherId: v.id,
      step: 'maturity',
      compId: null,
      employeeId: null,
      result: status === VOUCHER.due ? '到期待兑付' : status === VOUCHER.overdue ? '已逾期' : '已兑付',
      now: tick(),
    });
  }
  // 55 持有中, due today, issued 90 days ago: a part of it is financed (finance-demo.seed.ts), then it matures.
  const financedDue = await issue(supplier, 120_000, 0, 'approved', {
    issueOffset: -90,
    contract: FINANCED_DUE_CONTRACT,
  });
  await sign(financedDue, supplier, supOperator, supReviewer, 'accept');
}
