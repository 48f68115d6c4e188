/**
 * Demo data of the finance products (issue 35): the funding party's reviewers and payers
 * (README table), products opened where the flows need them, and credit lines at every step.
 * A part of the demo seed of its own (seed_state 35), added once, after the base demo.
 */
import type { Db } from '../db';
import { hashPassword } from '../../features/auth/password.service';
import { CREDIT_LINE, type CreditLineStatus, PERMIT, VOUCHER, ZNX_APP, type ZnxAppStatus } from '../../core/status';
import { takeCredit } from '../../features/credit/credit-usage.service';
import { DAY, HOUR } from '../../core/time';
import { addDays, chinaDate, daysBetween } from '../../../shared/rules/calendar';
import { lineValidity } from '../../../shared/rules/credit-line';
import { changeLine, insertLine, insertStep, type LineChange } from '../../features/credit/credit.repo';
import {
  type AppField,
  insertApp,
  insertInvoices,
  insertStep as insertZnxStep,
  moveApp,
  releaseInvoices,
  saveSettings,
  settingsOf,
} from '../../features/znx/znx.repo';
import { insertSettlement } from '../../features/settle/settle.repo';
import {
  insertRecord,
  insertChild,
  lockVoucher,
  setBalances,
  setVoucherStatus,
} from '../../features/voucher/voucher.repo';
import { FINANCED_DUE_CONTRACT } from './voucher-demo';
import { heldStatus, reserve, settleReservation } from '../../features/voucher/voucher-rules';
import { releaseReservation } from '../../features/voucher/voucher-reservation';
import { quoteFinancing } from '../../../shared/rules/financing';
import { fenToYuan } from '../../../shared/format/fen';
import { COMPANIES, DEMO_PASSWORD } from './demo-companies.data';
import { isSeeded, seedPart, type Tx } from './seed-part';

const PART_FINANCE_DEMO = 35;

/** Products a demo company opens for these flows, and its role in them. */
const PERMITS: ReadonlyArray<{ company: string; prod: string; roles: string[] }> = [
  { company: 'funding', prod: 'CREDIT', roles: ['C104'] },
  { company: 'invest', prod: 'CREDIT', roles: ['C103', 'C104'] },
  { company: 'supplier', prod: 'ZNX', roles: ['C102'] },
  { company: 'funding', prod: 'SETTLE', roles: ['C104'] },
  { company: 'supplier', prod: 'SETTLE', roles: ['C102'] },
  { company: 'supplier2', prod: 'SETTLE', roles: ['C102'] },
];

/**
 * The funding party's people, one per reviewer role, so that no one approves two steps; each
 * has the role in CRM and in the products listed.
 */
const FINANCE_PERSONS: ReadonlyArray<{
  mobile: string;
  name: string;
  company: string;
  roles: Record<string, string[]>;
}> = (
  [
    ['13800000351', '韩冰', 'E106', ['ZNX']],
    ['13800000352', '唐雪', 'E107', ['ZNX']],
    ['13800000353', '邓峰', 'E110', ['CREDIT', 'ZNX']],
    ['13800000354', '谢明', 'E111', ['CREDIT', 'ZNX']],
    ['13800000355', '马超', 'E108', ['ZNX', 'SETTLE']],
    ['13800000356', '许洁', 'E109', ['ZNX', 'SETTLE']],
  ] as const
).map(([mobile, name, role, prods]) => ({
  mobile,
  name,
  company: 'funding',
  roles: Object.fromEntries(['CRM', ...prods].map((prod) => [prod, [role]])),
}));

