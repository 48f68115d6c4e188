/**
 * The caller of a voucher step: the session plus what its roles allow in the products its
 * company has opened (VOUCHER_ABILITIES). The route's declaration already refused callers
 * without the step's role; this answers the finer questions (which buttons, which todo items).
 * The routes bring the vouchers up to date with the day first (voucher.routes.ts callerOf).
 */
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { mayVoucher, type VoucherAbility, VOUCHER_ABILITIES } from '../../../shared/access/voucher-abilities';
import { openedRolesOf } from './voucher.repo';

export interface VoucherCaller {
  auth: AuthContext;
  may: Readonly<Record<VoucherAbility, boolean>>;
}

export async function voucherCaller(ctx: AppContext, auth: AuthContext): Promise<VoucherCaller> {
  const roles = await openedRolesOf(ctx.db, auth.employeeId, auth.compId);
  const may = Object.fromEntries(
    Object.keys(VOUCHER_ABILITIES).map((a) => [a, mayVoucher(a as VoucherAbility, roles)]),
  ) as Record<VoucherAbility, boolean>;
  return { auth, may };
}

/** Refuses a step the caller's roles do not allow (the route declared a broader set). */
export function need(c: VoucherCaller, ability: VoucherAbility): void {
  if (!c.may[ability]) throw fail.role();
}

/** One person never checks their own work, administrators included. */
export function notOwnWork(c: VoucherCaller, makerEmployeeId: number): void {
  if (makerEmployeeId === c.auth.employeeId) throw fail.conflict('不能复核本人经办的业务，请由其他复核人员处理');
}
