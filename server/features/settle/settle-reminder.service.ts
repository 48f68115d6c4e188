/**
 * The daily reminder of overdue unpaid vouchers, run by the voucher domain's maturity sweep: a
 * module of its own, so the sweep does not import the settlement service (which matures the
 * day's vouchers before it lists what is due).
 */
import type { AppContext } from '../../core/context';
import { fenToYuan as yuanOrNull } from '../../../shared/format/fen';
import { SETTLE_ROLES } from '../../../shared/rules/settlement';
import { voucherDetailPath } from '../../../shared/routes/voucher-links';
import { notifyRoleHolders } from '../message/actor-message';
import { claimOverdueReminders, holdersOf } from './settle.repo';
import { HOLDER_PRODUCTS, HOLDER_ROLES, PRODUCT } from './settle-audience';

const fenToYuan = (fen: number): string => yuanOrNull(fen) ?? '';

/** The daily reminder of overdue unpaid vouchers, to the issuer's finance and to the holders (the maturity sweep). */
export async function remindOverdue(ctx: AppContext, today: string): Promise<number> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const due = await claimOverdueReminders(tx, today);
    for (const r of due) {
      const text = `凭证${r.voucher_no}（${fenToYuan(Number(r.amount_fen))} 元）已于${r.due_date}到期，尚未兑付。`;
      await notifyRoleHolders(tx, {
        compId: r.issuer_comp_id,
        prodCode: PRODUCT,
        roles: ['E101', ...SETTLE_ROLES.confirm, 'E109'],
        msgType: 'BUSINESS',
        now,
        link: voucherDetailPath(Number(r.root_id)),
        title: `逾期提醒：凭证${r.voucher_no}`,
        summary: `${text}请尽快付款。`,
      });
      for (const holder of await holdersOf(tx, Number(r.root_id))) {
        await notifyRoleHolders(tx, {
          compId: holder,
          prodCode: HOLDER_PRODUCTS,
          roles: HOLDER_ROLES,
          msgType: 'BUSINESS',
          now,
          link: voucherDetailPath(Number(r.root_id)),
          title: `逾期提醒：凭证${r.voucher_no}`,
          summary: `${text}开立方尚未付款。`,
        });
      }
    }
    return due.length;
  });
}