/** Roles existing demo people get in the new products (mobile → company → product → roles). */
const EXTRA_ROLES: ReadonlyArray<{ mobile: string; company: string; prod: string; roles: string[] }> = [
  { mobile: '13800000009', company: 'funding', prod: 'CREDIT', roles: ['E101'] },
  { mobile: '13800000009', company: 'funding', prod: 'SETTLE', roles: ['E101'] },
  { mobile: '13800000005', company: 'invest', prod: 'CREDIT', roles: ['E101', 'E110'] },
  { mobile: '13800000003', company: 'supplier', prod: 'ZNX', roles: ['E101'] },
  { mobile: '13800000003', company: 'supplier', prod: 'SETTLE', roles: ['E101'] },
  { mobile: '13800000001', company: 'supplier', prod: 'ZNX', roles: ['E102'] },
  { mobile: '13800000013', company: 'supplier', prod: 'ZNX', roles: ['E102'] },
  { mobile: '13800000012', company: 'supplier', prod: 'ZNX', roles: ['E103'] },
  { mobile: '13800000013', company: 'supplier', prod: 'SETTLE', roles: ['E102'] },
  { mobile: '13800000012', company: 'supplier', prod: 'SETTLE', roles: ['E103'] },
  { mobile: '13800000014', company: 'supplier2', prod: 'SETTLE', roles: ['E101'] },
  { mobile: '13800000001', company: 'supplier', prod: 'SETTLE', roles: ['E102'] },
];

/** The funders' financing terms (bp; fen): 80 %, 4.50 % a year, 0.10 % + ¥200, risk review above ¥5,000,000. */
const ZNX_TERMS: ReadonlyArray<{
  company: string;
  ratioBp: number;
  annualRateBp: number;
  feeRateBp: number;
  fixedFeeFen: number;
  thresholdFen: number;
}> = [
  {
    company: 'funding',
    ratioBp: 8000,
    annualRateBp: 450,
    feeRateBp: 10,
    fixedFeeFen: 20_000,
    thresholdFen: 500_000_000,
  },
  { company: 'invest', ratioBp: 9000, annualRateBp: 520, feeRateBp: 0, fixedFeeFen: 0, thresholdFen: 1_000_000_000 },
];

function companyName(key: string): string {
  const c = COMPANIES.find((x) => x.key === key);
  if (!c) throw new Error(`seed: no demo company ${key}`);
  return c.name;
}

async function companyId(tx: Tx, key: string): Promise<number> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM companies WHERE comp_name = $1', [companyName(key)]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`seed: company ${key} missing`);
  return id;
}

async function employeeId(tx: Tx, mobile: string, key: string): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'SELECT e.id FROM employees e JOIN persons p ON p.id = e.person_id WHERE p.mobile = $1 AND e.comp_id = $2',
    [mobile, await companyId(tx, key)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`seed: employee ${mobile} of ${key} missing`);
  return id;
}

async function openProducts(tx: Tx, now: number): Promise<void> {
  for (const p of PERMITS) {
    const id = await companyId(tx, p.company);
    await tx.query(
      `INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at)
       VALUES ($1, $2, ${PERMIT.opened}, $3)
       ON CONFLICT (comp_id, prod_code) DO UPDATE SET permit_status = ${PERMIT.opened}, updated_at = $3`,
      [id, p.prod, now - 30 * DAY],
    );
    await tx.query(
      `INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status,
         remark, created_at) VALUES ($1, $2, 20, ${PERMIT.opened}, '审核通过', $3)`,
      [id, p.prod, now - 30 * DAY],
    );
    for (const role of p.roles) {
      await tx.query(
        'INSERT INTO company_roles (comp_id, prod_code, comp_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [id, p.prod, role],
      );
    }
  }
}

