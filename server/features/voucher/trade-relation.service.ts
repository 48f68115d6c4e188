/**
 * Trade relations: the companies a company may issue or transfer vouchers to. Seeded for the
 * demo; the company's administrator adds one by the other company's credit code (an approved
 * company of the platform) or removes one once no business to it is open.
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { formatTime } from '../../core/time';
import { logOperation } from '../audit/operation-log.service';
import {
  companyByCreditCode,
  deleteRelation,
  insertRelation,
  lockRelation,
  openBusinessWith,
  relationsOf,
} from './trade-relation.repo';
import { need, type VoucherCaller } from './voucher-caller';

export async function listRelations(ctx: AppContext, c: VoucherCaller) {
  const rows = await relationsOf(ctx.db, c.auth.compId);
  return rows.map((r) => ({
    compId: r.comp_id,
    compName: r.comp_name,
    creditCode: r.credit_code,
    createTime: formatTime(r.created_at),
  }));
}

export async function addRelation(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  creditCode: string,
): Promise<{ compId: number; compName: string }> {
  need(c, 'relations');
  const partner = await companyByCreditCode(ctx.db, creditCode.toUpperCase());
  if (!partner) throw fail.bad('未找到该统一社会信用代码对应的平台企业', 'creditCode');
  if (partner.id === c.auth.compId) throw fail.bad('不能添加本企业为贸易关系', 'creditCode');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await insertRelation(tx, c.auth.compId, partner.id, c.auth.employeeId, now)))
      throw fail.conflict('该企业已在贸易关系中');
    await logOperation(tx, c.auth, ip, now, {
      action: 'relation.add',
      target: partner.comp_name,
      after: { 企业名称: partner.comp_name, 统一社会信用代码: creditCode },
    });
  });
  return { compId: partner.id, compName: partner.comp_name };
}

/**
 * Removes a relation. Refused while business to that company is still open (a voucher waiting
 * for review or for its sign-for, a transfer waiting for review or returned): the step that
 * follows would go to a company that is no longer a relation (docs/decisions/voucher-relations.md).
 * Vouchers already held are not affected. The relation's row is locked first, so an issue or a
 * transfer checking it at the same time either commits before (and is counted) or is refused.
 */
export async function removeRelation(ctx: AppContext, c: VoucherCaller, ip: string, compId: number): Promise<void> {
  need(c, 'relations');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockRelation(tx, c.auth.compId, compId))) throw fail.notFound('贸易关系不存在，请刷新后查看');
    const open = await openBusinessWith(tx, c.auth.compId, compId);
    const name = (await relationsOf(tx, c.auth.compId)).find((r) => r.comp_id === compId);
    if (open > 0)
      throw fail.conflict(
        `与该企业还有${open}笔未办结的凭证业务（待复核、已退回或待签收），办结或撤回后才能删除贸易关系`,
      );
    await deleteRelation(tx, c.auth.compId, compId);
    await logOperation(tx, c.auth, ip, now, {
      action: 'relation.remove',
      target: name?.comp_name ?? String(compId),
      before: { 企业名称: name?.comp_name ?? '', 统一社会信用代码: name?.credit_code ?? '' },
    });
  });
}
