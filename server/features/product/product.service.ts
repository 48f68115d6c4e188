/** The rules of the product calls: only the caller's company, permits and certificates by name. */
import type { Static } from 'typebox';
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { CERT, CERT_NAMES, PERMIT, PERMIT_NAMES } from '../../core/status';
import { formatDate, formatTime } from '../../core/time';
import {
  lockPermitStatus,
  memberVoucher,
  permitAudits,
  productKnown,
  productsWithPermit,
  putPermitUnderReview,
} from './product.repo';
import type { PermitAuditItem, PersonalVoucher, ProductWithPermit } from './product.schemas';

export function ownCompany(auth: AuthContext, compCode: string): void {
  if (compCode !== auth.compCode) throw fail.role('无权查看其他企业的数据');
}

export async function productsOfCompany(
  ctx: AppContext,
  auth: AuthContext,
): Promise<Static<typeof ProductWithPermit>[]> {
  const rows = await productsWithPermit(ctx.db, auth.compId);
  return rows.map((r) => ({ ...r, permitStatusName: PERMIT_NAMES[r.permitStatus] ?? '' }));
}

export async function permitAuditTrail(
  ctx: AppContext,
  auth: AuthContext,
  productCode: string | undefined,
  afterStatus: number | undefined,
): Promise<Static<typeof PermitAuditItem>[]> {
  const rows = await permitAudits(ctx.db, auth.compId, productCode ?? null, afterStatus ?? null);
  return rows.map((r) => ({
    id: r.id,
    productCode: r.prod_code,
    beforeStatus: r.before_status,
    afterStatus: r.after_status,
    afterStatusName: PERMIT_NAMES[r.after_status] ?? '',
    remark: r.remark,
    createTime: formatTime(r.created_at),
  }));
}

/** Applies for a product: refused when already opened or under review; the permit goes under review. */
export async function applyForProduct(ctx: AppContext, auth: AuthContext, code: string): Promise<void> {
  if (!(await productKnown(ctx.db, code))) throw fail.bad('产品不存在', 'productCode');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const before = (await lockPermitStatus(tx, auth.compId, code)) ?? PERMIT.notOpened;
    if (before === PERMIT.opened) throw fail.conflict('贵司已开通该产品');
    if (before === PERMIT.underReview) throw fail.conflict('该产品的开通申请正在审核中');
    await putPermitUnderReview(tx, auth.compId, code, before, '提交开通申请', now);
  });
}

/** A member's personal certificate (a valid one past its end shows as expired), or null without one. */
export async function personalVoucher(
  ctx: AppContext,
  auth: AuthContext,
  userCode: string,
): Promise<Static<typeof PersonalVoucher> | null> {
  const r = await memberVoucher(ctx.db, auth.compId, userCode);
  if (!r) throw fail.notFound('该用户不是贵司员工');
  if (r.cert_sn === null || r.cert_status === null) return null;
  const status = r.cert_status === CERT.valid && (r.valid_to ?? 0) < ctx.clock() ? CERT.expired : r.cert_status;
  return {
    compCode: auth.compCode,
    userCode: r.employee_code,
    userName: r.name,
    certStatus: status,
    certStatusName: CERT_NAMES[status] ?? '',
    certSn: r.cert_sn,
    validFrom: formatDate(r.valid_from),
    validTo: formatDate(r.valid_to),
  };
}