async function addPeople(tx: Tx, hashes: string[], now: number): Promise<void> {
  for (const [i, p] of FINANCE_PERSONS.entries()) {
    const person = await tx.query<{ id: number }>(
      `INSERT INTO persons (mobile, name, email, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (mobile) DO UPDATE SET name = persons.name RETURNING id`,
      [p.mobile, p.name, `demo${p.mobile.slice(-3)}@example.com`, hashes[i], now - 200 * DAY],
    );
    const e = await tx.query<{ id: number }>(
      `INSERT INTO employees (comp_id, person_id, name, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (comp_id, person_id) DO UPDATE SET name = employees.name RETURNING id`,
      [await companyId(tx, p.company), person[0]?.id, p.name, now - 150 * DAY + i * HOUR],
    );
    for (const [prod, roles] of Object.entries(p.roles)) {
      for (const role of roles) {
        await tx.query(
          `INSERT INTO employee_roles (employee_id, prod_code, employee_role)
             VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [e[0]?.id, prod, role],
        );
      }
    }
  }
  for (const x of EXTRA_ROLES) {
    const id = await employeeId(tx, x.mobile, x.company);
    for (const role of x.roles) {
      await tx.query(
        'INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [id, x.prod, role],
      );
    }
  }
}

/**
 * Credit lines of the core enterprise at every step: in force, waiting for each review, rejected, withdrawn, expired.
 */
async function creditLines(tx: Tx, now: number): Promise<void> {
  const core = await companyId(tx, 'core');
  const funding = await companyId(tx, 'funding');
  const invest = await companyId(tx, 'invest');
  const applicant = await employeeId(tx, '13800000002', 'core');
  const first = await employeeId(tx, '13800000353', 'funding');
  const second = await employeeId(tx, '13800000354', 'funding');
  const make = async (funder: number, yuan: number, termMonths: number, daysAgo: number, key: string) => {
    const at = now - daysAgo * DAY;
    const id = await insertLine(tx, {
      applicantCompId: core,
      funderCompId: funder,
      amountFen: yuan * 100,
      termMonths,
      maxVoucherDays: 365,
      singleLimitFen: null,
      purpose: '开立电子债权凭证，支付供应商货款',
      appliedBy: applicant,
      now: at,
      idemKey: `seed-${key}`,
    });
    if (id === null) throw new Error('seed: credit line exists');
    await insertStep(tx, {
      lineId: id,
      step: '提交申请',
      compId: core,
      employeeId: applicant,
      result: '提交',
      reason: null,
      now: at,
    });
    return { id, at };
  };
  /** The line moves on from `from` at `at`, and the step is recorded then. */
  const move = async (
    line: { id: number },
    from: CreditLineStatus,
    change: Omit<LineChange, 'now'>,
    step: { step: string; compId: number; employeeId: number; result: string; reason: string },
    at: number,
  ) => {
    await changeLine(tx, line.id, from, { ...change, now: at });
    await insertStep(tx, { lineId: line.id, ...step, now: at });
  };
  const approveFirst = (line: { id: number; at: number }) =>
    move(
      line,
      CREDIT_LINE.firstReview,
      { status: CREDIT_LINE.secondReview, firstReviewer: first },
      { step: '风控初审', compId: funding, employeeId: first, result: '通过', reason: '企业经营稳定，同意授信' },
      line.at + HOUR,
    );
  const approveSecond = (line: { id: number; at: number }, daysAgo: number, termMonths: number) =>
    move(
      line,
      CREDIT_LINE.secondReview,
      {
        status: CREDIT_LINE.active,
        secondReviewer: second,
        ...lineValidity(chinaDate(now - daysAgo * DAY), termMonths),
      },
      { step: '风控复审', compId: funding, employeeId: second, result: '通过', reason: '同意' },
      line.at + 2 * HOUR,
    );

  const inForce = await make(funding, 500_000_000, 24, 150, 'active');
  await approveFirst(inForce);
  await approveSecond(inForce, 150, 24);
  await backIssuedVouchers(tx, core, inForce.id, now);

  const waitingFirst = await make(funding, 20_000_000, 12, 1, 'first');
  void waitingFirst;

  const waitingSecond = await make(funding, 8_000_000, 6, 2, 'second');
  await approveFirst(waitingSecond);

  const rejected = await make(funding, 1_000_000_000, 24, 20, 'rejected');
  const tooMuch = '申请金额超过该企业的综合授信上限';
  await move(
    rejected,
    CREDIT_LINE.firstReview,
    { status: CREDIT_LINE.rejected, firstReviewer: first, reason: tooMuch },
    { step: '风控初审', compId: funding, employeeId: first, result: '驳回', reason: tooMuch },
    rejected.at + HOUR,
  );

  const withdrawn = await make(invest, 5_000_000, 12, 15, 'withdrawn');
  const elsewhere = '已与其他资金方达成授信';
  await move(
    withdrawn,
    CREDIT_LINE.firstReview,
    { status: CREDIT_LINE.withdrawn, reason: elsewhere },
    { step: '撤回申请', compId: core, employeeId: applicant, result: '撤回', reason: elsewhere },
    withdrawn.at + DAY,
  );

  // Approved 400 days ago for a year: expired.
  const expired = await make(funding, 10_000_000, 12, 400, 'expired');
  await approveFirst(expired);
  await approveSecond(expired, 400, 12);
}

/**
 * The demo vouchers the core enterprise has issued (the voucher demo) use its line in force, as
 * an issue through the API would have: voided, withdrawn and paid ones use nothing.
 */
async function backIssuedVouchers(tx: Tx, core: number, lineId: number, now: number): Promise<void> {
  const rows = await tx.query<{
    id: number;
    voucher_no: string;
    amount_fen: number;
    issue_date: string;
    due_date: string;
  }>(
    `SELECT id, voucher_no, amount_fen, to_char(issue_date, 'YYYY-MM-DD') AS issue_date,
      to_char(due_date, 'YYYY-MM-DD') AS due_date FROM credit_vouchers
      WHERE parent_id IS NULL AND issuer_comp_id = $1 AND issue_date IS NOT NULL
        AND status NOT IN (${VOUCHER.pendingReview}, ${VOUCHER.returned}, ${VOUCHER.voided}, ${VOUCHER.paid})
          ORDER BY id`,
    [core],
  );
  for (const v of rows) {
    await takeCredit(tx, {
      issuerCompId: core,
      voucherId: v.id,
      voucherNo: v.voucher_no,
      amountFen: Number(v.amount_fen),
      issueDate: v.issue_date,
      dueDate: v.due_date,
      lineId,
      now,
    });
  }
}

/** One step of a seeded financing application (moveApp and its znx_steps row). */
interface ZnxMove {
  from: ZnxAppStatus;
  to: ZnxAppStatus;
  field: AppField;
  by: number;
  compId: number;
  step: string;
  result: string;
  reason?: string;
  disbursed?: { on: string; fen: number; bankRef: string; childId: number };
}

/**
 * Financing applications of the supplier at every step (the risk steps need a larger voucher
 * than the demo has; the tests walk them): each reserves its part of a held voucher as the
 * service does; the disbursed one has split its part off to the funder (融).
 */
async function financingApplications(tx: Tx, now: number): Promise<void> {
  const supplier = await companyId(tx, 'supplier');
  const funding = await companyId(tx, 'funding');
  const maker = await employeeId(tx, '13800000013', 'supplier');
  const submitter = await employeeId(tx, '13800000012', 'supplier');
  const loan1 = await employeeId(tx, '13800000351', 'funding');
  const loan2 = await employeeId(tx, '13800000352', 'funding');
  const payer = await employeeId(tx, '13800000355', 'funding');
  const held = await tx.query<{ id: number; voucher_no: string; available_fen: number; due_date: string }>(
    `SELECT id, voucher_no, available_fen, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM credit_vouchers
      WHERE holder_comp_id = $1 AND status = ${VOUCHER.held} AND NOT financed
        AND available_fen >= 2000000 AND due_date > $2::date ORDER BY id`,
    [supplier, chinaDate(now)],
  );
  const terms = (await settingsOf(tx, funding)) as NonNullable<Awaited<ReturnType<typeof settingsOf>>>;
  const t = {
    ratioBp: terms.ratio_bp,
    annualRateBp: terms.annual_rate_bp,
    feeRateBp: terms.fee_rate_bp,
    fixedFeeFen: Number(terms.fixed_fee_fen),
  };
  const steps: Array<{ to: ZnxAppStatus; label: string }> = [
    { to: ZNX_APP.pendingSubmit, label: 'submit' },
    { to: ZNX_APP.loanFirst, label: 'loan1' },
    { to: ZNX_APP.loanSecond, label: 'loan2' },
    { to: ZNX_APP.pendingPayment, label: 'pay' },
    { to: ZNX_APP.rejected, label: 'rejected' },
    { to: ZNX_APP.disbursed, label: 'disbursed' },
  ];
  /** The application moves on by one person at `at` (as the service would), and the step is recorded. */
  const move = async (appId: number, m: ZnxMove, stepAt: number) => {
    await moveApp(tx, appId, m.from, m.to, {
      field: m.field,
      employeeId: m.by,
      reason: m.reason,
      now: stepAt,
      disbursed: m.disbursed,
    });
    await insertZnxStep(tx, {
      appId,
      step: m.step,
      compId: m.compId,
      employeeId: m.by,
      result: m.result,
      reason: m.reason,
      now: stepAt,
    });
  };
  /** The steps from 待复核提交 to 待放款, an hour apart; a rejected one stops at 放款初审. */
  const walk: ZnxMove[] = [
    {
      from: ZNX_APP.pendingSubmit,
      to: ZNX_APP.loanFirst,
      field: 'submitter_id',
      by: submitter,
      compId: supplier,
      step: '复核提交',
      result: '已提交资金方',
    },
    {
      from: ZNX_APP.loanFirst,
      to: ZNX_APP.loanSecond,
      field: 'loan_first_id',
      by: loan1,
      compId: funding,
      step: '放款初审',
      result: '通过',
    },
    {
      from: ZNX_APP.loanSecond,
      to: ZNX_APP.pendingPayment,
      field: 'loan_second_id',
      by: loan2,
      compId: funding,
      step: '放款复审',
      result: '通过',
    },
  ];
  let invoiceNo = 35_000_001;
  /** One application on voucher v, made at `at`, walked up to `step.to`; the funder's part when disbursed. */
  const finance = async (
    v: { id: number; due_date: string },
    step: { to: ZnxAppStatus; label: string },
    appliedFen: number,
    at: number,
    contractNo: string,
  ): Promise<number | null> => {
    const locked = await lockVoucher(tx, v.id);
    if (!locked || locked.available_fen < appliedFen) return null;
    const today = chinaDate(at);
    const q = quoteFinancing(appliedFen, daysBetween(today, v.due_date), t);
    const app = await insertApp(tx, {
      voucherId: v.id,
      applicantCompId: supplier,
      funderCompId: funding,
      appliedFen,
      terms: t,
      needsRisk: false,
      quote: q,
      quotedOn: today,
      contractNo,
      makerId: maker,
      idemKey: `seed-znx-${step.label}`,
      now: at,
    });
    if (!app) return null;
    await insertInvoices(tx, app.id, supplier, [
      { invoiceNo: String(invoiceNo++), amountFen: appliedFen, invoiceDate: addDays(today, -10) },
    ]);
    await insertZnxStep(tx, {
      appId: app.id,
      step: '融资申请',
      compId: supplier,
      employeeId: maker,
      result: '已提交',
      now: at,
    });
    const after = reserve(
      { amountFen: locked.amount_fen, availableFen: locked.available_fen, reservedFen: locked.reserved_fen },
      appliedFen,
    );
    await setBalances(tx, v.id, after.availableFen, after.reservedFen, heldStatus(after), at);
    if (step.to === ZNX_APP.pendingSubmit) return null;
    for (const [i, m] of walk.entries()) {
      const stepAt = at + (i + 1) * HOUR;
      if (step.to === ZNX_APP.rejected && m.from === ZNX_APP.loanFirst) {
        await move(app.id, { ...m, to: ZNX_APP.rejected, result: '驳回', reason: '贸易合同与发票金额不一致' }, stepAt);
        const v2 = await lockVoucher(tx, v.id);
        if (v2) await releaseReservation(tx, v2, appliedFen, stepAt);
        await releaseInvoices(tx, app.id);
        return null;
      }
      await move(app.id, m, stepAt);
      if (step.to === m.to) return null;
    }
    const parent = await lockVoucher(tx, v.id);
    if (!parent) return null;
    const settled = settleReservation(
      { amountFen: parent.amount_fen, availableFen: parent.available_fen, reservedFen: parent.reserved_fen },
      appliedFen,
    );
    await setBalances(tx, v.id, settled.availableFen, settled.reservedFen, heldStatus(settled), at + 4 * HOUR);
    const child = await insertChild(tx, parent, {
      holderCompId: funding,
      amountFen: appliedFen,
      issueDate: today,
      status: VOUCHER.held,
      contractNo: parent.contract_no,
      invoiceNos: [String(invoiceNo - 1)],
      attachments: [],
      remark: `保理融资${app.app_no}`,
      financed: true,
      createdBy: payer,
      now: at + 4 * HOUR,
    });
    await move(
      app.id,
      {
        from: ZNX_APP.pendingPayment,
        to: ZNX_APP.disbursed,
        field: 'payer_id',
        by: payer,
        compId: funding,
        step: '财务放款',
        result: `已放款 ${fenToYuan(q.netFen)} 元（HF20261101001）`,
        disbursed: { on: today, fen: q.netFen, bankRef: 'HF20261101001', childId: child.id },
      },
      at + 4 * HOUR,
    );
    return child.id;
  };
  for (const [i, step] of steps.entries()) {
    const v = held[i % Math.max(1, held.length)];
    if (!v) break;
    const available = (await lockVoucher(tx, v.id))?.available_fen ?? 0;
    if (available < 1_000_000) continue;
    await finance(
      v,
      step,
      Math.min(1_000_000 * (i + 1), available),
      now - (steps.length - i) * DAY,
      `HN-XS-2026-${String(i + 1).padStart(3, '0')}`,
    );
  }
  await maturedFinancing(tx, now, finance);
}

/**
 * The voucher of the demo due today with a part financed before it matured (issue 35 SETTLE):
 * ¥50,000 of its ¥120,000 was sold to the funder 60 days ago and disbursed, so paying it at
 * maturity pays the funder its part (融) and the supplier the rest. Financed while held, then
 * matured like every held voucher on its due date: parent and part 待兑付.
 */
async function maturedFinancing(
  tx: Tx,
  now: number,
  finance: (
    v: { id: number; due_date: string },
    step: { to: ZnxAppStatus; label: string },
    appliedFen: number,
    at: number,
    contractNo: string,
  ) => Promise<number | null>,
): Promise<void> {
  const rows = await tx.query<{ id: number; due_date: string }>(
    `SELECT id, to_char(due_date, 'YYYY-MM-DD') AS due_date
       FROM credit_vouchers WHERE contract_no = $1 AND parent_id IS NULL`,
    [FINANCED_DUE_CONTRACT],
  );
  const v = rows[0];
  if (!v) throw new Error('seed: the financed due voucher is missing');
  await setVoucherStatus(tx, v.id, VOUCHER.held, now - 60 * DAY);
  const child = await finance(
    v,
    { to: ZNX_APP.disbursed, label: 'matured' },
    5_000_000,
    now - 60 * DAY,
    'HN-XS-2026-090',
  );
  if (child === null) throw new Error('seed: the financed due voucher could not be financed');
  for (const id of [v.id, child]) {
    await setVoucherStatus(tx, id, VOUCHER.due, now - HOUR);
    await insertRecord(tx, {
      voucherId: id,
      step: 'maturity',
      compId: null,
      employeeId: null,
      result: '到期待兑付',
      now: now - HOUR,
    });
  }
}

/** The demo's paid voucher (已兑付) was cleared to its holder: its settlement record. */
async function paidSettlements(tx: Tx, now: number): Promise<void> {
  const payer = await employeeId(tx, '13800000007', 'core');
  const paid = await tx.query<{
    id: number;
    issuer_comp_id: number;
    holder_comp_id: number;
    amount_fen: number;
    due_date: string;
  }>(
    `SELECT id, issuer_comp_id, holder_comp_id, amount_fen,
       to_char(due_date, 'YYYY-MM-DD') AS due_date FROM credit_vouchers
       WHERE parent_id IS NULL AND status = ${VOUCHER.paid}`,
  );
  for (const v of paid) {
    await insertSettlement(tx, {
      rootId: v.id,
      voucherId: v.id,
      issuerCompId: v.issuer_comp_id,
      payeeCompId: v.holder_comp_id,
      amountFen: Number(v.amount_fen),
      financed: false,
      paidOn: v.due_date,
      bankRef: 'HX20261029001',
      by: payer,
      now: now - 30 * DAY,
    });
  }
}

export async function seedFinanceDemo(db: Db, now: number): Promise<boolean> {
  if (await isSeeded(db, PART_FINANCE_DEMO)) return false;
  const hashes = await Promise.all(FINANCE_PERSONS.map(() => hashPassword(DEMO_PASSWORD)));
  return seedPart(db, PART_FINANCE_DEMO, now, async (tx) => {
    await openProducts(tx, now);
    await addPeople(tx, hashes, now);
    await creditLines(tx, now);
    for (const t of ZNX_TERMS) {
      await saveSettings(tx, {
        funderCompId: await companyId(tx, t.company),
        ratioBp: t.ratioBp,
        annualRateBp: t.annualRateBp,
        feeRateBp: t.feeRateBp,
        fixedFeeFen: t.fixedFeeFen,
        thresholdFen: t.thresholdFen,
        by: null,
        now,
      });
    }
    await financingApplications(tx, now);
    await paidSettlements(tx, now);
  });
}
