/**
 * Shared set-up of the financing (ZNX) tests: signed-in people by mobile, the demo companies
 * and a voucher the supplier holds, written straight into the database.
 */
import type { Db } from '../../../server/db/db';
import { insertVoucher, rootVoucher } from '../../../server/features/voucher/voucher.repo';
import { addDays, chinaDate } from '../../../shared/rules/calendar';
import { VOUCHER } from '../../../shared/rules/status-codes';
import { login, type Tokens } from './api';
import type { TestEnv } from './test-app';

/** The access token of a demo person (by mobile, and company where they have two), signed in once. */
export function tokensOf(env: TestEnv): (mobile: string, comp?: string) => Promise<string> {
  const tokens = new Map<string, Tokens>();
  return async (mobile, comp) => {
    const k = `${mobile}/${comp ?? ''}`;
    if (!tokens.has(k)) tokens.set(k, await login(env.app, env.db, mobile, comp));
    return (tokens.get(k) as Tokens).accessToken;
  };
}

export interface ZnxParties {
  core: number;
  supplier: number;
  funding: { id: number; comp_code: string };
  /** An employee of the core enterprise, the vouchers' maker. */
  creator: number;
}

/** The demo companies of a financing: 华信 (core), 华南 (supplier) and 恒丰 (funder). */
export async function znxParties(db: Db): Promise<ZnxParties> {
  const q = async (name: string) =>
    (
      await db.query<{ id: number; comp_code: string }>('SELECT id, comp_code FROM companies WHERE comp_name LIKE $1', [
        `%${name}%`,
      ])
    )[0];
  const core = await q('华信');
  const supplier = await q('华南');
  const funding = await q('恒丰');
  const creator = (await db.query<{ id: number }>('SELECT id FROM employees WHERE comp_id = $1 LIMIT 1', [core?.id]))[0]
    ?.id;
  if (!core || !supplier || !funding || !creator) throw new Error('demo data');
  return { core: core.id, supplier: supplier.id, funding, creator };
}

export interface SupplierVoucher {
  amountFen: number;
  dueInDays?: number;
  /** The due date itself, when not `dueInDays` from today. */
  dueDate?: string;
  status?: number;
  contractNo?: string;
  financed?: boolean;
}

/** A root voucher 华信 issued on the server's today that 华南 holds (held unless `status` says else). */
export async function supplierVoucher(env: TestEnv, v: SupplierVoucher): Promise<{ id: number; voucherNo: string }> {
  const { core, supplier, creator } = await znxParties(env.db);
  const today = chinaDate(env.clock());
  return insertVoucher(env.db, {
    ...rootVoucher(core),
    holderCompId: supplier,
    amountFen: v.amountFen,
    issueDate: today,
    dueDate: v.dueDate ?? addDays(today, v.dueInDays ?? 90),
    status: v.status ?? VOUCHER.held,
    contractNo: v.contractNo ?? 'HT-1',
    invoiceNos: [],
    attachments: [],
    remark: '',
    createdBy: creator,
    now: env.clock(),
    ...(v.financed === undefined ? {} : { financed: v.financed }),
  });
}
