/** The rules of the company calls: who sees which company data, and the administrator's edit. */
import type { Static } from 'typebox';
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { maskMobile } from '../../core/rules';
import { textColumns } from '../../core/row-text';
import { formatTime } from '../../core/time';
import { logOperation } from '../audit/operation-log.service';
import { changedFields, companyFieldsForLog } from '../audit/company-snapshot';
import type { CompanyInfoSchema, CompanyUpdateBody } from './company.schemas';
import {
  companyRecord,
  compInfoFacts,
  compRolesByComp,
  isProductOpen,
  PORTAL_PRODUCT,
  updateCompanyFields,
} from './company.repo';

/** The caller's membership for one product (compInfo): refused when the company has not opened it. */
export async function compInfo(ctx: AppContext, auth: AuthContext, productCode: string) {
  const facts = await compInfoFacts(ctx.db, auth, productCode);
  if (productCode !== PORTAL_PRODUCT && !facts.productExists) throw fail.bad('产品不存在', 'productCode');
  if (!isProductOpen(productCode, facts.permitStatus)) throw fail.noProduct();
  const { names, mobile } = facts;
  if (!names || mobile === null) throw fail.sessionOver();
  const onlyProduct = <T extends { prodCode: string }>(list: T[]) =>
    productCode === PORTAL_PRODUCT ? list : list.filter((r) => r.prodCode === productCode);
  return {
    compCode: auth.compCode,
    compName: names.comp_name,
    userName: names.name,
    mobile: maskMobile(mobile),
    employeeCode: auth.employeeCode,
    compRole: onlyProduct(facts.compRoles),
    employeeRole: onlyProduct(facts.employeeRoles),
  };
}

/** Where the company is: companyInfo answers these columns (and the next) under camelCased names. */
const PLACE_COLUMNS = ['province_code', 'province_name', 'area_code', 'area_name', 'address'] as const;
/** Who the company is and how to reach it. */
const PROFILE_COLUMNS = ['credit_code', 'contact_name', 'contact_phone', 'email', 'introduction'] as const;

/** The caller's company; absent values as ''. */
export async function companyInfo(ctx: AppContext, auth: AuthContext): Promise<Static<typeof CompanyInfoSchema>> {
  const c = await companyRecord(ctx.db, auth.compId);
  if (!c) throw fail.notFound();
  return {
    compCode: auth.compCode,
    compName: c.comp_name,
    compRole: (await compRolesByComp(ctx.db, [auth.compId])).get(auth.compId) ?? [],
    ...textColumns(c, [...PLACE_COLUMNS, ...PROFILE_COLUMNS]),
    status: c.status,
    createTime: formatTime(c.created_at),
  };
}

export type CompanyUpdate = Static<typeof CompanyUpdateBody>;

/** The administrator's edit: trimmed, the e-mail in lower case, logged with what changed. */
export async function updateCompany(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  input: CompanyUpdate,
): Promise<void> {
  const edit = {
    address: input.address?.trim(),
    contact_name: input.contactName?.trim(),
    contact_phone: input.contactPhone?.trim(),
    email: input.email?.toLowerCase().trim(),
    introduction: input.introduction?.trim(),
  };
  if (Object.values(edit).every((v) => v === undefined)) throw fail.bad('没有需要修改的内容');
  await ctx.db.transaction(async (tx) => {
    const old = await companyFieldsForLog(tx, auth.compId);
    await updateCompanyFields(tx, auth.compId, edit);
    const now = await companyFieldsForLog(tx, auth.compId);
    const change = changedFields(old, now);
    // A save that changed nothing leaves no entry.
    if (Object.keys(change.after).length > 0)
      await logOperation(tx, auth, ip, ctx.clock(), { action: 'company.edit', target: now.企业名称 ?? '', ...change });
  });
}
