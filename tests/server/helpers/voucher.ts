/** Shared steps of the voucher tests: the demo people, submits with fresh keys, and the money invariant. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DAY } from '../../../server/core/time';
import { todayOf } from '../../../server/features/voucher/voucher-rules';
import { call, login, P, type Tokens } from './api';
import type { TestEnv } from './test-app';

const V = `${P}/voucher`;

export interface People {
  coreOp: Tokens; // 李娜 E102 core
  coreRev: Tokens; // 刘洋 E103 core
  coreAdmin: Tokens; // 张伟 E101 core
  query: Tokens; // 高原 E105 core
  supOp: Tokens; // 林涛 E102 supplier
  supRev: Tokens; // 黄磊 E103 supplier
  supAdmin: Tokens; // 王芳 E101 supplier
  sup2Op: Tokens; // 何军 E102 supplier2
  sup2Rev: Tokens; // 罗敏 E103 supplier2
  investAdmin: Tokens; // 陈静, no BILL / ENDORSE
}

async function people(app: FastifyInstance, db: Db): Promise<People> {
  return {
    coreOp: await login(app, db, '13800000002'),
    coreRev: await login(app, db, '13800000004'),
    coreAdmin: await login(app, db, '13800000001', '华信'),
    query: await login(app, db, '13800000016'),
    supOp: await login(app, db, '13800000013'),
    supRev: await login(app, db, '13800000012'),
    supAdmin: await login(app, db, '13800000003'),
    sup2Op: await login(app, db, '13800000014'),
    sup2Rev: await login(app, db, '13800000015'),
    investAdmin: await login(app, db, '13800000005'),
  };
}

export const key = () => randomBytes(12).toString('hex');

async function compId(db: Db, name: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM companies WHERE comp_name = $1', [name]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no company ${name}`);
  return id;
}

const CORE = '华信核心制造集团有限公司';
const INVESTOR = '金桥投资管理有限公司';
export const SUPPLIER = '华南精密零部件供应有限公司';
export const SUPPLIER2 = '东莞华科电子有限公司';

/**
 * A value of the describe block it is called in, made by a beforeAll (signing the demo people
 * in takes a while on a loaded machine, hence the long limit); reading it before throws.
 */
function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await make();
  }, 240_000);
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('read before its beforeAll made it');
      return Reflect.get(current, key);
    },
  });
}

/** The demo people of `people`, signed in once for the describe block it is called in. */
export const usePeople = (env: TestEnv): People => madeBeforeAll(() => people(env.app, env.db));

/**
 * The ids of the core enterprise, the two suppliers and the investor (金桥, without BILL or
 * ENDORSE), for the describe block it is called in.
 */
export const useCompanyIds = (env: TestEnv): { core: number; supplier: number; supplier2: number; investor: number } =>
  madeBeforeAll(async () => ({
    core: await compId(env.db, CORE),
    supplier: await compId(env.db, SUPPLIER),
    supplier2: await compId(env.db, SUPPLIER2),
    investor: await compId(env.db, INVESTOR),
  }));

/** The steps above bound to the test's app, database and clock (and its people, for `heldVoucher`). */
export function voucherSteps(env: TestEnv, p: People) {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever body the route answers.
    post: <T = any>(path: string, token: string, body: unknown = {}) => post<T>(env.app, path, token, body),
    pendingApp: (voucherId: number, kind: string) => pendingApp(env.db, voucherId, kind),
    brokenBalances: () => brokenBalances(env.db),
    /** The core's reviewer approves the issue of `voucherId`. */
    approveIssue: async (voucherId: number) =>
      post(env.app, '/review', p.coreRev.accessToken, {
        applicationId: await pendingApp(env.db, voucherId, 'issue'),
        approve: true,
      }),
    /**
     * A step that needs a reason (退回, 拒签, 作废) is refused without one: 400 with the message the
     * form shows under the field. `body` is the step's request with the reason missing or blank.
     */
    expectReasonRequired: async (path: string, who: Tokens, body: object, msg: string) =>
      expect((await post(env.app, path, who.accessToken, body)).env).toMatchObject({ status: 400, msg }),
    heldVoucher: (amount: string, receiver = SUPPLIER, dueDays = 90) =>
      heldVoucher(env.app, env.db, p, env.clock(), amount, receiver, dueDays),
  };
}

/** A due date `days` after the server's today. */
export const dueIn = (now: number, days: number) => todayOf(now + days * DAY);

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever body the route answers.
const post = <T = any>(app: FastifyInstance, path: string, token: string, body: unknown = {}) =>
  call<T>(app, `${V}${path}`, { token, body });

/** The latest pending application of a kind on a voucher. */
async function pendingApp(db: Db, voucherId: number, kind: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM voucher_applications WHERE voucher_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
    [voucherId, kind],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${kind} application on ${voucherId}`);
  return id;
}

/**
 * The money invariant over every voucher: nothing negative, and a voucher's face amount is what
 * it still has (available + reserved) plus its live children. Returns the offending rows.
 */
async function brokenBalances(db: Db): Promise<unknown[]> {
  return db.query(
    `SELECT v.id, v.amount_fen, v.available_fen, v.reserved_fen, COALESCE(c.live, 0) AS live FROM credit_vouchers v
     LEFT JOIN (SELECT parent_id, sum(amount_fen) AS live FROM credit_vouchers
       WHERE status NOT IN (30, 35) GROUP BY parent_id) c ON c.parent_id = v.id
     WHERE v.status NOT IN (10, 15, 30, 35) AND (v.available_fen < 0 OR v.reserved_fen < 0
       OR v.available_fen + v.reserved_fen + COALESCE(c.live, 0) <> v.amount_fen)`,
  );
}

/** Issues a voucher from the core to a receiver and takes it through review and sign-for: held. */
async function heldVoucher(
  app: FastifyInstance,
  db: Db,
  p: People,
  now: number,
  amount: string,
  receiver = SUPPLIER,
  dueDays = 90,
): Promise<number> {
  const receiverCompId = await compId(db, receiver);
  const issued = await post(app, '/issue', p.coreOp.accessToken, {
    receiverCompId,
    amount,
    dueDate: dueIn(now, dueDays),
    contractNo: 'HT-TEST-001',
    idempotencyKey: key(),
  });
  if (!issued.env.ok) throw new Error(`issue: ${issued.env.msg}`);
  const id = issued.env.body.id as number;
  const r1 = await post(app, '/review', p.coreRev.accessToken, {
    applicationId: await pendingApp(db, id, 'issue'),
    approve: true,
  });
  if (!r1.env.ok) throw new Error(`review: ${r1.env.msg}`);
  const [op, rev] = receiver === SUPPLIER ? [p.supOp, p.supRev] : [p.sup2Op, p.sup2Rev];
  const s = await post(app, '/sign', op.accessToken, { voucherId: id, decision: 'accept', idempotencyKey: key() });
  if (!s.env.ok) throw new Error(`sign: ${s.env.msg}`);
  const r2 = await post(app, '/sign/review', rev.accessToken, {
    applicationId: s.env.body.applicationId,
    approve: true,
  });
  if (!r2.env.ok) throw new Error(`sign review: ${r2.env.msg}`);
  return id;
}
