/**
 * Demo data of the finance products (issue 35): the funding party's reviewers and payers
 * (README table), products opened where the flows need them, and credit lines at every step.
 * A part of the demo seed of its own (seed_state 35), added once, after the base demo.
 */
import type { Db } from '../db';
import { hashPassword } from '../../features/auth/password.service';
import { CREDIT_LINE, PERMIT, VOUCHER } from '../../core/status';
import { takeCredit } from '../../features/credit/credit-usage.service';
import { DAY, HOUR } from '../../core/time';
import { chinaDate } from '../../../shared/rules/calendar';
import { lineValidity } from '../../../shared/rules/credit-line';
import { changeLine, insertLine, insertStep } from '../../features/credit/credit.repo';
import { saveSettings } from '../../features/znx/znx.repo';
import { COMPANIES, DEMO_PASSWORD, isSeeded, seedPart, type Tx } from './seed';

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

/** The funding party's people, one per reviewer role, so that no one approves two steps. */
export const FINANCE_PERSONS: ReadonlyArray<{ mobile: string; name: string; company: string; roles: Record<string, string[]> }> = [
  { mobile: '13800000351', name: '韩冰', company: 'funding', roles: { CRM: ['E106'], ZNX: ['E106'] } },
  { mobile: '13800000352', name: '唐雪', company: 'funding', roles: { CRM: ['E107'], ZNX: ['E107'] } },
  { mobile: '13800000353', name: '邓峰', company: 'funding', roles: { CRM: ['E110'], CREDIT: ['E110'], ZNX: ['E110'] } },
  { mobile: '13800000354', name: '谢明', company: 'funding', roles: { CRM: ['E111'], CREDIT: ['E111'], ZNX: ['E111'] } },
  { mobile: '13800000355', name: '马超', company: 'funding', roles: { CRM: ['E108'], ZNX: ['E108'], SETTLE: ['E108'] } },
  { mobile: '13800000356', name: '许洁', company: 'funding', roles: { CRM: ['E109'], ZNX: ['E109'], SETTLE: ['E109'] } },
];

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
const ZNX_TERMS: ReadonlyArray<{ company: string; ratioBp: number; annualRateBp: number; feeRateBp: number; fixedFeeFen: number; thresholdFen: number }> = [
  { company: 'funding', ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFeeFen: 20_000, thresholdFen: 500_000_000 },
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
      `INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at) VALUES ($1, $2, ${PERMIT.opened}, $3)
       ON CONFLICT (comp_id, prod_code) DO UPDATE SET permit_status = ${PERMIT.opened}, updated_at = $3`,
      [id, p.prod, now - 30 * DAY],
    );
    await tx.query(`INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status, remark, created_at) VALUES ($1, $2, 20, ${PERMIT.opened}, '审核通过', $3)`, [
      id, p.prod, now - 30 * DAY,
    ]);
    for (const role of p.roles) {
      await tx.query('INSERT INTO company_roles (comp_id, prod_code, comp_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [id, p.prod, role]);
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
        await tx.query('INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [e[0]?.id, prod, role]);
      }
    }
  }
  for (const x of EXTRA_ROLES) {
    const id = await employeeId(tx, x.mobile, x.company);
    for (const role of x.roles) {
      await tx.query('INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [id, x.prod, role]);
    }
  }
}

/** Credit lines of the core enterprise at every step: in force, waiting for each review, rejected, withdrawn, expired. */
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
      applicantCompId: core, funderCompId: funder, amountFen: yuan * 100, termMonths, maxVoucherDays: 365, singleLimitFen: null,
      purpose: '开立电子债权凭证，支付供应商货款', appliedBy: applicant, now: at, idemKey: `seed-${key}`,
    });
    if (id === null) throw new Error('seed: credit line exists');
    await insertStep(tx, { lineId: id, step: '提交申请', compId: core, employeeId: applicant, result: '提交', reason: null, now: at });
    return { id, at };
  };
  const approveFirst = async (line: { id: number; at: number }) => {
    await changeLine(tx, line.id, CREDIT_LINE.firstReview, { status: CREDIT_LINE.secondReview, firstReviewer: first, now: line.at + HOUR });
    await insertStep(tx, { lineId: line.id, step: '风控初审', compId: funding, employeeId: first, result: '通过', reason: '企业经营稳定，同意授信', now: line.at + HOUR });
  };
  const approveSecond = async (line: { id: number; at: number }, daysAgo: number, termMonths: number) => {
    const v = lineValidity(chinaDate(now - daysAgo * DAY), termMonths);
    await changeLine(tx, line.id, CREDIT_LINE.secondReview, { status: CREDIT_LINE.active, secondReviewer: second, ...v, now: line.at + 2 * HOUR });
    await insertStep(tx, { lineId: line.id, step: '风控复审', compId: funding, employeeId: second, result: '通过', reason: '同意', now: line.at + 2 * HOUR });
  };

  const inForce = await make(funding, 500_000_000, 24, 150, 'active');
  await approveFirst(inForce);
  await approveSecond(inForce, 150, 24);
  await backIssuedVouchers(tx, core, inForce.id, now);

  const waitingFirst = await make(funding, 20_000_000, 12, 1, 'first');
  void waitingFirst;

  const waitingSecond = await make(funding, 8_000_000, 6, 2, 'second');
  await approveFirst(waitingSecond);

  const rejected = await make(funding, 1_000_000_000, 24, 20, 'rejected');
  await changeLine(tx, rejected.id, CREDIT_LINE.firstReview, { status: CREDIT_LINE.rejected, firstReviewer: first, reason: '申请金额超过该企业的综合授信上限', now: rejected.at + HOUR });
  await insertStep(tx, { lineId: rejected.id, step: '风控初审', compId: funding, employeeId: first, result: '驳回', reason: '申请金额超过该企业的综合授信上限', now: rejected.at + HOUR });

  const withdrawn = await make(invest, 5_000_000, 12, 15, 'withdrawn');
  await changeLine(tx, withdrawn.id, CREDIT_LINE.firstReview, { status: CREDIT_LINE.withdrawn, reason: '已与其他资金方达成授信', now: withdrawn.at + DAY });
  await insertStep(tx, { lineId: withdrawn.id, step: '撤回申请', compId: core, employeeId: applicant, result: '撤回', reason: '已与其他资金方达成授信', now: withdrawn.at + DAY });

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
  const rows = await tx.query<{ id: number; voucher_no: string; amount_fen: number; issue_date: string; due_date: string }>(
    `SELECT id, voucher_no, amount_fen, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM credit_vouchers
      WHERE parent_id IS NULL AND issuer_comp_id = $1 AND issue_date IS NOT NULL
        AND status NOT IN (${VOUCHER.pendingReview}, ${VOUCHER.returned}, ${VOUCHER.voided}, ${VOUCHER.paid}) ORDER BY id`,
    [core],
  );
  for (const v of rows) {
    await takeCredit(tx, { issuerCompId: core, voucherId: v.id, voucherNo: v.voucher_no, amountFen: Number(v.amount_fen), issueDate: v.issue_date, dueDate: v.due_date, lineId, now });
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
      await saveSettings(tx, { funderCompId: await companyId(tx, t.company), ratioBp: t.ratioBp, annualRateBp: t.annualRateBp, feeRateBp: t.feeRateBp, fixedFeeFen: t.fixedFeeFen, thresholdFen: t.thresholdFen, by: null, now });
    }
  });
}
